import { DEFAULT_SIMULATION_START_MS, ManualClock, ScaledClock } from './clock';
import { REAL_TIME, timeScale, toRealMs, toSimulatedMs } from './time-scale.util';

describe('ManualClock', () => {
  it('starts at the fixed simulation start and moves only when told', () => {
    const sut = new ManualClock();
    expect(sut.now()).toBe(DEFAULT_SIMULATION_START_MS);
    expect(sut.advance(1500)).toBe(DEFAULT_SIMULATION_START_MS + 1500);
    sut.set(DEFAULT_SIMULATION_START_MS + 5000);
    expect(sut.now()).toBe(DEFAULT_SIMULATION_START_MS + 5000);
  });

  it('refuses to run backwards', () => {
    const sut = new ManualClock(1000);
    expect(() => sut.advance(-1)).toThrow(RangeError);
    expect(() => sut.set(999)).toThrow(RangeError);
  });
});

describe('ScaledClock', () => {
  it('runs simulated time 100 times faster at scale 0.01', () => {
    let real = 50_000;
    const sut = new ScaledClock(() => real, timeScale(0.01), 0);
    expect(sut.now()).toBe(0);
    real += 30;
    expect(sut.now()).toBeCloseTo(3000);
    expect(sut.at(50_010)).toBeCloseTo(1000);
  });
});

describe('time scale', () => {
  it('plays a 3 s utterance in 30 real ms at 0.01', () => {
    expect(toRealMs(3000, timeScale(0.01))).toBeCloseTo(30);
    expect(toSimulatedMs(30, timeScale(0.01))).toBeCloseTo(3000);
    expect(toRealMs(3000, REAL_TIME)).toBe(3000);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses factor %p', (factor) => {
    expect(() => timeScale(factor)).toThrow(RangeError);
  });
});
