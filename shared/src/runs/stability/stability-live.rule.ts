import { type LiveTestStats } from '../../live/test-stats.schema';
import { LIVE_TEST_STATUSES } from '../../live/live.constant';
import { type StabilityPayload } from '../../results/stability.schema';
import { type StabilityPlan, type StabilityStep } from './stability-plan.rule';
import {
  type StabilityScore,
  stabilityPassRateByRound,
  stabilityPayload,
  stabilityProgress,
} from './stability-score.rule';

/** What a stability run's live changes are made of: the job, its plan, the score so far and the time. */
export interface StabilityLiveInput {
  readonly labJobId: string;
  readonly plan: StabilityPlan;
  readonly score: StabilityScore;
  readonly startTime: Date;
  readonly now: Date;
  /** The utterance playing, as it starts and while it plays; none between steps. */
  readonly playing?: Pick<StabilityStep, 'round' | 'index'>;
  /** Whether the run has played its last step. */
  readonly finished?: boolean;
}

/** A stability run's live change: the stability payload (doc 1 §3), and the run's figures with it. */
export type StabilityLiveChange =
  | { readonly key: 'payload'; readonly data: StabilityPayload }
  | { readonly key: 'commonFeeds'; readonly data: LiveTestStats };

/**
 * The live changes of a stability run (doc 1 §2.10, §3, issue 30): the
 * stability payload (per device and utterance, the latest answer and the
 * counts so far, in the time-based map of a time-bound run) with each
 * device's pass rate after each round for the chart, and the common figures
 * with the same payload: the round playing of all (of those planned so far
 * for a time-bound run), the steps stored, the progress and the elapsed time.
 */
export function stabilityLive(input: StabilityLiveInput): StabilityLiveChange[] {
  const { plan, score } = input;
  const payload: StabilityPayload = {
    ...stabilityPayload(plan, score),
    passRateByRound: stabilityPassRateByRound(plan, score),
  };
  const rounds = plan.timeBound ? Math.max(score.lastRound, 1) : plan.iterations;
  const elapsedSeconds = Math.max(0, Math.floor((input.now.getTime() - input.startTime.getTime()) / 1000));
  return [
    { key: 'payload', data: payload },
    {
      key: 'commonFeeds',
      data: {
        labJobId: input.labJobId,
        scenarioType: plan.scenarioType,
        testType: plan.scenarioType,
        startTime: input.startTime.toISOString(),
        num: input.playing?.round ?? Math.max(score.lastRound, 1),
        played: score.steps,
        count: rounds,
        percentage: input.finished ? 100 : stabilityProgress(plan, score),
        status: input.finished ? LIVE_TEST_STATUSES.completed : LIVE_TEST_STATUSES.processing,
        elapsedTime: elapsedSeconds,
        payload,
      },
    },
  ];
}
