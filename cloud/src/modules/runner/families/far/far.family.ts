import { Injectable } from '@nestjs/common';
import {
  type FarChunkOutcome,
  type FarChunkStep,
  FAR_TRACK_CATEGORY,
  type JobOptions,
  LIVE_PROGRESS_REFRESH_INTERVAL_MS,
  LIVE_TEST_STATUSES,
  NOISE_LOCATION,
  farChunkOutcomeSchema,
  farLive,
  farPlan,
  farReport,
  farResults,
  farScoreAdd,
  farScoreStart,
  farTiming,
  farTrackResource,
  farVerdict,
} from '@oak/shared';
import {
  type Admission,
  type AdmissionContext,
  type PlanTools,
  type RunFamily,
  type RunFold,
  type RunJob,
  type RunJobSpec,
} from '../../run-family.port';
import { admitLabRun, onePiAutoSync, pisAtPositions, plannedFold } from '../../family-kit';
import { RunFailed } from '../../run-errors';
import { type FarContext, type FarFolded, type FarRunPlan } from './far-context';
import { FarSession } from './far-session';

/** The job's plan again (pure), for the results and reports of what it stored. */
function planOf(job: RunJobSpec) {
  const planned = farPlan(job.options, job.mapping);
  if (!planned.ok) throw new RunFailed(planned.error, 'oak');
  return planned.value;
}

/**
 * The FAR family (doc 1 §2.9, §3, §5; doc 3 §3): AC_FAR, AC_FAR_PLUS,
 * AC_FAR_CUSTOM and close talk's and mobile's FAR. The track plays from the
 * noise position for a day (or the custom length) in chunks, each a step; the
 * DUT and every optional DUT are checked every few minutes and their false
 * wakes counted from the device cloud's activity in each chunk's window. A
 * device above the allowed false wakes fails the run; every device offline
 * or muted ends it early. The pure plan and score are shared/src/runs/far.
 */
@Injectable()
export class FarFamily implements RunFamily<FarRunPlan, FarChunkStep, FarChunkOutcome> {
  readonly id = 'far' as const;
  readonly statuses = { running: LIVE_TEST_STATUSES.processing, finished: LIVE_TEST_STATUSES.completed };
  readonly outcomeSchema = farChunkOutcomeSchema;
  /** A chunk plays for minutes: its live changes go out at the spec's refresh interval meanwhile (doc 1 §9). */
  readonly liveRefreshMs = LIVE_PROGRESS_REFRESH_INTERVAL_MS;
  /** A day is 144 chunks, a week up to 1,440: the score is folded as each is stored. */
  readonly fold: RunFold<FarRunPlan, FarChunkOutcome, FarFolded> = plannedFold(farScoreStart, farScoreAdd);

  /**
   * The run's length and chunks must be playable (AC_FAR_CUSTOM's options,
   * naming the field), every device be listed under its customer id, and a Pi
   * stand at the noise position.
   */
  async admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission> {
    const timing = farTiming(job.options);
    return admitLabRun(job, context, timing.ok ? [] : [timing.error]);
  }

  resources(options: JobOptions): string[] {
    return [farTrackResource(options)];
  }

  async plan(job: RunJob, tools: PlanTools): Promise<FarRunPlan> {
    const plan = planOf(job);
    const resource = farTrackResource(job.options);
    const [things, manifest] = await Promise.all([tools.pis.things(), tools.resources.manifest(resource)]);
    const piAt = pisAtPositions(things, job.mapping, [NOISE_LOCATION]);
    const track = manifest?.files.find((file) => file.category === FAR_TRACK_CATEGORY);
    if (!track?.durationMs)
      throw new RunFailed(
        `The run has no FAR track in ${resource}: generate the resource pack for its locale`,
        'lab',
      );
    return {
      ...plan,
      noisePi: piAt.get(NOISE_LOCATION)!,
      resource,
      track: { fileName: track.fileName, durationMs: track.durationMs },
    };
  }

  autoSync(plan: FarRunPlan, job: RunJob) {
    return onePiAutoSync(job, plan, NOISE_LOCATION, plan.noisePi);
  }

  start(context: FarContext): FarSession {
    return new FarSession(context);
  }

  live(context: FarContext, now: Date, current?: FarChunkStep) {
    const { score } = context.score as FarFolded;
    return farLive({
      labJobId: context.job.id,
      plan: context.plan,
      score,
      startTime: context.job.startedAt,
      now,
      ...(current ? { playing: current.chunk } : {}),
    });
  }

  results(job: RunJobSpec, outcomes: readonly FarChunkOutcome[]) {
    return farResults(planOf(job), outcomes);
  }

  report(job: RunJobSpec, outcomes: readonly FarChunkOutcome[]) {
    return farReport(planOf(job), outcomes);
  }

  verdict(job: RunJobSpec, outcomes: readonly FarChunkOutcome[]) {
    return farVerdict(planOf(job), outcomes);
  }
}
