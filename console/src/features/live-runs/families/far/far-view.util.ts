import {
  FAR_VIEW_TEXTS,
  type FarHourWakes,
  type FarPayload,
  type FarSimulationDevice,
  LIVE_METRICS_LABELS,
  type LiveMetricItem,
  type LiveTestStats,
  farPayloadSchema,
  formatLiveDuration,
  formatLiveUtcTime,
  liveElapsedSeconds,
  liveEta,
} from '@oak/shared';

/** The FAR payload of a run's feed (doc 1 §3), or undefined before the first one or when unreadable. */
export function farPayloadOf(stats: LiveTestStats): FarPayload | undefined {
  if (stats.payload === undefined) return undefined;
  const read = farPayloadSchema.safeParse(stats.payload);
  return read.success ? read.data : undefined;
}

/**
 * The FAR run's clock (doc 1 §2.4, §9): its start, the elapsed time and the
 * ETA of a far-type run's one day, ticking each second while it runs; an
 * ended run shows the elapsed time it announced last and no time left.
 */
export function farTimerItems(
  stats: LiveTestStats,
  scenarioType: string | undefined,
  running: boolean,
  now: Date,
): LiveMetricItem[] {
  const elapsedSeconds = running
    ? liveElapsedSeconds(stats.startTime, now)
    : (stats.elapsedTime ?? liveElapsedSeconds(stats.startTime, now));
  const eta = running
    ? liveEta({ startTime: stats.startTime, now, scenarioType: scenarioType ?? stats.scenarioType })
    : undefined;
  return [
    {
      id: 'startTime',
      label: LIVE_METRICS_LABELS.startTime,
      value: formatLiveUtcTime(stats.startTime) || '--',
    },
    {
      id: 'elapsedTime',
      label: LIVE_METRICS_LABELS.elapsedTime,
      value: formatLiveDuration(stats.startTime ? elapsedSeconds : undefined),
    },
    {
      id: 'eta',
      label: LIVE_METRICS_LABELS.eta,
      value: formatLiveDuration(running ? eta?.remainingSeconds : 0),
    },
  ];
}

/** One bar group of the chart: the hour's label and each device's false wakes, keyed by serial number. */
export type FarChartRow = { readonly hour: string } & Readonly<Record<string, number | string>>;

/**
 * The chart's rows from the payload's hours (issue 30): an hour's label and
 * each device's false wakes in it, 0 for a device the hour does not name.
 */
export function farChartRows(
  hours: readonly FarHourWakes[],
  devices: readonly FarSimulationDevice[],
): FarChartRow[] {
  return hours.map((row) => ({
    hour: FAR_VIEW_TEXTS.hourOf(row.hour),
    ...Object.fromEntries(
      devices.map((device) => [device.deviceSerialNumber, row.falseWakes[device.deviceSerialNumber] ?? 0]),
    ),
  }));
}
