import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/launcher/embedded-postgres';
import { startEmbeddedRedis } from '../src/launcher/embedded-redis';
import { freePort } from '../src/launcher/ports';
import { TEST_ENV, type TestServices } from '../src/testing/test-services';

/** Set by `npm run test:unit`: only unit specs run, and none of them reaches Postgres or Redis. */
export const UNIT_SPECS_ONLY_ENV = 'OAK_UNIT_SPECS_ONLY';

/**
 * Starts the real Postgres and Redis every cloud integration spec uses: one of
 * each per test run, in a throwaway folder. Each spec gets its own database.
 * A run of unit specs alone starts neither, which keeps the inner loop fast.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[UNIT_SPECS_ONLY_ENV] === '1') return;
  const dir = mkdtempSync(path.join(tmpdir(), 'oak-cloud-test-'));
  // As root, Postgres runs as the 'postgres' user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  const [pgPort, redisPort] = [await freePort(), await freePort()];
  const [postgres, redis] = await Promise.all([
    startEmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: pgPort,
      database: 'oak',
      onLog: () => undefined,
    }),
    startEmbeddedRedis({
      port: redisPort,
      // As in the embedded default: every spec reaches Redis through a URL with its password.
      password: randomBytes(24).toString('base64url'),
      logFile: path.join(dir, 'redis.log'),
      pidFile: path.join(dir, 'redis.pid'),
    }),
  ]);
  const services: TestServices = { postgresUrl: postgres.url, redisUrl: redis.url };
  process.env[TEST_ENV] = JSON.stringify(services);
  (globalThis as Record<string, unknown>).__oakTestServices = { postgres, redis, dir };
}
