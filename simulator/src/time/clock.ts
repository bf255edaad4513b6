import { type TimeScale, toSimulatedMs } from './time-scale.util';

/**
 * Simulated time, in epoch milliseconds. The model reads time only through
 * this, never from Date, so tests drive it by hand and the wiring can run it
 * faster than real time.
 */
export interface Clock {
  now(): number;
}

/** 2025-01-01T00:00:00Z: a fixed start, so a seeded run also gives the same dates. */
export const DEFAULT_SIMULATION_START_MS = Date.UTC(2025, 0, 1);

/** A clock that moves only when told: for specs and step-by-step simulations. */
export class ManualClock implements Clock {
  private current: number;

  constructor(startMs = DEFAULT_SIMULATION_START_MS) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): number {
    if (ms < 0) throw new RangeError('Time does not run backwards');
    this.current += ms;
    return this.current;
  }

  set(ms: number): void {
    if (ms < this.current) throw new RangeError('Time does not run backwards');
    this.current = ms;
  }
}

/**
 * Simulated time that follows an injected real-time source at a time scale:
 * with factor 0.01, 30 real ms later it is 3 simulated seconds later. The
 * source is injected (the wiring passes Date.now or performance.now) so the
 * model itself stays free of I/O.
 */
export class ScaledClock implements Clock {
  private readonly realStartMs: number;

  constructor(
    private readonly realNow: () => number,
    readonly scale: TimeScale,
    private readonly startMs = DEFAULT_SIMULATION_START_MS,
  ) {
    this.realStartMs = realNow();
  }

  now(): number {
    return this.at(this.realNow());
  }

  /**
   * The simulated time at a reading of the real-time source, e.g. a wall-clock
   * time another process on the same machine took (a virtual Pi's recording).
   */
  at(realMs: number): number {
    return this.startMs + toSimulatedMs(realMs - this.realStartMs, this.scale);
  }
}
