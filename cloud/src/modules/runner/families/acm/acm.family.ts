import { Injectable } from '@nestjs/common';
import {
  ACM_RUN_STATUSES,
  type AcmScenarioScript,
  type AcmStepOutcome,
  type BddScenario,
  type JobOptions,
  type ResourceManifest,
  acmInitialPayload,
  acmPayload,
  acmProgressPercent,
  acmReport,
  acmResourceId,
  acmStepKey,
  acmStepOutcomeSchema,
  acmVerdict,
  packLanguageOf,
} from '@oak/shared';
import { pinRegisteredDevices } from '../../admission/registered-devices';
import {
  type Admission,
  type AdmissionContext,
  type PlanTools,
  type RunFamily,
  type RunJob,
  type RunJobSpec,
  type RunSession,
  type RunSessionContext,
} from '../../run-family.port';
import { RunFailed } from '../../run-errors';
import { type LiveChange } from '../../tools/live-publisher.tool';
import { AcmRun, type AcmRunDevice, acmRunDevices, acmRunScripts } from './acm-run';

/** One scenario of an ACM run as a step. */
export interface AcmStep {
  readonly key: string;
  readonly index: number;
  readonly script: AcmScenarioScript;
}

/** What an ACM run plays: its scenarios, the devices by account with their Pis, the recordings. */
export interface AcmPlan {
  readonly steps: readonly AcmStep[];
  readonly devices: readonly AcmRunDevice[];
  readonly manifest: ResourceManifest;
  readonly wakeWord: string;
  /** The live payload before any scenario plays. */
  readonly initialPayload: readonly BddScenario[];
}

type AcmContext = RunSessionContext<AcmPlan, AcmStepOutcome>;

/**
 * The ACM (BDD style) family, doc 1 §2.14, §4.6: each scenario of the ACM
 * library played statement by statement by the Pis beside each account's
 * devices. A step is one scenario; a run taken again goes on with the first
 * scenario it has not stored (a call half made is made again from its start).
 */
@Injectable()
export class AcmFamily implements RunFamily<AcmPlan, AcmStep, AcmStepOutcome> {
  readonly id = 'acm' as const;
  readonly statuses = {
    starting: ACM_RUN_STATUSES.starting,
    running: ACM_RUN_STATUSES.running,
    finished: ACM_RUN_STATUSES.succeeded,
  };
  readonly outcomeSchema = acmStepOutcomeSchema;

  /**
   * Every scenario must have its script, every account's device a Pi of the
   * lab beside it, and each device must be listed under its account's
   * customer id (which gives its type and build).
   */
  async admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission> {
    const scripts = acmRunScripts(job.options.executionOrder ?? []);
    if (typeof scripts === 'string') return { problems: [scripts], mapping: job.mapping };
    const pinned = await pinRegisteredDevices(job.mapping, context);
    const devices = acmRunDevices(pinned.mapping, context.lab.pis as Parameters<typeof acmRunDevices>[1]);
    return typeof devices === 'string' ? { ...pinned, problems: [...pinned.problems, devices] } : pinned;
  }

  resources(options: JobOptions): string[] {
    return [acmResourceId(options.marketPlace)];
  }

  async plan(job: RunJob, tools: PlanTools): Promise<AcmPlan> {
    const { options, mapping } = job;
    const scripts = acmRunScripts(options.executionOrder ?? []);
    if (typeof scripts === 'string') throw new RunFailed(scripts, 'oak');
    if (!scripts.length) throw new RunFailed('The run has no ACM scenarios', 'oak');
    const devices = acmRunDevices(mapping, await tools.pis.things());
    if (typeof devices === 'string') throw new RunFailed(devices, 'lab');
    const manifest = await tools.resources.manifest(acmResourceId(options.marketPlace));
    const language = packLanguageOf(options.marketPlace);
    if (!manifest || !language)
      throw new RunFailed('The run has no ACM recordings: generate the resource pack for its locale', 'lab');
    return {
      steps: scripts.map((script, index) => ({ key: acmStepKey(script.id), index, script })),
      devices,
      manifest,
      wakeWord: language.wakeWord,
      initialPayload: acmInitialPayload(scripts, language.wakeWord),
    };
  }

  autoSync(plan: AcmPlan, job: RunJob) {
    const pis = [...new Map(plan.devices.map((device) => [device.pi.id, device.pi])).values()];
    const resource = acmResourceId(job.options.marketPlace);
    return {
      selection: {
        locales: [job.options.marketPlace],
        locations: [...new Set(pis.map((pi) => pi.location ?? ''))],
        manifests: ['ACM'],
      },
      parts: pis.map((thing) => ({ thing, resources: [resource] })),
    };
  }

  start(context: AcmContext): RunSession<AcmStep, AcmStepOutcome> {
    const { job, plan, tools } = context;
    const publish = (payload: readonly BddScenario[]) =>
      tools.live.announce(...this.changes(context, payload, tools.clock.now()));
    const run = new AcmRun(
      plan.steps.map((step) => step.script),
      plan.devices,
      plan.manifest,
      job.options.marketPlace,
      plan.wakeWord,
      tools,
      publish,
      acmPayload(plan.initialPayload, context.outcomes),
    );
    return {
      execute: async (step) => {
        await run.playScenario(step.index);
        return { scenario: structuredClone(run.scenarios[step.index]!) };
      },
    };
  }

  live(context: AcmContext, now: Date): LiveChange[] {
    return this.changes(context, acmPayload(context.plan.initialPayload, context.outcomes), now);
  }

  /** The scenario list and the run's progress (doc 1 §3 BDD/ACM data). */
  private changes(context: AcmContext, payload: readonly BddScenario[], now: Date): LiveChange[] {
    const { job } = context;
    return [
      { key: 'payload', data: payload },
      {
        key: 'commonFeeds',
        data: {
          labJobId: job.id,
          percentage: acmProgressPercent(payload),
          startTime: job.startedAt.toISOString(),
          elapsedTime: Math.max(0, Math.round((now.getTime() - job.startedAt.getTime()) / 1000)),
        },
      },
    ];
  }

  results(_job: RunJobSpec, outcomes: readonly AcmStepOutcome[]) {
    return outcomes.map((outcome) => outcome.scenario);
  }

  report(_job: RunJobSpec, outcomes: readonly AcmStepOutcome[]) {
    return acmReport(outcomes);
  }

  verdict(_job: RunJobSpec, outcomes: readonly AcmStepOutcome[]) {
    return acmVerdict(outcomes);
  }
}
