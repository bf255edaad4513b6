import { type Clock } from '../system/clock.port';

interface Timer {
  readonly at: number;
  readonly order: number;
  readonly task: () => void;
}

/** Lets pending promise callbacks and I/O callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A clock that moves only when the spec says: `advance(20 * 60_000)` runs
 * every timer due in those 20 minutes, in order, letting the work between
 * them run, and returns at once.
 */
export class TestClock implements Clock {
  private nowMs: number;
  private timers: Timer[] = [];
  private order = 0;

  constructor(start = new Date('2026-01-05T09:00:00.000Z')) {
    this.nowMs = start.getTime();
  }

  now(): Date {
    return new Date(this.nowMs);
  }

  setTimer(ms: number, task: () => void): () => void {
    const timer = { at: this.nowMs + Math.max(0, ms), order: this.order++, task };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((other) => other !== timer);
    };
  }

  sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onAbort = () => {
        cancel();
        resolve(true);
      };
      const cancel = this.setTimer(ms, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(false);
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** How many timers wait. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time on by `ms`, running each timer due on the way once the work before it has settled. */
  async advance(ms: number): Promise<void> {
    const until = this.nowMs + ms;
    for (;;) {
      await settle();
      const next = this.timers
        .filter((timer) => timer.at <= until)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.timers = this.timers.filter((timer) => timer !== next);
      this.nowMs = next.at;
      next.task();
    }
    this.nowMs = until;
    await settle();
  }
}
