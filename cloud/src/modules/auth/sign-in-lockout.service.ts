import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { KeyValueStore } from '../redis/key-value-store.port';

/** How many distinct source addresses a lockout's audit entry names, at most. */
export const LOCKOUT_SOURCES_KEPT = 20;

/**
 * Counts a failure in one atomic step. KEYS: failures, lock, sources.
 * ARGV: window ms, max failures, lock ms, source address ('' if unknown),
 * sources kept. The failures count in a window opened by the first of them;
 * reaching the limit sets the lock and starts the count afresh. Answers
 * {failures, locked now (1/0), the window's source addresses}.
 */
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  redis.call('DEL', KEYS[3])
end
if ARGV[4] ~= '' and redis.call('SCARD', KEYS[3]) < tonumber(ARGV[5]) then
  redis.call('SADD', KEYS[3], ARGV[4])
  redis.call('PEXPIRE', KEYS[3], ARGV[1])
end
if failures >= tonumber(ARGV[2]) and redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  local sources = redis.call('SMEMBERS', KEYS[3])
  redis.call('DEL', KEYS[1], KEYS[3])
  return {failures, 1, sources}
end
return {failures, 0, {}}
`;

/** Lifts the lock (KEYS[1]) and forgets the failures (KEYS[2], KEYS[3]) at once; 1 when it was locked. */
const UNLOCK = `
local removed = redis.call('DEL', KEYS[1])
redis.call('DEL', KEYS[2], KEYS[3])
return removed
`;

export interface FailureOutcome {
  /** Failures counted in the current window, this one included. */
  readonly failures: number;
  /** This failure locked the account. */
  readonly lockedNow: boolean;
  /** The addresses the window's failures came from (when it locked). */
  readonly sources: readonly string[];
}

/**
 * The per-account sign-in lockout (AUTH_LOCKOUT_*), in Redis so that every
 * cloud node counts the same account together, whatever address each
 * attempt comes from. Keyed by a hash of the e-mail, which stays out of Redis.
 */
@Injectable()
export class SignInLockout {
  constructor(
    private readonly store: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  /** How long the account stays locked, in milliseconds; 0 when it is not. */
  async lockedFor(email: string): Promise<number> {
    return this.store.remainingMs(this.keys(email).lock);
  }

  async recordFailure(email: string, ip: string | undefined): Promise<FailureOutcome> {
    const { failures, lock, sources } = this.keys(email);
    const { maxFailures, windowMs, durationMs } = this.config.auth.lockout;
    const [count, locked, addresses] = (await this.store.runScript(
      RECORD_FAILURE,
      [failures, lock, sources],
      [String(windowMs), String(maxFailures), String(durationMs), ip ?? '', String(LOCKOUT_SOURCES_KEPT)],
    )) as [number, number, string[]];
    return { failures: count, lockedNow: locked === 1, sources: [...addresses].sort() };
  }

  /** Forgets the account's failures (a sign-in that worked). */
  async clearFailures(email: string): Promise<void> {
    const { failures, sources } = this.keys(email);
    await this.store.remove(failures, sources);
  }

  /** Lifts the lock and forgets the failures (a password reset); true when it was locked. */
  async unlock(email: string): Promise<boolean> {
    const { failures, lock, sources } = this.keys(email);
    const removed = await this.store.runScript(UNLOCK, [lock, failures, sources], []);
    return removed === 1;
  }

  private keys(email: string) {
    const id = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const base = `${this.config.redis.keyPrefix}signin-lockout:${id}`;
    return { failures: `${base}:failures`, lock: `${base}:lock`, sources: `${base}:sources` };
  }
}
