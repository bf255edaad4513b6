import {
  LIVE_FRR_MAX_PERCENT,
  LIVE_HAR_MIN_PERCENT,
  LIVE_IAR_MIN_PERCENT,
  LIVE_RAR_MIN_PERCENT,
} from './live.constant';
import { type LiveRateScore } from './test-stats.schema';

/** Counts of a run so far (doc 1 §3 testStats played, heard, responded). */
export interface LiveRateCounts {
  readonly played: number;
  /** Utterances the DUT woke on and heard; with measure type IAR, the wake-ups. */
  readonly heard: number;
  readonly responded: number;
}

export interface LiveRates {
  readonly frr: number | null;
  readonly rar: number | null;
  readonly har: number | null;
  readonly iar: number | null;
  readonly scoreFrr: LiveRateScore | null;
  readonly scoreRar: LiveRateScore | null;
  readonly scoreHar: LiveRateScore | null;
  readonly scoreIar: LiveRateScore | null;
}

const NO_RATES: LiveRates = {
  frr: null,
  rar: null,
  har: null,
  iar: null,
  scoreFrr: null,
  scoreRar: null,
  scoreHar: null,
  scoreIar: null,
};

function countOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function percentOf(part: number, whole: number): number {
  return Math.round((part / whole) * 10_000) / 100;
}

const score = (passes: boolean): LiveRateScore => (passes ? 1 : 0);

/**
 * The rates of the live metrics panel and their scores (doc 1 §2.4, §3), in %
 * rounded to two decimals, all over the utterances played (formulas chosen:
 * the spec names the rates only):
 * - FRR, false rejection rate = (played - heard) / played: utterances the DUT
 *   did not wake on;
 * - HAR, heard accuracy rate = heard / played, FRR's complement;
 * - IAR, invocation accuracy rate = heard / played, where a trained mobile run
 *   with measure type IAR counts wake-ups as heard;
 * - RAR, response accuracy rate = responded / played.
 * A score is 1 (positive) when its rate meets its target (LIVE_FRR_MAX_PERCENT
 * and the LIVE_*_MIN_PERCENT), else 0. Nothing played gives no rates (null).
 * Heard and responded never count above played.
 */
export function computeLiveRates(counts: LiveRateCounts): LiveRates {
  const played = countOf(counts.played);
  if (played === 0) return NO_RATES;
  const heard = Math.min(countOf(counts.heard), played);
  const responded = Math.min(countOf(counts.responded), played);
  const frr = percentOf(played - heard, played);
  const har = percentOf(heard, played);
  const iar = har;
  const rar = percentOf(responded, played);
  return {
    frr,
    rar,
    har,
    iar,
    scoreFrr: score(frr <= LIVE_FRR_MAX_PERCENT),
    scoreRar: score(rar >= LIVE_RAR_MIN_PERCENT),
    scoreHar: score(har >= LIVE_HAR_MIN_PERCENT),
    scoreIar: score(iar >= LIVE_IAR_MIN_PERCENT),
  };
}
