// What every benchmark shares: free ports, child processes it stops at the end, and waiting.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const oakCli = path.join(root, 'cloud', 'dist', 'cli', 'oak.js');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];

/** Starts a child process in the repository, with `env` on top of ours; `stopChildren` ends it. */
export function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push(child);
  return { child, output: () => output };
}

/** Stops every started child, newest first, and waits for each to exit. */
export async function stopChildren() {
  for (const child of children.reverse()) {
    if (child.exitCode === null) child.kill('SIGINT');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

export async function until(what, probe, timeoutMs = 180_000, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}
