import { Injectable } from '@nestjs/common';
import { RunStopped } from '../run-errors';

/**
 * Time as the runner and its families see it: the wall clock for what is
 * stored and shown, a monotonic clock for measuring, and waits that end early
 * when the run stops. Families never read or wait on time otherwise, so a
 * test can hand them a clock of its own.
 */
export abstract class Clock {
  /** The wall-clock time, for timestamps. */
  abstract now(): Date;
  /** Milliseconds on a clock that never goes back, for durations. */
  abstract monotonicMs(): number;
  /** Waits `ms`; rejects with RunStopped as soon as `signal` aborts. */
  abstract sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** The machine's clock. */
@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }

  monotonicMs(): number {
    return performance.now();
  }

  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new RunStopped('Run stopped'));
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new RunStopped('Run stopped'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
