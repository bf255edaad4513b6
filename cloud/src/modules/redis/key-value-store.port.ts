/**
 * What the cloud keeps in its shared key-value store (Redis): short-lived
 * keys, counters kept by atomic scripts, and small hashes, shared by every
 * node. Services depend on this port; `RedisAdapter` is the only place that
 * speaks Redis.
 */
export abstract class KeyValueStore {
  /** True when the store answers, for the health report; the caller bounds how long it waits. */
  abstract isUp(): Promise<boolean>;

  /** Sets `key` to `value` for `ttlMs`. */
  abstract setExpiring(key: string, value: string, ttlMs: number): Promise<void>;

  /** The value of `key`, removed in the same step (a value that works once), or null. */
  abstract take(key: string): Promise<string | null>;

  /** How much longer `key` lives, in milliseconds; 0 when it is gone or never expires. */
  abstract remainingMs(key: string): Promise<number>;

  /** Removes `keys`; answers how many of them were there. */
  abstract remove(...keys: string[]): Promise<number>;

  /** Runs a Lua script atomically over `keys` with `args`; answers what it returns. */
  abstract runScript(source: string, keys: readonly string[], args: readonly string[]): Promise<unknown>;

  /** Sets fields of the hash at `key` and its expiry, in one step. */
  abstract setFields(
    key: string,
    fields: Readonly<Record<string, string>>,
    ttlSeconds: number,
  ): Promise<void>;

  /** Every field of the hash at `key` (empty when there is none). */
  abstract fields(key: string): Promise<Record<string, string>>;

  /** One field of each hash of `keys`, in their order, in one round trip (null where it is missing). */
  abstract fieldOfEach(keys: readonly string[], field: string): Promise<(string | null)[]>;
}
