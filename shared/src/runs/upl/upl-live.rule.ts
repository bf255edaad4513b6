import { type LiveTestStats } from '../../live/test-stats.schema';
import { type UplPayload } from '../../results/upl.schema';
import { type UplPlan, type UplStep } from './upl-plan.rule';
import { type UplScore, uplPayload } from './upl-score.rule';
import { UPL_RUN_MESSAGES } from './upl.messages';

/** What a UPL run's live changes are made of: the job, its plan, the score so far and the time. */
export interface UplLiveInput {
  readonly labJobId: string;
  readonly plan: UplPlan;
  readonly score: UplScore;
  readonly startTime: Date;
  /** The attempt playing, as it starts; none between attempts. */
  readonly playing?: UplStep;
}

/** A UPL run's live change: the UPL payload (doc 1 §3), and the run's figures with it. */
export type UplLiveChange =
  | { readonly key: 'payload'; readonly data: UplPayload }
  | { readonly key: 'commonFeeds'; readonly data: LiveTestStats };

/**
 * The live changes of a UPL run (doc 1 §2.11, §3): the UPL payload (every
 * attempt by utterance with its running statistics, and the progress), and
 * the common figures with the same payload, the attempts stored of all and
 * the status line naming the attempt playing.
 */
export function uplLive(input: UplLiveInput): UplLiveChange[] {
  const { plan, score, playing } = input;
  const payload = uplPayload(plan, score);
  const finished = score.steps >= plan.steps.length;
  return [
    { key: 'payload', data: payload },
    {
      key: 'commonFeeds',
      data: {
        labJobId: input.labJobId,
        scenarioType: plan.scenarioType,
        testType: plan.scenarioType,
        startTime: input.startTime.toISOString(),
        num: Math.min(plan.steps.length, score.steps + (playing ? 1 : 0)),
        played: score.steps,
        count: plan.steps.length,
        percentage: payload.testProgressPercent,
        status: finished
          ? UPL_RUN_MESSAGES.completed
          : UPL_RUN_MESSAGES.playing(
              playing?.attempt ?? 1,
              plan.attempts,
              playing?.utterance.transcript ?? plan.utterances[0]!.transcript,
            ),
        payload,
      },
    },
  ];
}
