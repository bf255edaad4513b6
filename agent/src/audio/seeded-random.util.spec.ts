import { gaussian, seedFromText, seededRandom } from './seeded-random.util';

describe('seeded randomness', () => {
  it('repeats for a seed and stays within [0, 1)', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('gives standard normal samples', () => {
    const sut = gaussian(seededRandom(9));
    const values = Array.from({ length: 20000 }, () => sut());
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(variance).toBeCloseTo(1, 1);
  });

  it('derives a stable seed per name', () => {
    expect(seedFromText('lab1-pi1')).toBe(seedFromText('lab1-pi1'));
    expect(seedFromText('lab1-pi1')).not.toBe(seedFromText('lab1-pi2'));
  });
});
