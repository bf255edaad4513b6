import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { stopLeftover, waitFor } from './process-utils';

/** util-linux's setpriv, present on every Debian system. */
const SETPRIV = '/usr/bin/setpriv';

/**
 * Runs redis-server with a umask that keeps everything it writes (append-only
 * files, log, pid file) to its owner: 0600 files in 0700 folders.
 */
const OWNER_ONLY_REDIS = 'umask 077 && exec redis-server "$@"';

export interface EmbeddedRedisOptions {
  readonly port: number;
  /**
   * What a client must AUTH with. Handed to redis-server on its standard
   * input, so it never shows on a command line (`ps` shows those to everyone).
   */
  readonly password: string;
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
 * write goes to the append-only file. Clients must authenticate with the
 * password, and its files are readable by their owner only.
 */
export async function startEmbeddedRedis(options: EmbeddedRedisOptions): Promise<RunningRedis> {
  const { port, password, dataDir, logFile, pidFile } = options;
  if (!/^[\w.~-]{16,}$/.test(password))
    throw new Error('The embedded Redis password must be at least 16 URL-safe characters');
  await stopLeftoverRedis(pidFile);
  for (const dir of [path.dirname(logFile), path.dirname(pidFile)]) mkdirSync(dir, { recursive: true });
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Files written before Redis had a umask of its own (an older OAK_HOME) are tightened too.
    restrictToOwner(dataDir);
  }
  if (existsSync(logFile)) chmodSync(logFile, 0o600);

  const persistence = dataDir
    ? ['--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '']
    : ['--appendonly', 'no', '--save', ''];
  const args = [
    // The first argument '-' reads the configuration (the password) from standard input.
    '-',
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
  const shell = ['/bin/sh', '-c', OWNER_ONLY_REDIS, 'redis-server', ...args];
  const [command, commandArgs] = existsSync(SETPRIV)
    ? [SETPRIV, ['--pdeathsig', 'TERM', '--', ...shell]]
    : [shell[0]!, shell.slice(1)];
  const child = spawn(command, commandArgs, { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  child.stdin?.end(`requirepass ${password}\n`);

  const url = redisUrlOf(port, password);
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

/** The URL a client of the embedded Redis connects with, password included. */
export function redisUrlOf(port: number, password: string): string {
  return `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

/** Makes every file below `dir` 0600 and every folder 0700, `dir` included. */
function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(file);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
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
