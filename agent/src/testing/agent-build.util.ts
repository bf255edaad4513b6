import { execa } from 'execa';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (/\.ts$/.test(entry.name) && !/\.(spec|integration-spec|e2e-spec)\.ts$/.test(entry.name))
      newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * The integration spec runs the built agent, as a Pi does. `npm test` builds
 * first; a spec run on its own rebuilds what is older than its sources, so it
 * never tests a stale build.
 */
export async function ensureBuilt(
  packages: readonly ('shared' | 'agent')[],
  output: Record<string, string>,
): Promise<void> {
  for (const name of packages) {
    const built = path.join(repoRoot, name, 'dist', name === 'agent' ? 'cli/oak-agent.js' : 'index.js');
    const packageDir = path.join(repoRoot, name);
    if (existsSync(built) && statSync(built).mtimeMs >= newestSource(path.join(packageDir, 'src'))) continue;
    await execa(
      path.join(repoRoot, 'node_modules', '.bin', 'tsc'),
      ['-p', path.join(packageDir, 'tsconfig.build.json')],
      {
        cwd: packageDir,
      },
    );
    output[name] = 'rebuilt';
  }
}
