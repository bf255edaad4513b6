import {
  type LiveTestStats,
  type StabilityPayload,
  type StabilityRoundPassRate,
  STABILITY_VIEW_TEXTS,
  stabilityPayloadSchema,
} from '@oak/shared';

/** The stability payload of a run's feed (doc 1 §3), or undefined before the first one or when unreadable. */
export function stabilityPayloadOf(stats: LiveTestStats): StabilityPayload | undefined {
  if (stats.payload === undefined) return undefined;
  const read = stabilityPayloadSchema.safeParse(stats.payload);
  return read.success ? read.data : undefined;
}

/** One point of the chart: the round's label and each device's pass rate so far, keyed by serial number. */
export type StabilityChartRow = { readonly round: string } & Readonly<Record<string, number | string | null>>;

/** The chart's rows from the payload's rounds: each device's pass rate after the round, null before its first judged attempt. */
export function stabilityChartRows(
  points: readonly StabilityRoundPassRate[],
  devices: readonly string[],
): StabilityChartRow[] {
  return points.map((point) => ({
    round: STABILITY_VIEW_TEXTS.roundOf(point.round),
    ...Object.fromEntries(devices.map((device) => [device, point.passRate[device] ?? null])),
  }));
}
