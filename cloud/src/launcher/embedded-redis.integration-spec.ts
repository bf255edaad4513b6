import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { type RunningRedis, redisUrlOf, startEmbeddedRedis } from './embedded-redis';
import { freePort } from './ports';

/** Sends one inline command on a fresh connection, as any local process could, and answers the first reply line. */
function rawCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
    socket.once('data', (chunk) => {
      resolve(chunk.toString().split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

/** Every file and folder below `dir` with its permission bits, e.g. ['appendonlydir/ 700', ...]. */
function modesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const mode = (statSync(file).mode & 0o777).toString(8);
    return `${path.relative(dir, file)}${entry.isDirectory() ? '/' : ''} ${mode}`;
  });
}

describe('the embedded Redis', () => {
  let dir: string;
  let redis: RunningRedis | undefined;
  const password = randomBytes(24).toString('base64url');

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oak-redis-'));
  });
  afterEach(async () => {
    await redis?.stop();
    redis = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (port: number) =>
    (redis = await startEmbeddedRedis({
      port,
      password,
      dataDir: path.join(dir, 'redis'),
      logFile: path.join(dir, 'logs', 'redis.log'),
      pidFile: path.join(dir, 'run', 'redis.pid'),
    }));

  it('refuses a client that does not authenticate, and answers one that does', async () => {
    const port = await freePort();
    const running = await start(port);
    expect(await rawCommand(port, 'PING')).toMatch(/^-NOAUTH Authentication required/);
    expect(await rawCommand(port, 'AUTH not-the-password')).toMatch(/^-WRONGPASS/);
    expect(running.url).toBe(redisUrlOf(port, password));
    expect(running.url).not.toBe(`redis://127.0.0.1:${port}`);

    const client = new Redis(running.url, { maxRetriesPerRequest: 1 });
    try {
      expect(await client.ping()).toBe('PONG');
      await client.set('oak-test:kept', 'yes');
    } finally {
      client.disconnect();
    }
  });

  it('keeps its data, log and pid files to their owner, those of an older start too', async () => {
    // As an OAK_HOME written before: world-readable files in the data folder.
    mkdirSync(path.join(dir, 'redis', 'appendonlydir'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dir, 'redis', 'appendonlydir', 'old.aof'), '', { mode: 0o644 });
    const port = await freePort();
    const running = await start(port);
    const client = new Redis(running.url, { maxRetriesPerRequest: 1 });
    try {
      await client.set('oak-test:written', 'to the append-only file');
    } finally {
      client.disconnect();
    }

    const data = modesBelow(path.join(dir, 'redis'));
    expect(data.length).toBeGreaterThanOrEqual(4);
    for (const entry of data) expect(entry).toMatch(entry.includes('/ ') ? / 700$/ : / 600$/);
    expect((statSync(path.join(dir, 'redis')).mode & 0o777).toString(8)).toBe('700');
    expect(modesBelow(path.join(dir, 'logs'))).toEqual(['redis.log 600']);
    expect(modesBelow(path.join(dir, 'run'))).toEqual(['redis.pid 600']);
  });

  it('will not start without a password worth the name', async () => {
    await expect(
      startEmbeddedRedis({
        port: await freePort(),
        password: 'short',
        logFile: path.join(dir, 'redis.log'),
        pidFile: path.join(dir, 'redis.pid'),
      }),
    ).rejects.toThrow('The embedded Redis password must be at least 16 URL-safe characters');
  });
});
