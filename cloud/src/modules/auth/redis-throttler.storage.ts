import { type ThrottlerStorage } from '@nestjs/throttler';
import { type ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { type KeyValueStore } from '../redis/key-value-store.port';

/**
 * Counts hits and blocks in one atomic step: INCR the window's counter (its
 * expiry set on the first hit), and once past the limit set a block key that
 * outlives the window by the block duration.
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local block = redis.call('PTTL', KEYS[2])
if block < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  block = tonumber(ARGV[3])
end
return {hits, ttl, block}
`;

/** Rate-limit counters in Redis, so every cloud node counts the same client together. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly store: KeyValueStore,
    private readonly prefix: string,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}throttle:${throttlerName}:${key}`;
    const [hits, ttlMs, blockMs] = (await this.store.runScript(
      INCREMENT,
      [`${base}:hits`, `${base}:block`],
      [String(ttl), String(limit), String(blockDuration > 0 ? blockDuration : ttl)],
    )) as [number, number, number];
    const isBlocked = blockMs > 0;
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(ttlMs / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil(blockMs / 1000) : 0,
    };
  }
}
