/**
 * How fast simulated time runs against the wall clock: real ms = simulated ms
 * × factor. 1 is real time; 0.01 plays a 3 s utterance in 30 ms, which keeps
 * end-to-end tests fast while every duration the model reports stays in
 * simulated (real-world) milliseconds.
 */
export interface TimeScale {
  readonly factor: number;
}

export const REAL_TIME: TimeScale = { factor: 1 };

export function timeScale(factor: number): TimeScale {
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new RangeError(`A time scale must be a positive number, got ${factor}`);
  }
  return { factor };
}

/** How long the wiring should really wait for `simulatedMs` of simulated time. */
export function toRealMs(simulatedMs: number, scale: TimeScale): number {
  return simulatedMs * scale.factor;
}

/** How much simulated time `realMs` of wall-clock time stands for. */
export function toSimulatedMs(realMs: number, scale: TimeScale): number {
  return realMs / scale.factor;
}
