import { Injectable } from '@nestjs/common';
import {
  type JobOptions,
  LIVE_PROGRESS_REFRESH_INTERVAL_MS,
  LIVE_TEST_STATUSES,
  NON_ACOUSTIC_LOCATION,
  type UplStep,
  type UplStepOutcome,
  uplAttempts,
  uplLive,
  uplPlan,
  uplPlanOfOutcomes,
  uplReport,
  uplResource,
  uplResults,
  uplScoreAdd,
  uplScoreStart,
  uplStepOutcomeSchema,
  uplVerdict,
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
import { type UplContext, type UplFolded, type UplRunPlan } from './upl-context';
import { UplSession } from './upl-session';

/**
 * The UPL family (doc 1 §2.11, §3; doc 3 §3): UPL_STANDARD and UPL_QUICK.
 * Every utterance of the locale's set is played to the DUT from the speech
 * position, attempt after attempt, while that Pi records the room; the
 * utterance processing latency of each attempt is measured in the recording
 * (the end of the played speech to the onset of the spoken answer), and each
 * utterance passes when its TP90 is within the limit and every attempt was
 * answered. The pure plan and score are shared/src/runs/upl.
 */
@Injectable()
export class UplFamily implements RunFamily<UplRunPlan, UplStep, UplStepOutcome> {
  readonly id = 'upl' as const;
  readonly statuses = { running: LIVE_TEST_STATUSES.processing, finished: LIVE_TEST_STATUSES.completed };
  readonly outcomeSchema = uplStepOutcomeSchema;
  /** The UPL payload goes out at the spec's refresh interval while an attempt waits for its answer (doc 1 §9). */
  readonly liveRefreshMs = LIVE_PROGRESS_REFRESH_INTERVAL_MS;
  /** A standard run is ten attempts of every utterance: the score is folded as each is stored. */
  readonly fold: RunFold<UplRunPlan, UplStepOutcome, UplFolded> = plannedFold(uplScoreStart, uplScoreAdd);

  /**
   * The attempts the options ask must be playable (naming the field), every
   * device be listed under its customer id, a Pi stand at the speech position,
   * and the locale's utterance set be in the store.
   */
  async admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission> {
    const attempts = uplAttempts(job.options);
    return admitLabRun(job, context, attempts.ok ? [] : [attempts.error]);
  }

  resources(options: JobOptions): string[] {
    return [uplResource(options)];
  }

  async plan(job: RunJob, tools: PlanTools): Promise<UplRunPlan> {
    const resource = uplResource(job.options);
    const [things, manifest] = await Promise.all([tools.pis.things(), tools.resources.manifest(resource)]);
    const piAt = pisAtPositions(things, job.mapping, [NON_ACOUSTIC_LOCATION]);
    if (!manifest)
      throw new RunFailed(
        `The run has no utterances of ${resource}: generate the resource pack for its locale`,
        'lab',
      );
    const planned = uplPlan(job.options, job.mapping, manifest);
    if (!planned.ok) throw new RunFailed(planned.error, 'lab');
    return { ...planned.value, pi: piAt.get(NON_ACOUSTIC_LOCATION)!, resource };
  }

  autoSync(plan: UplRunPlan, job: RunJob) {
    return onePiAutoSync(job, plan, NON_ACOUSTIC_LOCATION, plan.pi);
  }

  start(context: UplContext): UplSession {
    return new UplSession(context);
  }

  live(context: UplContext, _now: Date, current?: UplStep) {
    const { score } = context.score as UplFolded;
    return uplLive({
      labJobId: context.job.id,
      plan: context.plan,
      score,
      startTime: context.job.startedAt,
      ...(current ? { playing: current } : {}),
    });
  }

  results(job: RunJobSpec, outcomes: readonly UplStepOutcome[]) {
    return uplResults(uplPlanOfOutcomes(job.options, job.mapping, outcomes), outcomes);
  }

  report(job: RunJobSpec, outcomes: readonly UplStepOutcome[]) {
    return uplReport(uplPlanOfOutcomes(job.options, job.mapping, outcomes), outcomes);
  }

  verdict(job: RunJobSpec, outcomes: readonly UplStepOutcome[]) {
    return uplVerdict(uplPlanOfOutcomes(job.options, job.mapping, outcomes), outcomes);
  }
}
