export interface Throttled {
  /** Asks for a run: now if none ran within the interval, else once at its end. */
  schedule(): void;
  /** Runs now (e.g. on reconnect) and restarts the interval. */
  flush(): void;
  cancel(): void;
}

/**
 * Leading and trailing throttle: at most one run per interval, and the last
 * request always leads to a run, so the latest state is never lost.
 */
export function throttle(
  run: () => void,
  intervalMs: number,
  now: () => number = () => Date.now(),
): Throttled {
  let lastRun = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    timer = undefined;
    lastRun = now();
    run();
  };
  return {
    schedule() {
      if (timer) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    flush() {
      clearTimeout(timer);
      fire();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
