import { type LiveTestStats } from '../../live/test-stats.schema';
import { liveEta } from '../../live/live-time.util';
import { farStatusText } from '../../results/far.rule';
import { type FarPayload } from '../../results/far.schema';
import { type FarPlan } from './far-plan.rule';
import { type FarScore, farPayload, farProgress, farWakesByHour } from './far-score.rule';

/** What a FAR run's live changes are made of: the job, its plan, the score so far and the time. */
export interface FarLiveInput {
  readonly labJobId: string;
  readonly plan: FarPlan;
  readonly score: FarScore;
  readonly startTime: Date;
  readonly now: Date;
  /** The chunk playing, as it starts and while it plays; none between chunks. */
  readonly playing?: number;
}

/** A FAR run's live change: the FAR payload (doc 1 §3), and the run's figures with it. */
export type FarLiveChange =
  | { readonly key: 'payload'; readonly data: FarPayload }
  | { readonly key: 'commonFeeds'; readonly data: LiveTestStats };

/**
 * The live changes of a FAR run (doc 1 §2.9, §3, §4.1): the FAR payload (the
 * chunk playing, false wakes per device, the offline set, the last device
 * check, and each hour's false wakes for the chart), and the common figures with the same payload, the progress in
 * chunks stored, the status line and the one-day elapsed time and ETA.
 */
export function farLive(input: FarLiveInput): FarLiveChange[] {
  const { plan, score } = input;
  const payload: FarPayload = {
    ...farPayload(plan, score, input.playing),
    wakesByHour: farWakesByHour(plan, score),
  };
  const eta = liveEta({ startTime: input.startTime, now: input.now, scenarioType: plan.scenarioType });
  const finished = score.chunks.length >= plan.totalChunks;
  return [
    { key: 'payload', data: payload },
    {
      key: 'commonFeeds',
      data: {
        labJobId: input.labJobId,
        scenarioType: plan.scenarioType,
        testType: plan.scenarioType,
        startTime: input.startTime.toISOString(),
        num: payload.chunkId,
        played: score.chunks.length,
        count: plan.totalChunks,
        percentage: farProgress(plan, score),
        status: farStatusText(payload, finished),
        ...(eta
          ? {
              elapsedTime: eta.elapsedSeconds,
              timeRemaining: eta.remainingSeconds,
              eta: eta.eta.toISOString(),
            }
          : {}),
        payload,
      },
    },
  ];
}
