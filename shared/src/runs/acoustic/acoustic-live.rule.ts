import { type DeviceCloudStatus } from '../../devices/device-cloud.schema';
import { type JobMapping, type JobOptions, optionalDutsOf } from '../../jobs/lab-job.schema';
import { isTrainedMobileScenarioType, trainedMobileTrainers } from '../../jobs/trained-mobile.constant';
import { liveDutStateOf } from '../../live/live-visual.rule';
import { type LiveUtteranceFeedItem } from '../../live/live-feed.schema';
import { LIVE_MEASURE_TYPE_IAR } from '../../live/live.constant';
import { type LiveTestStats } from '../../live/test-stats.schema';
import { type AcousticTrial } from '../acoustic-run-plan.rule';
import { acousticTestStats, trialPlaceLabel, voiceEnrollmentFeed } from '../acoustic-stats.rule';
import { type AcousticStepOutcome } from './acoustic-outcome.schema';
import { acousticAnswerJudged, acousticResults } from './acoustic-results.rule';

/** How many of the latest utterances the live utterance feed lists. */
const RECENT_UTTERANCES = 50;

/** What the live figures of an acoustic run are computed from. */
export interface AcousticLiveInput {
  readonly labJobId: string;
  readonly options: JobOptions;
  readonly mapping: JobMapping;
  readonly trials: readonly AcousticTrial[];
  /** The stored outcomes, in play order. */
  readonly outcomes: readonly AcousticStepOutcome[];
  readonly startTime: Date;
  readonly now: Date;
  /** The utterance starting now, if one is. */
  readonly current?: AcousticTrial;
  /** Trained mobile: the voice training the phone now. */
  readonly trainer?: string;
  /** The scenario type the figures are of, when no utterance tells it (a phone in training). */
  readonly scenarioType?: string;
  /** The DUT's status as the run read it last, when newer than its stored outcomes' (a phone before training). */
  readonly dutStatus?: DeviceCloudStatus;
}

/** One live change: a key of the job's feed and its data (doc 1 §7). */
export interface AcousticLiveChange {
  readonly key: 'commonFeeds' | 'utteranceFeeds' | 'noiseFeeds' | 'enrollmentFeed' | 'DUT';
  readonly data: unknown;
}

/**
 * The DUT's latest status the run read: the session's own, else the latest
 * stored utterance's; undefined before any was read.
 */
function latestDutStatus(input: AcousticLiveInput): DeviceCloudStatus | undefined {
  return input.dutStatus ?? input.outcomes.findLast((outcome) => outcome.dutStatus)?.dutStatus;
}

/**
 * What a trained mobile run measures: wake-ups (IAR). The phone under test is
 * the DUT: its Android device is connected unless the device cloud says it
 * is offline (doc 1 §4.2; issue 29).
 */
function trainedMobileLiveStats(options: JobOptions, trainer?: string, status?: DeviceCloudStatus) {
  return {
    measureType: LIVE_MEASURE_TYPE_IAR,
    androidDeviceIsConnected: status !== 'offline',
    // The voice that trained the phone last, unless one is training now.
    currentTrainedVoice: trainer ?? trainedMobileTrainers(options.testOptions.customOptions?.trainers).at(-1),
  };
}

/**
 * The latency variant of the metrics panel (doc 1 §2.4): the DUT's latest
 * answer's latency (latencyValue, ms from the end of the utterance to its
 * answer) and the round's utterance count (currentUtteranceCount: how many
 * utterances of the round playing now, or of the latest played, have been
 * played, counted as 'Question Played' counts them, so the utterance playing
 * now is not yet in it; a round is a segment of the plan: one position under
 * one noise, a voice robustness training round). Nothing until the DUT has
 * answered with a measured latency.
 */
export function acousticLatencyStats(
  trials: readonly Pick<AcousticTrial, 'index' | 'segment'>[],
  outcomes: readonly AcousticStepOutcome[],
  current?: Pick<AcousticTrial, 'index' | 'segment'>,
): Pick<LiveTestStats, 'latencyValue' | 'currentUtteranceCount'> {
  const latencyValue = outcomes.findLast((outcome) => outcome.answer.latencyMs !== undefined)?.answer
    .latencyMs;
  if (latencyValue === undefined) return {};
  const latest = outcomes.at(-1)?.trial.index;
  const round = (current ?? trials.find((trial) => trial.index === latest))?.segment;
  if (round === undefined) return { latencyValue };
  const segmentOf = new Map(trials.map((trial) => [trial.index, trial.segment]));
  const played = outcomes.filter((outcome) => segmentOf.get(outcome.trial.index) === round).length;
  return { latencyValue, currentUtteranceCount: played };
}

/** The run's testStats (commonFeeds): the DUT's rates, and each optional DUT's beside it (doc 1 §2.4, doc 2 §5). */
export function acousticLiveStats(input: AcousticLiveInput): LiveTestStats {
  const { trials, outcomes, current } = input;
  const scenarioType =
    input.scenarioType ??
    (current ?? trials[outcomes.length - 1])?.scenarioType ??
    input.options.testOptions.scenarioType;
  const stats = acousticTestStats({
    labJobId: input.labJobId,
    scenarioType,
    trials,
    outcomes: outcomes.map(({ trial, answer }) => ({
      heard: answer.heard,
      responded: acousticAnswerJudged(trial, answer).responded,
    })),
    current,
    startTime: input.startTime,
    now: input.now,
    ...(isTrainedMobileScenarioType(scenarioType)
      ? trainedMobileLiveStats(input.options, input.trainer, latestDutStatus(input))
      : {}),
    optionalDuts: optionalDutsOf(input.mapping.deviceMapping).map(([tag, entry]) => ({
      tag,
      dsn: entry.dsn,
      ...(entry.deviceName ? { deviceName: entry.deviceName } : {}),
      outcomes: outcomes.flatMap((outcome) =>
        outcome.optionalDuts
          .filter((other) => other.tag === tag)
          .map(({ answer }) => ({
            heard: answer.heard,
            responded: acousticAnswerJudged(outcome.trial, answer).responded,
          })),
      ),
    })),
  });
  // Whether the DUT is on the automation proxy, as the device cloud's record said at admission (doc 1 §2.15).
  const proxy = input.mapping.deviceMapping.DUT?.proxyEnabled;
  return {
    ...stats,
    ...acousticLatencyStats(trials, outcomes, current),
    ...(proxy === undefined ? {} : { isProxyEnabled: proxy }),
  };
}

/**
 * The live changes of an acoustic run (doc 1 §2.4, §2.5): as an utterance
 * starts, the figures with where it plays, the training round and the noise;
 * once it is stored, the latest utterances, the figures and the round; once
 * the last is stored, the noise stopped.
 */
export function acousticLive(input: AcousticLiveInput): AcousticLiveChange[] {
  const { trials, current } = input;
  const changes: AcousticLiveChange[] = [];
  if (!current) changes.push({ key: 'utteranceFeeds', data: recentUtterances(input.outcomes) });
  changes.push({ key: 'commonFeeds', data: acousticLiveStats(input) });
  // Voice robustness also tells its training rounds (doc 1 §2.5).
  if (trials[0]?.round !== undefined) {
    changes.push({
      key: 'enrollmentFeed',
      data: voiceEnrollmentFeed({
        trials,
        played: input.outcomes.length,
        current,
        startTime: input.startTime,
        now: input.now,
      }),
    });
  }
  // The DUT as the device cloud last said (issue 29): hearing the utterance starting, if it can.
  const status = latestDutStatus(input);
  if (status) {
    changes.push({ key: 'DUT', data: liveDutStateOf(status, Boolean(current)) });
  }
  if (current) {
    changes.push({
      key: 'noiseFeeds',
      data: {
        activeNoise: current.noise?.label ?? 'None',
        locationNoise: trialPlaceLabel(current),
        isPlaying: Boolean(current.noise),
      },
    });
  } else if (input.outcomes.length >= trials.length && trials.some((trial) => trial.noise)) {
    // Every utterance played: the noise stopped with the last one, and the feed says so.
    const last = trials.at(-1)!;
    changes.push({
      key: 'noiseFeeds',
      data: { activeNoise: 'None', locationNoise: trialPlaceLabel(last), isPlaying: false },
    });
  }
  return changes;
}

/** The latest utterances of the DUT, oldest first (doc 1 §7 utteranceFeeds). */
function recentUtterances(outcomes: readonly AcousticStepOutcome[]): LiveUtteranceFeedItem[] {
  return acousticResults(
    outcomes.slice(-RECENT_UTTERANCES).map((outcome) => ({ ...outcome, optionalDuts: [] })),
  ).map((result) => ({
    questionPlayed: result.questionPlayed,
    dutHeard: result.dutHeard ?? '',
    dutResponded: result.dutResponded ?? '',
    status: result.status,
    ...(result.wrongSlot ? { wrongSlot: result.wrongSlot } : {}),
    location: result.speechLocation,
    timestamp: result.playedAt,
  }));
}
