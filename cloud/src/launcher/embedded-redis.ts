import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { stopLeftover, waitFor } from './process-utils';

/** util-linux's setpriv, present on every Debian system. */
const SETPRIV = '/usr/bin/setpriv';

export interface EmbeddedRedisOptions {
  readonly port: number;
  /** Where Redis keeps its append-only file; omit for a throwaway instance. */
  readonly dataDir?: string;
  readonly logFile: string;
  readonly pidFile: string;
}

export interface RunningRedis {
  readonly url: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts Debian's redis-server on a private loopback port, configured as OAK's
 * queues need it: nothing is ever evicted, and with a data directory every
 * write goes to the append-only file.
 */
export async function startEmbeddedRedis(options: EmbeddedRedisOptions): Promise<RunningRedis> {
  const { port, dataDir, logFile, pidFile } = options;
  await stopLeftoverRedis(pidFile);
  for (const dir of [path.dirname(logFile), path.dirname(pidFile), dataDir])
    if (dir) mkdirSync(dir, { recursive: true });

  const persistence = dataDir
    ? ['--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '']
    : ['--appendonly', 'no', '--save', ''];
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--daemonize',
    'no',
    '--maxmemory-policy',
    'noeviction',
    '--logfile',
    logFile,
    '--pidfile',
    pidFile,
    ...persistence,
  ];
  // detached: a Ctrl-C in the terminal reaches the launcher, which stops Redis after the cloud.
  // setpriv --pdeathsig: should the launcher die without stopping it, the kernel stops Redis too.
  const [command, commandArgs] = existsSync(SETPRIV)
    ? [SETPRIV, ['--pdeathsig', 'TERM', '--', 'redis-server', ...args]]
    : ['redis-server', args];
  const child = spawn(command, commandArgs, { stdio: 'ignore', detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', () => undefined);

  const url = `redis://127.0.0.1:${port}`;
  const ready = await waitFor(async () => child.exitCode === null && (await ping(url)), 15_000, 100);
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`Redis did not start on port ${port}; see ${logFile}`);
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function ping(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Stops a Redis left running by a launcher that was killed. */
export async function stopLeftoverRedis(pidFile: string): Promise<void> {
  await stopLeftover(readPid(pidFile), /redis-server/, 'SIGTERM');
}
