import { type Cancel, type Clock } from '../modules/clock/clock';

/**
 * Resolves with the promise's value, or rejects once `ms` pass on `clock`
 * without one. The wait is the Clock's, as every service's is, so a spec
 * holding its own clock decides when it runs out; the work itself is not
 * stopped, only no longer waited for.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string, clock: Clock): Promise<T> {
  let cancel: Cancel = () => undefined;
  const timeout = new Promise<never>((_, reject) => {
    cancel = clock.after(ms, () => reject(new Error(`${what} timed out after ${ms} ms`)));
  });
  return Promise.race([promise, timeout]).finally(() => cancel());
}
