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

/** How an `oak` command run as a process ended: its exit code and what it wrote. */
export interface OakCliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `oak ...args` as CI would, with OAK_URL and OAK_TOKEN in its environment; a non-zero exit is answered, not thrown. */
export async function oakCiCli(
  args: readonly string[],
  env: { OAK_URL: string; OAK_TOKEN: string },
): Promise<OakCliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [OAK_CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
