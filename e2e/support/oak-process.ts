import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESOURCE_PACK_VERSION } from '../../cloud/src/modules/resources/pack/resource-pack.plan';
import { eventually } from '../../cloud/src/testing/eventually.util';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const OAK_CLI = path.join(REPO_ROOT, 'cloud', 'dist', 'cli', 'oak.js');

export interface OakPorts {
  readonly http: number;
  readonly mqtt: number;
  readonly postgres: number;
  readonly redis: number;
  /** The virtual lab's device-cloud emulator, which the cloud uses as its device cloud. */
  readonly deviceCloud: number;
}

export interface OakInstance {
  readonly url: string;
  readonly home: string;
  readonly ports: OakPorts;
  readonly process: ChildProcess;
  readonly logFile: string;
  /** Everything the launcher has printed so far. */
  output(): string;
  /** Sends a signal and resolves with the exit code once the launcher has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function freePorts(): Promise<OakPorts> {
  return {
    http: await freePort(),
    mqtt: await freePort(),
    postgres: await freePort(),
    redis: await freePort(),
    deviceCloud: await freePort(),
  };
}

/** A fresh OAK_HOME; traversable, since as root Postgres runs as the 'postgres' user. */
export function makeHome(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'oak-e2e-'));
  chmodSync(home, 0o755);
  return home;
}

/** The version of the resource pack in an OAK_HOME's default store, once its index is written. */
function packVersionIn(home: string): number | undefined {
  try {
    return (
      JSON.parse(readFileSync(path.join(home, 'resources', 'pack.json'), 'utf8')) as { version?: number }
    ).version;
  } catch {
    return undefined;
  }
}

/**
 * Copies the resource pack of one OAK_HOME (the shared test instance's) into
 * a new one, once that pack is complete, so that an OAK a spec starts of its
 * own finds its pack ready rather than making the same files again with sox
 * (some twenty seconds of both cores each time).
 */
export async function seedResourcePack(fromHome: string, toHome: string): Promise<void> {
  await eventually(
    async () => packVersionIn(fromHome),
    (version) => version === RESOURCE_PACK_VERSION,
    240_000,
    500,
  );
  cpSync(path.join(fromHome, 'resources'), path.join(toHome, 'resources'), { recursive: true });
}

const running = new Set<ChildProcess>();

/**
 * Stops every OAK a spec started and left running (a failed or timed-out
 * test), so none outlives the test run. Specs call it in afterAll.
 */
export async function stopLeftoverOaks(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
        }),
    ),
  );
}

/** A process of the OAK CLI that a spec started, its output kept in memory and in its log file. */
export interface OakCliProcess {
  readonly process: ChildProcess;
  readonly logFile: string;
  /** Everything it has printed so far. */
  output(): string;
  /** Sends a signal (unless it has ended already) and resolves with how it ended. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `oak <command>` from the repository with `env` over the spec's own,
 * its output going to `logFile`; it is kept in `tracked` until it exits, for
 * the clean-up of leftovers.
 */
export function spawnOakCli(
  command: string,
  logFile: string,
  env: NodeJS.ProcessEnv,
  tracked: Set<ChildProcess>,
): OakCliProcess {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [OAK_CLI, command], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  tracked.add(child);
  void exited.then(() => tracked.delete(child));
  return {
    process: child,
    logFile,
    output: () => output,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs `oak start` (what `npm start` runs) without waiting for it to be ready. */
export function spawnOak(home: string, ports: OakPorts, env: NodeJS.ProcessEnv = {}): OakInstance {
  const oak = spawnOakCli(
    'start',
    path.join(home, 'launcher.log'),
    {
      OAK_HOME: home,
      PORT: String(ports.http),
      MQTT_PORT: String(ports.mqtt),
      EMBEDDED_PG_PORT: String(ports.postgres),
      EMBEDDED_REDIS_PORT: String(ports.redis),
      OAK_SIM_DEVICE_CLOUD_PORT: String(ports.deviceCloud),
      LOG_LEVEL: 'warn',
      // Each OAK of the specs would otherwise generate the whole pack; the shared one makes en_US's.
      RESOURCE_PACK: 'off',
      ...env,
    },
    running,
  );
  return {
    url: `http://localhost:${ports.http}`,
    home,
    ports,
    process: oak.process,
    logFile: oak.logFile,
    output: oak.output,
    stop: async (signal = 'SIGINT') => (await oak.stop(signal)).code,
  };
}

/** Starts OAK and waits until its health check reports every service up. */
export async function startOak(
  home: string,
  ports: OakPorts,
  env: NodeJS.ProcessEnv = {},
): Promise<OakInstance> {
  const oak = spawnOak(home, ports, env);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (oak.process.exitCode !== null)
      throw new Error(`oak start exited with ${oak.process.exitCode}:\n${oak.output()}`);
    if (oak.output().includes('Press Ctrl-C to stop.')) {
      const health = await fetch(`${oak.url}/api/health`).then(
        (r) => r.json() as Promise<{ status: string }>,
        () => undefined,
      );
      if (health?.status === 'ok') return oak;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await oak.stop('SIGKILL');
  throw new Error(`oak start did not become ready:\n${oak.output()}`);
}

/** Every live process below `pid`, from /proc. */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

export function isAlive(pid: number): boolean {
  return existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
}

export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}
