import { Random } from './random';
import { binomialBounds, mean, quantile } from './statistics.util';

const SAMPLES = 20_000;

function draws(sut: Random, count: number): number[] {
  return Array.from({ length: count }, () => sut.next());
}

describe('Random', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draws(new Random(42), 50)).toEqual(draws(new Random(42), 50));
    expect(draws(new Random('lab-a'), 50)).toEqual(draws(new Random('lab-a'), 50));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draws(new Random(42), 50)).not.toEqual(draws(new Random(43), 50));
  });

  it('forks streams that depend on the label, not on the draws already made', () => {
    const sut = new Random(7);
    const before = draws(sut.fork('wake'), 10);
    draws(sut, 100);
    expect(draws(sut.fork('wake'), 10)).toEqual(before);
    expect(draws(sut.fork('latency'), 10)).not.toEqual(before);
  });

  it('draws uniformly in [0, 1)', () => {
    const values = draws(new Random(1), SAMPLES);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    // Each decile holds a tenth of the draws, within 4 binomial sigmas.
    const bounds = binomialBounds(0.1, SAMPLES);
    for (let decile = 0; decile < 10; decile += 1) {
      const share = values.filter((value) => Math.floor(value * 10) === decile).length / SAMPLES;
      expect(share).toBeGreaterThan(bounds.low);
      expect(share).toBeLessThan(bounds.high);
    }
  });

  it('draws integers, picks and Bernoulli trials in range', () => {
    const sut = new Random(2);
    const ints = Array.from({ length: 1000 }, () => sut.int(6));
    expect(new Set(ints)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(['a', 'b']).toContain(sut.pick(['a', 'b']));
    expect(() => sut.pick([])).toThrow(RangeError);
    expect(sut.bernoulli(0)).toBe(false);
    expect(sut.bernoulli(1)).toBe(true);
    expect(sut.uniform(5, 6)).toBeGreaterThanOrEqual(5);
  });

  it('draws normals with the asked mean and spread (Box-Muller)', () => {
    const sut = new Random(3);
    const values = Array.from({ length: SAMPLES }, () => sut.normal(10, 2));
    const average = mean(values);
    const sd = Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
    expect(Math.abs(average - 10)).toBeLessThan((4 * 2) / Math.sqrt(SAMPLES));
    expect(Math.abs(sd - 2)).toBeLessThan(0.05);
  });

  it('draws log-normals around the asked median', () => {
    const sut = new Random(4);
    const values = Array.from({ length: SAMPLES }, () => sut.logNormal(1000, 0.3));
    expect(quantile(values, 0.5)).toBeGreaterThan(985);
    expect(quantile(values, 0.5)).toBeLessThan(1015);
  });

  it('draws exponential waits of mean 1/rate, and none at rate 0', () => {
    const sut = new Random(5);
    const values = Array.from({ length: SAMPLES }, () => sut.exponential(0.5));
    expect(Math.abs(mean(values) - 2)).toBeLessThan((4 * 2) / Math.sqrt(SAMPLES));
    expect(sut.exponential(0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('places Poisson arrivals inside the window, as many as the rate says', () => {
    const sut = new Random(6);
    const times = sut.poissonArrivals(0.01, 1000, 101_000);
    expect(times.every((time) => time >= 1000 && time < 101_000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Mean 1000, standard deviation about 32.
    expect(times.length).toBeGreaterThan(870);
    expect(times.length).toBeLessThan(1130);
    expect(sut.poissonArrivals(0, 0, 1000)).toEqual([]);
    expect(sut.poissonArrivals(1, 10, 10)).toEqual([]);
  });
});
