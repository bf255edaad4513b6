import {
  FUNCTIONAL_MESSAGES,
  FUNCTIONAL_METRICS_LABELS,
  type FunctionalTestCase,
  LIVE_METRICS_LABELS,
  type LiveMetricItem,
  type LiveTestStats,
  formatLiveDuration,
  formatLiveUtcTime,
  functionalRunProgress,
  liveElapsedSeconds,
  liveEta,
  liveRefMicItem,
} from '@oak/shared';
import { runningFunctionalCase } from './functional-cases.util';

/** How many cases have their outcome, as functionalRunProgress counts them (doc 1 §4.1). */
export function functionalFinishedCount(cases: readonly FunctionalTestCase[]): number {
  const { progressPercent } = functionalRunProgress(cases.map((testCase) => testCase.status));
  return Math.round((progressPercent * cases.length) / 100);
}

export interface FunctionalMetricsInput {
  readonly stats: LiveTestStats;
  readonly cases: readonly FunctionalTestCase[];
  /** Whether the run still runs: its clocks tick from `now`; an ended run shows its last figures. */
  readonly running: boolean;
  readonly now: Date;
}

/**
 * The summary grid of the functional test metrics (doc 1 §2.6), in the spec's
 * order, which reads as two columns: the run's count and times on the left,
 * the case and the latest utterance on the right; then, as the live metrics
 * panel has them (doc 1 §2.4), the latest answer's latency and the reference
 * mic's status ('Rec' while it records) when the run reports them. The clocks
 * work as the other metrics panels' do; the ETA extrapolates the time per
 * finished case over the cases left.
 */
export function functionalMetricItems({
  stats,
  cases,
  running,
  now,
}: FunctionalMetricsInput): LiveMetricItem[] {
  const labels = FUNCTIONAL_METRICS_LABELS;
  const none = FUNCTIONAL_MESSAGES.noValue;
  const finished = functionalFinishedCount(cases);
  const elapsedSeconds = running
    ? liveElapsedSeconds(stats.startTime, now)
    : (stats.elapsedTime ?? liveElapsedSeconds(stats.startTime, now));
  const eta = running
    ? liveEta({ startTime: stats.startTime, now, completed: finished, total: cases.length })
    : undefined;
  return [
    {
      id: 'testCompletionCount',
      label: labels.testCompletionCount,
      value: FUNCTIONAL_MESSAGES.completionCount(finished, cases.length),
    },
    {
      id: 'currentTestCase',
      label: labels.currentTestCase,
      value: stats.currentFunctionalTest || runningFunctionalCase(cases)?.testCaseName || none,
    },
    { id: 'startTime', label: labels.startTime, value: formatLiveUtcTime(stats.startTime) || none },
    { id: 'questionPlayed', label: labels.questionPlayed, value: stats.questionPlayed || none },
    {
      id: 'elapsedTime',
      label: labels.elapsedTime,
      value: formatLiveDuration(stats.startTime ? elapsedSeconds : undefined),
    },
    { id: 'dutHeard', label: labels.dutHeard, value: stats.dutHeard || none },
    {
      id: 'overallEta',
      label: labels.overallEta,
      value: formatLiveDuration(running ? eta?.remainingSeconds : 0),
    },
    { id: 'cloudResponse', label: labels.cloudResponse, value: stats.cloudResponse || none },
    // The live metrics' latency value and reference mic (doc 1 §2.4), as the run reports them.
    ...(stats.latencyValue === undefined
      ? []
      : [{ id: 'latency', label: LIVE_METRICS_LABELS.currentLatency, value: String(stats.latencyValue) }]),
    ...('refMicStatus' in stats ? [liveRefMicItem(stats.refMicStatus, elapsedSeconds)] : []),
  ];
}
