import { rmSync } from 'node:fs';
import { type RunningPostgres } from '../src/launcher/embedded-postgres';
import { type RunningRedis } from '../src/launcher/embedded-redis';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as Record<string, unknown>).__oakTestServices as
    { postgres: RunningPostgres; redis: RunningRedis; dir: string } | undefined;
  if (!started) return;
  await Promise.all([started.redis.stop(), started.postgres.stop()]);
  rmSync(started.dir, { recursive: true, force: true });
}
