import { Injectable } from '@nestjs/common';
import {
  type JobOptions,
  LIVE_PROGRESS_REFRESH_INTERVAL_MS,
  LIVE_TEST_STATUSES,
  NON_ACOUSTIC_LOCATION,
  STABILITY_PLAN_MESSAGES,
  type StabilityStep,
  type StabilityStepOutcome,
  stabilityBound,
  stabilityLive,
  stabilityNextRound,
  stabilityPhrases,
  stabilityPlan,
  stabilityReport,
  stabilityResourceId,
  stabilityResults,
  stabilityScoreAdd,
  stabilityScoreStart,
  stabilityStepOutcomeSchema,
  stabilityStoredPlan,
  stabilityVerdict,
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
import { type StabilityContext, type StabilityFolded, type StabilityRunPlan } from './stability-context';
import { StabilitySession } from './stability-session';

/** The job's plan again from what it stored (pure), for the results, reports and verdict. */
function storedPlanOf(job: RunJobSpec, outcomes: readonly StabilityStepOutcome[]) {
  const planned = stabilityStoredPlan(job.options, job.mapping, outcomes);
  if (!planned.ok) throw new RunFailed(planned.error, 'oak');
  return planned.value;
}

/**
 * The stability family (doc 1 §2.10, §3, §5; doc 3 §3 STABILITY_STRESS): the
 * locale's utterance set said again and again from the speech position, for
 * a number of rounds or a time, to the DUT and every optional DUT at once;
 * each utterance of a round is a step, each device's answer read from the
 * device cloud. Per device and utterance it counts attempts, passes, fails
 * and offline attempts; an utterance below the 90% pass rate fails the run,
 * a device offline mid-run is counted, not fatal. The pure plan and score
 * are shared/src/runs/stability.
 */
@Injectable()
export class StabilityFamily implements RunFamily<StabilityRunPlan, StabilityStep, StabilityStepOutcome> {
  readonly id = 'stability' as const;
  readonly statuses = { running: LIVE_TEST_STATUSES.processing, finished: LIVE_TEST_STATUSES.completed };
  readonly outcomeSchema = stabilityStepOutcomeSchema;
  /** A step waits minutes at most for the devices: its live changes go out at the spec's refresh interval meanwhile (doc 1 §9). */
  readonly liveRefreshMs = LIVE_PROGRESS_REFRESH_INTERVAL_MS;
  /** A week's run stores tens of thousands of steps: the score is folded as each is stored. */
  readonly fold: RunFold<StabilityRunPlan, StabilityStepOutcome, StabilityFolded> = plannedFold(
    stabilityScoreStart,
    stabilityScoreAdd,
  );

  /**
   * The run's bound must be playable (iterations or minutes, naming the
   * field), the locale have an utterance set, every device be listed under
   * its customer id, and a Pi stand at the speech position.
   */
  async admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission> {
    const bound = stabilityBound(job.options);
    const { marketPlace } = job.options;
    return admitLabRun(job, context, [
      ...(bound.ok ? [] : [bound.error]),
      ...(stabilityPhrases(marketPlace).length
        ? []
        : [STABILITY_PLAN_MESSAGES.noUtterances(stabilityResourceId(marketPlace))]),
    ]);
  }

  resources(options: JobOptions): string[] {
    return [stabilityResourceId(options.marketPlace)];
  }

  async plan(job: RunJob, tools: PlanTools): Promise<StabilityRunPlan> {
    const resource = stabilityResourceId(job.options.marketPlace);
    const [things, manifest] = await Promise.all([tools.pis.things(), tools.resources.manifest(resource)]);
    const piAt = pisAtPositions(things, job.mapping, [NON_ACOUSTIC_LOCATION]);
    const planned = stabilityPlan(job.options, job.mapping, manifest ?? { id: resource, files: [] });
    if (!planned.ok) throw new RunFailed(planned.error, manifest ? 'oak' : 'lab');
    return { ...planned.value, speechPi: piAt.get(NON_ACOUSTIC_LOCATION)!, resource };
  }

  /** A time-bound run's next round while its time is left, by the lab's time its steps stored (pure). */
  next(context: StabilityContext): StabilityStep[] {
    const { score } = context.score as StabilityFolded;
    return stabilityNextRound(context.plan, score.lastRound, score.elapsedSeconds * 1000);
  }

  autoSync(plan: StabilityRunPlan, job: RunJob) {
    return onePiAutoSync(job, plan, NON_ACOUSTIC_LOCATION, plan.speechPi);
  }

  start(context: StabilityContext): StabilitySession {
    return new StabilitySession(context);
  }

  live(context: StabilityContext, now: Date, current?: StabilityStep) {
    const { score } = context.score as StabilityFolded;
    const planned = context.plan.steps.length;
    return stabilityLive({
      labJobId: context.job.id,
      plan: context.plan,
      score,
      startTime: context.job.startedAt,
      now,
      ...(current ? { playing: current } : {}),
      finished: !current && !context.plan.timeBound && score.steps >= planned,
    });
  }

  results(job: RunJobSpec, outcomes: readonly StabilityStepOutcome[]) {
    return stabilityResults(storedPlanOf(job, outcomes), outcomes);
  }

  report(job: RunJobSpec, outcomes: readonly StabilityStepOutcome[]) {
    return stabilityReport(storedPlanOf(job, outcomes), outcomes);
  }

  verdict(job: RunJobSpec, outcomes: readonly StabilityStepOutcome[]) {
    return stabilityVerdict(storedPlanOf(job, outcomes), outcomes);
  }
}
