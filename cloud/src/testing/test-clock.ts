import { type Cancel, Clock } from '../modules/clock/clock';

/** Where the test clock's wall time starts: every spec sees the same timestamps. */
export const TEST_CLOCK_EPOCH = Date.UTC(2026, 10, 1);

interface Timer {
  readonly dueMs: number;
  /** The order timers were set in, which decides between timers due at the same moment. */
  readonly order: number;
  readonly run: () => void;
}

/**
 * A clock that moves only when a spec says so: `advance` runs hours of time
 * at once, firing every timer and waking every wait that falls due on the
 * way, in order. The wall clock starts at TEST_CLOCK_EPOCH, the monotonic one at
 * zero.
 */
export class TestClock extends Clock {
  private elapsedMs = 0;
  private timers: Timer[] = [];
  private timersSet = 0;

  constructor(private readonly startMs = TEST_CLOCK_EPOCH) {
    super();
  }

  now(): Date {
    return new Date(this.startMs + this.elapsedMs);
  }

  monotonicMs(): number {
    return this.elapsedMs;
  }

  /** Sets a timer that `advance` fires; whether it would hold the process open means nothing here. */
  after(ms: number, run: () => void): Cancel {
    const timer: Timer = { dueMs: this.elapsedMs + Math.max(0, ms), order: this.timersSet++, run };
    this.timers.push(timer);
    return () => (this.timers = this.timers.filter((one) => one !== timer));
  }

  /** How many timers and waits are set and not yet due, for a spec that checks one was cancelled. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  /**
   * Moves time on by `ms`, firing each timer that falls due, the earliest
   * first (those due together in the order they were set), with its moment's
   * time. Work already under way runs up to its next wait before time moves,
   * and what a timer starts, up to its own next wait, before the next one
   * fires, so timers set by timers, a repeating timer's next time and a woken
   * wait's next sleep all fire within the same advance when they fall due in it.
   */
  async advance(ms: number): Promise<void> {
    const endMs = this.elapsedMs + ms;
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const next = this.timers
        .filter((one) => one.dueMs <= endMs)
        .sort((a, b) => a.dueMs - b.dueMs || a.order - b.order)[0];
      if (!next) break;
      this.timers = this.timers.filter((one) => one !== next);
      this.elapsedMs = Math.max(this.elapsedMs, next.dueMs);
      next.run();
    }
    this.elapsedMs = endMs;
  }
}
