import { isTrainedMobileScenarioType } from '../jobs/trained-mobile.constant';
import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import { LIVE_MAX_WAIT_SECONDS, LIVE_MEASURE_TYPE_IAR, LIVE_REF_MIC_STATUSES } from './live.constant';
import { type LiveNoiseFeed } from './live-feed.schema';
import {
  LIVE_METRICS_LABELS,
  LIVE_REF_MIC_TEXTS,
  LIVE_TOGGLE_TEXTS,
  LIVE_VOICE_ROBUSTNESS_LABELS,
} from './live-labels.messages';
import { formatLiveDuration, formatLiveUtcTime, liveElapsedSeconds, liveEta } from './live-time.util';
import { type LiveEnrollmentFeed, type LiveRateScore, type LiveTestStats } from './test-stats.schema';

export type LiveRefMicState = keyof typeof LIVE_REF_MIC_TEXTS;

export interface LiveRefMicView {
  readonly state: LiveRefMicState;
  readonly text: string;
}

/**
 * The reference mic indicator (doc 1 §2.4): online shows Rec; a status not
 * yet known reads unavailable while the run's elapsed seconds are below the
 * maximum wait (LIVE_MAX_WAIT_SECONDS), and offline after it. Case is ignored.
 */
export function liveRefMicStatus(
  refMicStatus: string | undefined | null,
  elapsedSeconds: number,
): LiveRefMicView {
  const status = refMicStatus?.trim().toLowerCase();
  const state: LiveRefMicState =
    status === LIVE_REF_MIC_STATUSES.online
      ? 'online'
      : status !== LIVE_REF_MIC_STATUSES.offline && elapsedSeconds < LIVE_MAX_WAIT_SECONDS
        ? 'unavailable'
        : 'offline';
  return { state, text: LIVE_REF_MIC_TEXTS[state] };
}

/**
 * The label of the heard count (doc 1 §2.4): 'DUT Wake up - IAR' for a trained
 * mobile run measuring wake-ups (measure type IAR), else 'DUT Heard - FRR'.
 */
export function liveHeardLabel(scenarioType: string | undefined, measureType: string | undefined): string {
  return isTrainedMobileScenarioType(scenarioType) && measureType === LIVE_MEASURE_TYPE_IAR
    ? LIVE_METRICS_LABELS.dutWakeUpIar
    : LIVE_METRICS_LABELS.dutHeardFrr;
}

/** 'Enabled' or 'Disabled' (doc 1 §2.4 music 'Utterance Injection Status', §2.15 email notification). */
export function liveToggleText(enabled: boolean | undefined): string {
  return enabled ? LIVE_TOGGLE_TEXTS.enabled : LIVE_TOGGLE_TEXTS.disabled;
}

/** A count out of a total, as the panels show 'played/total' and 'Completed / Total' (doc 1 §2.4, §2.5). */
export function formatLiveCount(done: number | undefined, total: number | undefined): string {
  return `${done ?? 0}/${total ?? 0}`;
}

/** A rate as the metrics panel shows it: 'FRR 8.33%', or 'FRR --' before anything is played. */
export function formatLiveRate(name: string, percent: number | undefined | null): string {
  return percent === undefined || percent === null || !Number.isFinite(percent)
    ? `${name} --`
    : `${name} ${Number(percent.toFixed(2))}%`;
}

/** One figure of the live metrics panel. */
export interface LiveMetricItem {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** The rate under the count, with its score: 1 meets its target, 0 misses it. */
  readonly detail?: { readonly text: string; readonly score?: LiveRateScore };
  /** Something records now: the reference mic online shows its Rec indicator (doc 1 §2.4). */
  readonly recording?: boolean;
}

/** The reference mic's figure of a metrics panel: its status text, and the Rec indicator while online. */
export function liveRefMicItem(
  refMicStatus: string | undefined | null,
  elapsedSeconds: number,
): LiveMetricItem {
  const view = liveRefMicStatus(refMicStatus, elapsedSeconds);
  return {
    id: 'referenceMic',
    label: LIVE_METRICS_LABELS.referenceMic,
    value: view.text,
    ...(view.state === 'online' ? { recording: true } : {}),
  };
}

export interface LiveMetricsInput {
  readonly stats: LiveTestStats;
  readonly noise?: LiveNoiseFeed;
  readonly suite?: ScenarioSuite;
  readonly scenarioType?: string;
  /** `customOptions.utteranceInjection` of a music run (chosen name). */
  readonly utteranceInjection?: boolean;
  /** Whether the run still runs: its clocks tick from `now`; an ended run shows its last figures. */
  readonly running: boolean;
  readonly now: Date;
}

/**
 * The live test metrics panel (doc 1 §2.4) of acoustic, music, close-talk and
 * mobile runs, in order: the counts with FRR, RAR and HAR (IAR and the current
 * trainer for trained mobile; the latency variant's value and round count),
 * start time, elapsed time and ETA on a one-second clock while the run runs,
 * location and noise played, music's utterance injection status, and the
 * reference mic when the run reports one.
 */
export function liveMetricItems(input: LiveMetricsInput): LiveMetricItem[] {
  const { stats } = input;
  const trainedMobile = isTrainedMobileScenarioType(input.scenarioType ?? stats.scenarioType);
  const heardLabel = liveHeardLabel(input.scenarioType ?? stats.scenarioType, stats.measureType);
  const measuresWakeUps = heardLabel === LIVE_METRICS_LABELS.dutWakeUpIar;
  const elapsedSeconds = input.running
    ? liveElapsedSeconds(stats.startTime, input.now)
    : (stats.elapsedTime ?? liveElapsedSeconds(stats.startTime, input.now));
  const eta = input.running
    ? liveEta({
        startTime: stats.startTime,
        now: input.now,
        completed: stats.played,
        total: stats.count,
        scenarioType: input.scenarioType ?? stats.scenarioType,
      })
    : undefined;
  const items: LiveMetricItem[] = [
    {
      id: 'questionPlayed',
      label: LIVE_METRICS_LABELS.questionPlayed,
      value: formatLiveCount(stats.played, stats.count),
    },
    {
      id: 'heard',
      label: heardLabel,
      value: String(stats.heard ?? 0),
      detail: measuresWakeUps
        ? { text: formatLiveRate('IAR', stats.iar), score: stats.scoreIar }
        : { text: formatLiveRate('FRR', stats.frr), score: stats.scoreFrr },
    },
    {
      id: 'responded',
      label: LIVE_METRICS_LABELS.dutRespondedRar,
      value: String(stats.responded ?? 0),
      detail: { text: formatLiveRate('RAR', stats.rar), score: stats.scoreRar },
    },
    {
      id: 'har',
      label: LIVE_METRICS_LABELS.dutHeardHar,
      value: String(stats.heard ?? 0),
      detail: { text: formatLiveRate('HAR', stats.har), score: stats.scoreHar },
    },
  ];
  if (trainedMobile) {
    // Measuring wake-ups, the heard count carries IAR already.
    if (!measuresWakeUps) {
      items.push({
        id: 'iar',
        label: LIVE_METRICS_LABELS.dutWakeUpIar,
        value: formatLiveRate('IAR', stats.iar),
        ...(stats.scoreIar === undefined ? {} : { detail: { text: '', score: stats.scoreIar } }),
      });
    }
    items.push({
      id: 'trainer',
      label: LIVE_METRICS_LABELS.currentTrainer,
      value: stats.currentTrainedVoice ?? '--',
    });
  }
  if (stats.latencyValue !== undefined) {
    items.push(
      { id: 'latency', label: LIVE_METRICS_LABELS.currentLatency, value: String(stats.latencyValue) },
      {
        id: 'roundCount',
        label: LIVE_METRICS_LABELS.roundUtteranceCount,
        value: String(stats.currentUtteranceCount ?? 0),
      },
    );
  }
  items.push(
    {
      id: 'startTime',
      label: LIVE_METRICS_LABELS.startTime,
      value: formatLiveUtcTime(stats.startTime) || '--',
    },
    {
      id: 'elapsedTime',
      label: LIVE_METRICS_LABELS.elapsedTime,
      value: stats.startTime ? formatLiveDuration(elapsedSeconds) : formatLiveDuration(undefined),
    },
    {
      id: 'eta',
      label: LIVE_METRICS_LABELS.eta,
      value: input.running ? formatLiveDuration(eta?.remainingSeconds) : formatLiveDuration(0),
    },
    {
      id: 'location',
      label: LIVE_METRICS_LABELS.location,
      value: input.noise?.locationNoise ?? stats.locationNoise ?? '--',
    },
    {
      id: 'noise',
      label: LIVE_METRICS_LABELS.noisePlayed,
      value: input.noise?.activeNoise ?? stats.activeNoise ?? '--',
    },
  );
  if (input.suite === 'MUSIC') {
    items.push({
      id: 'utteranceInjection',
      label: LIVE_METRICS_LABELS.utteranceInjectionStatus,
      value: liveToggleText(input.utteranceInjection),
    });
  }
  if ('refMicStatus' in stats) items.push(liveRefMicItem(stats.refMicStatus, elapsedSeconds));
  return items;
}

/** The voice robustness metrics panel (doc 1 §2.5), from the run's enrollment feed. */
export function liveVoiceRobustnessItems(
  feed: LiveEnrollmentFeed | undefined,
  running: boolean,
  now: Date,
): LiveMetricItem[] {
  const done = feed?.completedCount ?? feed?.curNum;
  const start = feed?.startTime ?? feed?.testStartTime;
  const eta = running
    ? liveEta({ startTime: start, now, completed: done, total: feed?.totalNum })
    : undefined;
  const elapsed =
    running || feed?.elapsedTime === undefined ? liveElapsedSeconds(start, now) : feed.elapsedTime;
  const labels = LIVE_VOICE_ROBUSTNESS_LABELS;
  return [
    { id: 'trainingRound', label: labels.trainingRound, value: formatLiveCount(done, feed?.totalNum) },
    { id: 'startTime', label: labels.startTime, value: formatLiveUtcTime(start) || '--' },
    { id: 'trainer', label: labels.currentTrainer, value: feed?.currentTrainedVoice ?? '--' },
    {
      id: 'elapsedTime',
      label: labels.elapsedTime,
      value: start ? formatLiveDuration(elapsed) : formatLiveDuration(undefined),
    },
    { id: 'backgroundNoise', label: labels.backgroundNoise, value: feed?.activeNoise ?? '--' },
    {
      id: 'eta',
      label: labels.eta,
      value: running ? formatLiveDuration(eta?.remainingSeconds) : formatLiveDuration(0),
    },
  ];
}
