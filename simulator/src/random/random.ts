import { hashString } from './hash.util';

export type Seed = number | string;

/** SplitMix32: spreads one 32-bit seed over the four words xoshiro needs (its authors' advice). */
function splitMix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    return (mixed ^ (mixed >>> 16)) >>> 0;
  };
}

function rotl(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/**
 * The simulator's only source of randomness: xoshiro128** (Blackman and
 * Vigna), period 2^128 - 1, which passes BigCrush, unlike Math.random it can
 * be seeded, and unlike mulberry32 a 24 h false-wake run cannot cycle it.
 *
 * `fork(label)` derives an independent stream from the seed and a label
 * rather than from the draws made so far, so each device and each kind of
 * draw (wake, ASR, latency, false wakes) has its own stream: adding a DUT or
 * an extra call of one kind does not shift the numbers of another.
 */
export class Random {
  private readonly state = new Uint32Array(4);
  private spareNormal: number | undefined;

  constructor(readonly seed: Seed) {
    const next = splitMix32(hashString(String(seed)));
    for (let index = 0; index < 4; index += 1) this.state[index] = next();
  }

  /** An independent stream for one purpose, named by `label`. */
  fork(label: string): Random {
    return new Random(`${String(this.seed)}/${label}`);
  }

  /** Uniform in [0, 1), 32 bits of resolution. */
  next(): number {
    const s = this.state;
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const shifted = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= shifted;
    s[3] = rotl(s[3], 11);
    return result / 0x1_0000_0000;
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  /** True with probability `probability`. */
  bernoulli(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[this.int(items.length)];
  }

  /** Gaussian by Box-Muller; the second value of each pair is kept for the next call. */
  normal(mean = 0, standardDeviation = 1): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return mean + standardDeviation * spare;
    }
    // 1 - next() lies in (0, 1], so the logarithm stays finite.
    const radius = Math.sqrt(-2 * Math.log(1 - this.next()));
    const angle = 2 * Math.PI * this.next();
    this.spareNormal = radius * Math.sin(angle);
    return mean + standardDeviation * radius * Math.cos(angle);
  }

  /** Log-normal given by its median and the standard deviation of its logarithm. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  /** Exponential waiting time for events at `rate` per unit of time. */
  exponential(rate: number): number {
    if (rate <= 0) return Number.POSITIVE_INFINITY;
    return -Math.log(1 - this.next()) / rate;
  }

  /**
   * The event times of a homogeneous Poisson process of `ratePerMs` in
   * [startMs, endMs): exponential gaps from the start until past the end.
   */
  poissonArrivals(ratePerMs: number, startMs: number, endMs: number): number[] {
    const times: number[] = [];
    if (ratePerMs <= 0 || endMs <= startMs) return times;
    let time = startMs + this.exponential(ratePerMs);
    while (time < endMs) {
      times.push(time);
      time += this.exponential(ratePerMs);
    }
    return times;
  }
}
