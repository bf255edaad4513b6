import { Clock, Stopped } from '../modules/clock/clock';
import { IN_MEMORY_EPOCH } from './in-memory-database';

interface Sleeper {
  readonly dueMs: number;
  readonly wake: () => void;
}

/**
 * A clock that moves only when a spec says so: `advance` runs hours of time
 * at once, waking every wait that falls due on the way, in order. The wall
 * clock starts at the in-memory database's epoch, the monotonic one at zero.
 */
export class TestClock extends Clock {
  private elapsedMs = 0;
  private sleepers: Sleeper[] = [];

  constructor(private readonly startMs = IN_MEMORY_EPOCH) {
    super();
  }

  now(): Date {
    return new Date(this.startMs + this.elapsedMs);
  }

  monotonicMs(): number {
    return this.elapsedMs;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new Stopped('Stopped'));
    return new Promise((resolve, reject) => {
      const sleeper: Sleeper = {
        dueMs: this.elapsedMs + Math.max(0, ms),
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        this.sleepers = this.sleepers.filter((one) => one !== sleeper);
        reject(new Stopped('Stopped'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.sleepers.push(sleeper);
    });
  }

  /** Moves time on by `ms`, waking each wait that falls due, the earliest first, with its moment's time. */
  async advance(ms: number): Promise<void> {
    const endMs = this.elapsedMs + ms;
    for (;;) {
      const next = this.sleepers.filter((one) => one.dueMs <= endMs).sort((a, b) => a.dueMs - b.dueMs)[0];
      if (!next) break;
      this.sleepers = this.sleepers.filter((one) => one !== next);
      this.elapsedMs = Math.max(this.elapsedMs, next.dueMs);
      next.wake();
      // What the woken work does before it waits again happens at its moment.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.elapsedMs = endMs;
  }
}
