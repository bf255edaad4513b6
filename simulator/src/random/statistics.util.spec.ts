import { binomialBounds, mean, poissonBounds, quantile } from './statistics.util';

describe('statistics', () => {
  it('bounds a proportion by sigmas of its binomial standard error', () => {
    const sut = binomialBounds(0.5, 100, 2);
    expect(sut.low).toBeCloseTo(0.4);
    expect(sut.high).toBeCloseTo(0.6);
    expect(binomialBounds(0, 1000).high).toBeCloseTo(0.001);
  });

  it('bounds a Poisson count by sigmas of sqrt(mean), never below 0', () => {
    expect(poissonBounds(100, 3)).toEqual({ low: 70, high: 130 });
    expect(poissonBounds(1, 4).low).toBe(0);
  });

  it('interpolates quantiles and averages', () => {
    expect(quantile([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(quantile([5], 0.9)).toBe(5);
    expect(mean([1, 2, 3])).toBe(2);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => mean([])).toThrow(RangeError);
  });
});
