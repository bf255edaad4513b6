import { Injectable } from '@nestjs/common';

/**
 * Work stopped by its signal before its end: a wait on the clock, a run (the
 * runner's RunStopped is this), whatever a service stops when told to.
 */
export class Stopped extends Error {}

/**
 * Time as the cloud sees it: the wall clock for what is stored, shown and
 * expires, a monotonic clock for measuring, and waits that end early when
 * their work stops. Services never read or wait on time otherwise (a lint rule
 * keeps it so), so a test can hand them a clock of its own and run hours of
 * time in a moment.
 */
export abstract class Clock {
  /** The wall-clock time, for timestamps and expiries. */
  abstract now(): Date;
  /** Milliseconds on a clock that never goes back, for durations. */
  abstract monotonicMs(): number;
  /** Waits `ms`; rejects with Stopped as soon as `signal` aborts. */
  abstract sleep(ms: number, signal?: AbortSignal): Promise<void>;

  /** The wall-clock time in milliseconds since the epoch. */
  nowMs(): number {
    return this.now().getTime();
  }
}

/** The machine's clock. */
@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }

  override nowMs(): number {
    return Date.now();
  }

  monotonicMs(): number {
    return performance.now();
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new Stopped('Stopped'));
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new Stopped('Stopped'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
