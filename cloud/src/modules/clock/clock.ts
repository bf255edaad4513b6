import { Injectable } from '@nestjs/common';

/**
 * Work stopped by its signal before its end: a wait on the clock, a run (the
 * runner's RunStopped is this), whatever a service stops when told to.
 */
export class Stopped extends Error {}

/** Stops a timer set on the Clock; calling it again, or once the timer has fired, does nothing. */
export type Cancel = () => void;

export interface TimerOptions {
  /**
   * False lets the process end while the timer is set (Node's unref), for a
   * timer nothing else waits on, such as an expiry due in a day. True, the
   * default, keeps the process for it, as a plain setTimeout does.
   */
  readonly ref?: boolean;
}

/**
 * The shortest period of a repeating timer: a period of zero would repeat
 * without time passing, so it is taken as this, as Node's setInterval does.
 */
const SHORTEST_PERIOD_MS = 1;

/**
 * setTimeout's longest delay (2^31 - 1 ms, about 24.8 days); Node fires a
 * longer one at once, so a later moment is reached in steps of at most this.
 */
const LONGEST_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Time as the cloud sees it: the wall clock for what is stored, shown and
 * expires, a monotonic clock for measuring, waits that end early when their
 * work stops, and timers that run something later or every so often.
 * Services never read, wait on or set time otherwise (a lint rule keeps it
 * so), so a test can hand them a clock of its own and run hours of time in a
 * moment.
 */
export abstract class Clock {
  /** The wall-clock time, for timestamps and expiries. */
  abstract now(): Date;
  /** Milliseconds on a clock that never goes back, for durations. */
  abstract monotonicMs(): number;
  /**
   * Runs `run` once, `ms` from now on the monotonic clock, unless cancelled
   * first. Every other wait and timer of the clock is built on this one.
   */
  abstract after(ms: number, run: () => void, options?: TimerOptions): Cancel;

  /** The wall-clock time in milliseconds since the epoch. */
  nowMs(): number {
    return this.now().getTime();
  }

  /**
   * Runs `run` every `ms` until cancelled, the first time `ms` from now. The
   * next time is set before `run` starts, `ms` after this one, so a run that
   * cancels its own timer stops it, and a slow run does not push the
   * following ones back.
   */
  every(ms: number, run: () => void, options?: TimerOptions): Cancel {
    const periodMs = Math.max(SHORTEST_PERIOD_MS, ms);
    let cancelNext: Cancel = () => undefined;
    const setNext = () => {
      cancelNext = this.after(
        periodMs,
        () => {
          setNext();
          run();
        },
        options,
      );
    };
    setNext();
    return () => cancelNext();
  }

  /** Waits `ms`; rejects with Stopped as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new Stopped('Stopped'));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        cancel();
        reject(new Stopped('Stopped'));
      };
      const cancel = this.after(ms, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** The machine's clock, its timers Node's own. */
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

  after(ms: number, run: () => void, options?: TimerOptions): Cancel {
    let timer: NodeJS.Timeout;
    const arm = (leftMs: number) => {
      const stepMs = Math.min(leftMs, LONGEST_TIMER_DELAY_MS);
      timer = setTimeout(() => (leftMs > stepMs ? arm(leftMs - stepMs) : run()), stepMs);
      if (options?.ref === false) timer.unref();
    };
    arm(ms);
    return () => clearTimeout(timer);
  }
}
