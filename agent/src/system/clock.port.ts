/**
 * Time as the actions see it, so a 20-minute scan or a long stability run is
 * testable without waiting: specs hand them a TestClock and move it on.
 */
export interface Clock {
  now(): Date;
  /** Waits `ms`, or less when `signal` aborts; resolves true when it was aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<boolean>;
  /** Calls `task` once after `ms`; the returned function cancels it. */
  setTimer(ms: number, task: () => void): () => void;
}

/** The wall clock and Node's timers. */
export const systemClock: Clock = {
  now: () => new Date(),
  sleep(ms, signal) {
    if (signal?.aborted) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve(false);
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
  setTimer(ms, task) {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};
