/**
 * The yardsticks the statistical specs and any caller measuring a run use to
 * tell a real deviation from sampling noise.
 */

export interface Bounds {
  readonly low: number;
  readonly high: number;
}

/** Where the proportion of `trials` Bernoulli(p) draws falls with `sigmas` standard errors of room. */
export function binomialBounds(probability: number, trials: number, sigmas = 4): Bounds {
  // A floor of one success keeps the band non-empty where p is 0 or 1.
  const halfWidth = Math.max(sigmas * Math.sqrt((probability * (1 - probability)) / trials), 1 / trials);
  return { low: probability - halfWidth, high: probability + halfWidth };
}

/** Where a Poisson count of mean `mean` falls with `sigmas` standard deviations of room. */
export function poissonBounds(mean: number, sigmas = 4): Bounds {
  const halfWidth = sigmas * Math.sqrt(mean);
  return { low: Math.max(0, mean - halfWidth), high: mean + halfWidth };
}

/** The q-quantile of `values` (0 ≤ q ≤ 1), linear between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new RangeError('No values');
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('No values');
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Standard normal quantiles of the percentiles latency is reported at (median, p90, p95). */
export const NORMAL_QUANTILES = { p50: 0, p90: 1.2815515655446004, p95: 1.6448536269514722 } as const;
