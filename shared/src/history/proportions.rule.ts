/** How many of how many: an utterance count and the ones that count for a rate. */
export interface Proportion {
  readonly successes: number;
  readonly trials: number;
}

/** The confidence the comparison speaks at (two-sided 95%) and its normal quantile. */
const COMPARISON_CONFIDENCE = 0.95;
const Z_95 = 1.959_963_984_540_054;

/**
 * The standard normal cumulative distribution, by the error function's
 * Abramowitz and Stegun 7.1.26 approximation (absolute error under 1.5e-7).
 */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.327_591_1 * x);
  const poly =
    t *
    (0.254_829_592 + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The Wilson score interval of a proportion at 95% (in [0, 1]): unlike the
 * normal approximation it stays inside [0, 1] and is honest at 0 or all of a
 * few trials, which an FRR of 0 of 20 is. Undefined with no trials.
 */
export function wilsonInterval(p: Proportion, z = Z_95): { low: number; high: number } | undefined {
  if (p.trials <= 0) return undefined;
  const n = p.trials;
  const phat = Math.min(Math.max(p.successes / n, 0), 1);
  const z2 = z * z;
  const centre = (phat + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((phat * (1 - phat)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Whether two proportions differ more than chance would make them, by the pooled two-proportion z-test. */
export interface ProportionDifference {
  /** b's proportion minus a's, in [-1, 1]. */
  readonly difference: number;
  readonly z: number;
  /** Two-sided. */
  readonly pValue: number;
  /** At COMPARISON_CONFIDENCE. */
  readonly significant: boolean;
}

/**
 * The pooled two-proportion z-test of b against a (two-sided). Undefined when
 * either has no trials; with both at 0% or 100%, no difference (p = 1).
 */
export function twoProportionTest(a: Proportion, b: Proportion): ProportionDifference | undefined {
  if (a.trials <= 0 || b.trials <= 0) return undefined;
  const pa = a.successes / a.trials;
  const pb = b.successes / b.trials;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  if (se === 0) return { difference: pb - pa, z: 0, pValue: 1, significant: false };
  const z = (pb - pa) / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { difference: pb - pa, z, pValue, significant: pValue < 1 - COMPARISON_CONFIDENCE };
}
