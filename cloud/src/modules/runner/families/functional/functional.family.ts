import { Injectable } from '@nestjs/common';
import { type JobOptions, LIVE_TEST_STATUSES, type LocationId, type ResourceManifest } from '@oak/shared';
import {
  type FunctionalCaseOutcome,
  type FunctionalStep,
  evaluateFunctionalCase,
  functionalCaseOutcomeSchema,
  functionalPlan,
  functionalReport,
  functionalResourceIds,
  functionalStats,
  functionalVerdict,
} from '@oak/shared/runs';
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
import { type LiveChange } from '../../tools/live-publisher.tool';
import { type FunctionalContext, type FunctionalRunPlan } from './functional-context';
import { FunctionalSession } from './functional-session';

/**
 * The functional family (doc 1 §2.6, §3; doc 3 §3): FUNC_ALL, FUNC_CUSTOM,
 * AUTO_FUNC_*, FUNC_NAV_* and MOBILE_FUNCTIONAL. A step is one test case: its
 * utterances said by the Pi at the speech position, each validated by what the
 * device cloud says the DUT heard and answered and, for a recorded one, by what
 * the Pi's reference mic heard the DUT say; mobile cases also read the phone's
 * app. The pure plan and score are shared/src/runs/functional.
 */
@Injectable()
export class FunctionalFamily implements RunFamily<FunctionalRunPlan, FunctionalStep, FunctionalCaseOutcome> {
  readonly id = 'functional' as const;
  readonly statuses = { running: LIVE_TEST_STATUSES.processing, finished: LIVE_TEST_STATUSES.completed };
  readonly outcomeSchema = functionalCaseOutcomeSchema;

  /** The plan must be made, every device be listed under its customer id, and a Pi stand at every position. */
  async admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission> {
    const plan = functionalPlan(job.options);
    if (typeof plan === 'string') return { problems: [plan], mapping: job.mapping };
    return admitLabRun(job, context);
  }

  resources(options: JobOptions): string[] {
    const plan = functionalPlan(options);
    return typeof plan === 'string' ? [] : resourcesOf(plan);
  }

  async plan(job: RunJob, tools: PlanTools): Promise<FunctionalRunPlan> {
    const plan = functionalPlan(job.options);
    if (typeof plan === 'string') throw new RunFailed(plan, 'oak');
    const byLocation = functionalResourceIds(plan);
    const piAt = pisAtPositions(await tools.pis.things(), job.mapping, Object.keys(byLocation));
    const manifests = new Map<string, ResourceManifest>();
    const ids = resourcesOf(plan);
    const read = await Promise.all(ids.map((id) => tools.resources.manifest(id)));
    for (const [index, id] of ids.entries()) {
      const manifest = read[index];
      if (!manifest)
        throw new RunFailed(
          `The run has no recordings of ${id}: generate the resource pack for its locale`,
          'lab',
        );
      manifests.set(id, manifest);
    }
    return { ...plan, piAt, manifests };
  }

  autoSync(plan: FunctionalRunPlan, job: RunJob) {
    const byLocation = Object.entries(functionalResourceIds(plan)) as [LocationId, string[]][];
    return {
      selection: {
        locales: [job.options.marketPlace],
        locations: byLocation.map(([location]) => location),
        manifests: [...new Set(plan.steps.map((step) => step.scenarioType))],
      },
      parts: byLocation.map(([location, resources]) => ({ thing: plan.piAt.get(location)!, resources })),
    };
  }

  start(context: FunctionalContext): FunctionalSession {
    return new FunctionalSession(context, (current) =>
      this.stats(context, context.tools.clock.now(), current),
    );
  }

  live(context: FunctionalContext, now: Date, current?: FunctionalStep): LiveChange[] {
    return [this.stats(context, now, current ? { key: current.key, actionIndex: 0 } : undefined)];
  }

  /** The run's figures and every case (doc 1 §2.6), with the action playing now. */
  private stats(
    context: FunctionalContext,
    now: Date,
    current?: Parameters<typeof functionalStats>[0]['current'],
  ): LiveChange {
    const proxy = context.job.mapping.deviceMapping.DUT.proxyEnabled;
    return {
      key: 'commonFeeds',
      data: functionalStats({
        labJobId: context.job.id,
        plan: context.plan,
        outcomes: context.outcomes,
        ...(current ? { current } : {}),
        startTime: context.job.startedAt,
        now,
        ...(proxy === undefined ? {} : { isProxyEnabled: proxy }),
      }),
    };
  }

  results(job: RunJobSpec, outcomes: readonly FunctionalCaseOutcome[]) {
    const plan = functionalPlan(job.options);
    if (typeof plan === 'string') return [];
    const byKey = new Map(outcomes.map((outcome) => [outcome.key, outcome]));
    return plan.steps.flatMap((step) => {
      const outcome = byKey.get(step.key);
      return outcome ? [evaluateFunctionalCase(step, outcome)] : [];
    });
  }

  report(job: RunJobSpec, outcomes: readonly FunctionalCaseOutcome[]) {
    const plan = functionalPlan(job.options);
    return typeof plan === 'string' ? { columns: [], rows: [], cases: [] } : functionalReport(plan, outcomes);
  }

  verdict(job: RunJobSpec, outcomes: readonly FunctionalCaseOutcome[]) {
    const plan = functionalPlan(job.options);
    // A run that played has a plan: one that has none failed before its end, with no verdict to give.
    if (typeof plan === 'string') throw new RunFailed(plan, 'oak');
    return functionalVerdict(plan, outcomes);
  }
}

/** The recordings' resources a functional plan plays, each once. */
function resourcesOf(plan: { readonly steps: readonly { readonly resource: string }[] }): string[] {
  return [...new Set(plan.steps.map((step) => step.resource))];
}
