import { locationById } from '../locations/locations.constant';
import { computeLiveRates } from '../live/live-rates.rule';
import { liveEta } from '../live/live-time.util';
import { type LiveEnrollmentFeed, type LiveTestStats } from '../live/test-stats.schema';
import { type AcousticTrial } from './acoustic-run-plan.rule';

/** What the DUT did with one utterance, as the runner judged it from the device cloud. */
export interface AcousticOutcome {
  /** It woke and heard speech. */
  readonly heard: boolean;
  /** Its answer carried the expected intent. */
  readonly responded: boolean;
}

/** The label of where speech plays and which noise plays with it (doc 1 §2.4 'location and noise played'). */
export function trialPlaceLabel(trial: Pick<AcousticTrial, 'speechLocation' | 'noise'>): string {
  const place = locationById(trial.speechLocation)?.label ?? trial.speechLocation;
  return `${place} · ${trial.noise?.label ?? 'No noise'}`;
}

export interface AcousticStatsInput {
  readonly labJobId: string;
  readonly scenarioType: string;
  readonly trials: readonly Pick<AcousticTrial, 'speechLocation' | 'noise'>[];
  readonly outcomes: readonly AcousticOutcome[];
  /** The utterance playing now, if one is. */
  readonly current?: Pick<AcousticTrial, 'index' | 'speechLocation' | 'noise'>;
  readonly startTime: Date;
  readonly now: Date;
  /** Trained mobile: 'IAR' counts wake-ups (LIVE_MEASURE_TYPE_IAR), and the voice trained last. */
  readonly measureType?: string;
  readonly currentTrainedVoice?: string;
  /** Trained mobile: whether the phone that trains is there. */
  readonly androidDeviceIsConnected?: boolean;
  /** The optional DUTs and their outcomes on the utterances played so far. */
  readonly optionalDuts?: readonly {
    readonly tag: string;
    readonly dsn: string;
    readonly deviceName?: string;
    readonly outcomes: readonly AcousticOutcome[];
  }[];
}

/**
 * An acoustic run's testStats (doc 1 §3) from its outcomes so far: counts,
 * rates and their scores, progress, elapsed time and ETA, and where the
 * current utterance plays under which noise.
 */
export function acousticTestStats(input: AcousticStatsInput): LiveTestStats {
  const played = input.outcomes.length;
  const heard = input.outcomes.filter((outcome) => outcome.heard).length;
  const responded = input.outcomes.filter((outcome) => outcome.responded).length;
  const total = input.trials.length;
  const rates = computeLiveRates({ played, heard, responded });
  const eta = liveEta({
    startTime: input.startTime,
    now: input.now,
    completed: played,
    total,
    scenarioType: input.scenarioType,
  });
  const place = input.current ?? input.trials[Math.max(0, played - 1)];
  const defined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);
  return {
    labJobId: input.labJobId,
    scenarioType: input.scenarioType,
    num: input.current ? input.current.index + 1 : played,
    played,
    heard,
    responded,
    count: total,
    percentage: total ? Math.round((played / total) * 10_000) / 100 : 0,
    frr: defined(rates.frr),
    rar: defined(rates.rar),
    har: defined(rates.har),
    scoreFrr: defined(rates.scoreFrr),
    scoreRar: defined(rates.scoreRar),
    scoreHar: defined(rates.scoreHar),
    ...(input.optionalDuts?.length
      ? {
          optionalDuts: input.optionalDuts.map((dut) => {
            const counts = {
              played: dut.outcomes.length,
              heard: dut.outcomes.filter((outcome) => outcome.heard).length,
              responded: dut.outcomes.filter((outcome) => outcome.responded).length,
            };
            const dutRates = computeLiveRates(counts);
            return {
              tag: dut.tag,
              dsn: dut.dsn,
              ...(dut.deviceName ? { deviceName: dut.deviceName } : {}),
              ...counts,
              frr: defined(dutRates.frr),
              rar: defined(dutRates.rar),
            };
          }),
        }
      : {}),
    startTime: input.startTime.toISOString(),
    elapsedTime: Math.max(0, Math.floor((input.now.getTime() - input.startTime.getTime()) / 1000)),
    ...(eta
      ? {
          timeRemaining: eta.remainingSeconds,
          eta: eta.eta.toISOString(),
          avgTestTime: played ? Math.round((eta.elapsedSeconds / played) * 100) / 100 : undefined,
        }
      : {}),
    ...(place ? { locationNoise: trialPlaceLabel(place), activeNoise: place.noise?.label ?? 'None' } : {}),
    ...(input.measureType
      ? { measureType: input.measureType, iar: defined(rates.iar), scoreIar: defined(rates.scoreIar) }
      : {}),
    ...(input.currentTrainedVoice ? { currentTrainedVoice: input.currentTrainedVoice } : {}),
    ...(input.androidDeviceIsConnected === undefined
      ? {}
      : { androidDeviceIsConnected: input.androidDeviceIsConnected }),
  };
}

export interface VoiceEnrollmentFeedInput {
  readonly trials: readonly Pick<AcousticTrial, 'index' | 'round' | 'trainer' | 'noise'>[];
  /** How many trials have their result. */
  readonly played: number;
  /** The utterance playing now, if one is. */
  readonly current?: Pick<AcousticTrial, 'index' | 'round' | 'trainer' | 'noise'>;
  readonly startTime: Date;
  readonly now: Date;
}

/**
 * A voice robustness run's enrollment feed (doc 1 §2.5, §3): the training
 * rounds done of all, the round training now with its trainer and background
 * noise, and the clocks. A round is done once each of its utterances has its result.
 */
export function voiceEnrollmentFeed(input: VoiceEnrollmentFeedInput): LiveEnrollmentFeed {
  const lastOfRound = new Map<number, number>();
  for (const trial of input.trials) {
    if (trial.round !== undefined)
      lastOfRound.set(trial.round, Math.max(lastOfRound.get(trial.round) ?? 0, trial.index));
  }
  const total = lastOfRound.size;
  const completed = [...lastOfRound.values()].filter((last) => last < input.played).length;
  const place = input.current ?? input.trials[Math.max(0, input.played - 1)];
  return {
    totalNum: total,
    curNum: Math.min(total, (place?.round ?? 0) + 1),
    completedCount: completed,
    completedPercentage: total ? Math.round((completed / total) * 10_000) / 100 : 0,
    ...(place?.trainer ? { currentTrainedVoice: place.trainer } : {}),
    ...(place?.noise ? { activeNoise: place.noise.label } : {}),
    startTime: input.startTime.toISOString(),
    testStartTime: input.startTime.toISOString(),
    elapsedTime: Math.max(0, Math.floor((input.now.getTime() - input.startTime.getTime()) / 1000)),
  };
}
