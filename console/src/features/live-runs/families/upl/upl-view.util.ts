import { type LiveTestStats, UPL_VIEW_TEXTS, type UplPayload, uplPayloadSchema } from '@oak/shared';

/** The UPL payload of a run's feed (doc 1 §3), or undefined before the first one or when unreadable. */
export function uplPayloadOf(stats: LiveTestStats): UplPayload | undefined {
  if (stats.payload === undefined) return undefined;
  const read = uplPayloadSchema.safeParse(stats.payload);
  return read.success ? read.data : undefined;
}

/** One bar group of the chart: the utterance's label and the latency of each of its attempts, by attempt. */
export type UplChartRow = { readonly utterance: string; readonly text: string } & Readonly<
  Record<string, number | string | null>
>;

/**
 * The chart's rows from the payload (issue 30): each utterance with a
 * measured attempt, the latency of each of its attempts (null where none was
 * measured), and the attempts the longest of them made.
 */
export function uplChartRows(payload: UplPayload): { rows: UplChartRow[]; attempts: number } {
  const entries = Object.entries(payload.uplUtteranceResultMap);
  const rows = entries
    .map(([text, attempts], index) => ({ text, attempts, index }))
    .filter(({ attempts }) => attempts.some((attempt) => typeof attempt.finalUPLValue === 'number'))
    .map(({ text, attempts, index }) => ({
      utterance: UPL_VIEW_TEXTS.utteranceOf(index + 1),
      text,
      ...Object.fromEntries(
        attempts.map((attempt, at) => [UPL_VIEW_TEXTS.attemptOf(at + 1), attempt.finalUPLValue ?? null]),
      ),
    }));
  const attempts = Math.max(0, ...entries.map(([, list]) => list.length));
  return { rows, attempts };
}
