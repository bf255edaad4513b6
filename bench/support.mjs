// What every benchmark shares: free ports, child processes it stops at the end, waiting,
// an embedded OAK to measure and agents installed the way a Pi installs them.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/** The first administrator of a benchmark's OAK. */
export const BENCH_ADMIN = { email: 'bench@oak.test', password: 'Bench-Passw0rd-1234', company: 'OAK Bench' };

/**
 * Starts an embedded OAK in `home` on free ports, without the virtual lab,
 * with `extraEnv` on top, and waits for its health. Answers its environment,
 * ports and base URL, `cli(...)` to run the oak CLI against it, and `signIn()`
 * giving `get(path)` and the headers of the administrator's session.
 */
export async function startOak(name, home, extraEnv = {}) {
  const ports = {
    http: await freePort(),
    mqtt: await freePort(),
    postgres: await freePort(),
    redis: await freePort(),
  };
  const env = {
    OAK_HOME: home,
    PORT: String(ports.http),
    MQTT_PORT: String(ports.mqtt),
    EMBEDDED_PG_PORT: String(ports.postgres),
    EMBEDDED_REDIS_PORT: String(ports.redis),
    OAK_SIMULATOR: 'off',
    OAK_ADMIN_EMAIL: BENCH_ADMIN.email,
    OAK_ADMIN_PASSWORD: BENCH_ADMIN.password,
    OAK_ADMIN_COMPANY: BENCH_ADMIN.company,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...extraEnv,
  };
  const base = `http://127.0.0.1:${ports.http}`;
  process.stderr.write(`${name}: starting OAK ...\n`);
  start(process.execPath, [oakCli, 'start'], env);
  await until('OAK start', async () => (await (await fetch(`${base}/api/health`)).json()).status === 'ok');
  const cli = (...args) =>
    run(process.execPath, [oakCli, ...args], { cwd: root, env: { ...process.env, ...env } });
  const signIn = async () => {
    const session = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
    }).then((r) => r.json());
    const headers = {
      Authorization: `Bearer ${session.idToken.jwtToken}`,
      'Content-Type': 'application/json',
    };
    return { headers, get: (p) => fetch(`${base}${p}`, { headers }).then((r) => r.json()) };
  };
  return { env, ports, base, cli, signIn };
}

/**
 * Installs a Pi's agent under `piRoot` through the setup command the cloud
 * gives (`get` is a signed-in GET), as a Pi would, and starts it with the
 * virtual audio backend and `extraArgs` for node. Answers the Pi's credentials.
 */
export async function installAgent(get, thingId, piRoot, extraArgs = []) {
  mkdirSync(piRoot, { recursive: true });
  const { cmdLine } = await get(`/api/things/${thingId}/setup/raspbian`);
  await run('bash', [
    '-o',
    'pipefail',
    '-c',
    cmdLine.replace(/\| sudo bash$/, `| env OAK_INSTALL_ROOT='${piRoot}' OAK_SKIP_SYSTEM=1 bash`),
  ]);
  start(
    process.execPath,
    [
      ...extraArgs,
      path.join(piRoot, 'opt', 'oak-agent', 'oak-agent.js'),
      'run',
      '-c',
      path.join(piRoot, 'etc', 'oak', 'agent.json'),
    ],
    {
      OAK_AUDIO_BACKEND: 'virtual',
      OAK_CACHE_DIR: path.join(piRoot, 'cache'),
      OAK_STATE_DIR: path.join(piRoot, 'state'),
      OAK_INSTALL_DIR: path.join(piRoot, 'opt', 'oak-agent'),
      OAK_LOG_LEVEL: 'warn',
    },
  );
  return JSON.parse(readFileSync(path.join(piRoot, 'etc', 'oak', 'credentials.json'), 'utf8'));
}
