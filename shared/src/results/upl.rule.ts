import { UPL_MESSAGES } from './upl.messages';
import { type UplPayload, type UplUtteranceResult } from './upl.schema';

/**
 * The p-th percentile of a list of latencies by the nearest-rank method: the
 * smallest value with at least p% of the values at or below it, i.e. the value
 * at 1-based rank ceil(p/100 x n) of the sorted list. It is always a latency
 * actually measured, and it is what 'TP50' and 'TP90' mean in latency reports.
 * Undefined for an empty list.
 */
export function uplPercentile(latenciesMs: readonly number[], percentile: number): number | undefined {
  const sorted = latenciesMs.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

export interface UplStatistics {
  readonly count: number;
  /** Arithmetic mean, unrounded. */
  readonly average: number;
  readonly tp50: number;
  readonly tp90: number;
}

/** Average, TP50 and TP90 of an utterance's latencies, for the runner to report (doc 1 §2.11, §3). */
export function uplStatistics(latenciesMs: readonly number[]): UplStatistics | undefined {
  const values = latenciesMs.filter(Number.isFinite);
  if (values.length === 0) return undefined;
  return {
    count: values.length,
    average: values.reduce((sum, v) => sum + v, 0) / values.length,
    tp50: uplPercentile(values, 50) as number,
    tp90: uplPercentile(values, 90) as number,
  };
}

export type UplCell =
  { readonly running: true; readonly text: string } | { readonly running: false; readonly text: string };

/**
 * A cell of the UPL tables: a value not computed yet (null or missing) shows
 * the animated 'Running' (doc 1 §2.11); latencies show in whole milliseconds.
 */
export function uplCell(value: number | string | null | undefined): UplCell {
  if (value === null || value === undefined || value === '')
    return { running: true, text: UPL_MESSAGES.running };
  return { running: false, text: typeof value === 'number' ? String(Math.round(value)) : value };
}

export interface UplSummaryRow {
  readonly index: number;
  readonly utterance: string;
  readonly totalAttempts: number;
  readonly averageUPLValue?: number | null;
  readonly tp50?: number | null;
  readonly tp90?: number | null;
  readonly resultStatus?: UplUtteranceResult['resultStatus'];
}

/**
 * One summary row per utterance, from its latest attempt (doc 1 §2.11).
 */
export function uplSummaryRows(payload: UplPayload): UplSummaryRow[] {
  return Object.entries(payload.uplUtteranceResultMap)
    .filter(([, attempts]) => attempts.length > 0)
    .map(([utterance, attempts], i) => {
      const latest = attempts[attempts.length - 1];
      return {
        index: i + 1,
        utterance,
        totalAttempts: latest.totalAttempts,
        averageUPLValue: latest.averageUPLValue,
        tp50: latest.tp50,
        tp90: latest.tp90,
        resultStatus: latest.resultStatus,
      };
    });
}

export interface UplHistoryRow {
  readonly index: number;
  readonly domain?: string | null;
  readonly utterance: string;
  readonly deviceResponse?: string | null;
  readonly transcribe?: string | null;
  readonly uplResult?: number | null;
  readonly deviceStatus?: UplUtteranceResult['deviceOnlineStatus'];
}

/**
 * Every attempt, utterance by utterance (doc 1 §2.11 'UPL Utterance History').
 */
export function uplHistoryRows(payload: UplPayload): UplHistoryRow[] {
  return Object.entries(payload.uplUtteranceResultMap)
    .flatMap(([utterance, attempts]) => attempts.map((attempt) => ({ utterance, attempt })))
    .map(({ utterance, attempt }, i) => ({
      index: i + 1,
      domain: attempt.domain,
      utterance,
      deviceResponse: attempt.actualResponse,
      transcribe: attempt.transcribeText,
      uplResult: attempt.finalUPLValue,
      deviceStatus: attempt.deviceOnlineStatus,
    }));
}
