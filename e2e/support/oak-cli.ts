import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { e2eInstance } from './e2e-instance';
import { OAK_CLI, REPO_ROOT } from './oak-process';

const run = promisify(execFile);

/** Runs `npm run oak -- ...` against the shared OAK's embedded Postgres, as an administrator would. */
export async function oakCli(...args: string[]): Promise<string> {
  const { home, ports } = e2eInstance();
  const { stdout } = await run(process.execPath, [OAK_CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, OAK_HOME: home, EMBEDDED_PG_PORT: String(ports.postgres) },
  });
  return stdout;
}

/** The newest mail the shared OAK wrote to its outbox for `to`. */
export function latestMailTo(to: string): string | undefined {
  const dir = path.join(e2eInstance().home, 'outbox');
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .find((name) => readFileSync(path.join(dir, name), 'utf8').includes(`To: ${to}`));
  return file ? readFileSync(path.join(dir, file), 'utf8') : undefined;
}
