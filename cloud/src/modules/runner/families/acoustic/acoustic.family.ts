import { Injectable } from '@nestjs/common';
import {
  type AcousticStep,
  type AcousticStepOutcome,
  LIVE_TEST_STATUSES,
  NEW_JOB_MESSAGES,
  type JobOptions,
  type ResourceManifest,
  acousticLive,
  acousticPlacementsRecorded,
  acousticPlan,
  acousticPositions,
  acousticReport,
  acousticResults,
  acousticRunSegments,
  acousticStepOutcomeSchema,
  acousticVerdict,
  speakerPosition,
} from '@oak/shared';
import {
  type Admission,
  type AdmissionContext,
  type PlanTools,
  type RunFamily,
  type RunJob,
  type RunJobSpec,
} from '../../run-family.port';
import { admitLabRun, pisAtPositions } from '../../family-kit';
import { RunFailed } from '../../run-errors';
import { type AcousticContext, type AcousticRunPlan, storedInOrder } from './acoustic-context';
import { AcousticSession } from './acoustic-session';

/**
 * The acoustic family: every suite whose runs measure wake-up and response
 * rates by position (acoustic, music, close talk, mobile, qualification).
 * A step is one utterance from one position, in quiet or under noise; the
 * device cloud tells what the DUT, and each optional DUT, made of it.
 */
@Injectable()
export class AcousticFamily implements RunFamily<AcousticRunPlan, AcousticStep, AcousticStepOutcome> {
  readonly id = 'acoustic' as const;
  readonly statuses = { running: LIVE_TEST_STATUSES.processing, finished: LIVE_TEST_STATUSES.completed };
  readonly outcomeSchema = acousticStepOutcomeSchema;

  /**
   * Every scenario type must play, every device be listed under its customer
   * id, and a Pi stand at every position; the job is stored with the
   * positions each type plays from (the Speaker's, or the type's own where it
   * cannot play there), so the run plays exactly there (issue 29).
   */
  async admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission> {
    const planned = acousticRunSegments(job.options);
    if (!planned.ok)
      return { problems: [NEW_JOB_MESSAGES.notRunnable(planned.unplayable)], mapping: job.mapping };
    return {
      ...(await admitLabRun(job, context)),
      options: acousticPlacementsRecorded(job.options, speakerPosition(context.lab.pis, job.mapping)),
    };
  }

  resources(options: JobOptions): string[] {
    const planned = acousticRunSegments(options);
    return planned.ok ? resourcesOf(planned.segments) : [];
  }

  async plan(job: RunJob, tools: PlanTools): Promise<AcousticRunPlan> {
    // A job stored before its positions were recorded at submit plays from the Speaker's Pi as it stands.
    const things = await tools.pis.things();
    const planned = acousticRunSegments(job.options, speakerPosition(things, job.mapping));
    if (!planned.ok) throw new RunFailed(NEW_JOB_MESSAGES.notRunnable(planned.unplayable), 'oak');
    const positions = acousticPositions(planned.segments);
    const ids = resourcesOf(planned.segments);
    const read = await Promise.all(ids.map((id) => tools.resources.manifest(id)));
    const piAt = pisAtPositions(things, job.mapping, positions.keys());
    const manifests = new Map<string, ResourceManifest>();
    for (const [index, id] of ids.entries()) {
      const manifest = read[index];
      if (manifest) manifests.set(id, manifest);
    }
    const plan = acousticPlan(planned.segments, manifests);
    if (!plan.steps.length)
      throw new RunFailed('The run has no utterances: generate the resource pack for its locale', 'lab');
    return { ...plan, piAt };
  }

  autoSync(plan: AcousticRunPlan, job: RunJob) {
    const byLocation = acousticPositions(plan.segments);
    return {
      selection: {
        locales: [job.options.marketPlace],
        locations: [...byLocation.keys()],
        manifests: [...new Set(plan.segments.map((segment) => segment.scenarioType))],
      },
      parts: [...byLocation].map(([location, resources]) => ({ thing: plan.piAt.get(location)!, resources })),
    };
  }

  start(context: AcousticContext): AcousticSession {
    return new AcousticSession(context);
  }

  live(context: AcousticContext, now: Date, current?: AcousticStep) {
    return acousticLive({
      labJobId: context.job.id,
      options: context.job.options,
      mapping: context.job.mapping,
      trials: context.plan.steps,
      outcomes: storedInOrder(context),
      startTime: context.job.startedAt,
      now,
      current,
    });
  }

  results(_job: RunJobSpec, outcomes: readonly AcousticStepOutcome[]) {
    return acousticResults(outcomes);
  }

  report(_job: RunJobSpec, outcomes: readonly AcousticStepOutcome[]) {
    return acousticReport(outcomes);
  }

  verdict(_job: RunJobSpec, outcomes: readonly AcousticStepOutcome[]) {
    return acousticVerdict(outcomes);
  }
}

/** The resources of a run's segments, each once. */
function resourcesOf(segments: readonly { readonly resources: readonly string[] }[]): string[] {
  return [...new Set(segments.flatMap((segment) => segment.resources))];
}
