import { Injectable, Logger } from '@nestjs/common';
import {
  LIVE_TEST_STATUSES,
  NEW_JOB_MESSAGES,
  type JobState,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import { type LabJobRecord } from '../jobs/lab-job.entity';
import { type AnyRunFamily, type RunJob, type RunStep } from './run-family.port';
import { RunFamilies } from './run-families.registry';
import { RunFailed, RunStopped } from './run-errors';
import { StepResultsStore } from './step-results/step-results.store';
import { AutoSync } from './tools/auto-sync.tool';
import { Clock } from './tools/clock.tool';
import { JobLease } from './tools/job-lease.tool';
import { RunState } from './tools/run-state.tool';
import { type RunTools, RunToolsFactory } from './tools/run-tools';

/**
 * Runs one lab job on its lab (architecture, data flow steps 2-5), whatever
 * its family: takes the job's lease and the lab, plans, auto-syncs what the
 * run plays to the Pis that play it, then for each step not stored yet checks
 * for termination, executes it through the family's session, stores its
 * outcome and only then announces it. A run taken again after its worker died
 * skips the steps it stored. Terminate (state canceled) is seen between steps.
 */
@Injectable()
export class RunExecutor {
  private readonly logger = new Logger('RunExecutor');

  constructor(
    private readonly lease: JobLease,
    private readonly state: RunState,
    private readonly families: RunFamilies,
    private readonly steps: StepResultsStore,
    private readonly autoSync: AutoSync,
    private readonly toolsFactory: RunToolsFactory,
    private readonly clock: Clock,
  ) {}

  async run(jobId: string, signal: AbortSignal): Promise<void> {
    const hold = await this.lease.take(jobId);
    try {
      await this.runHeld(jobId, signal);
    } finally {
      await hold.release();
    }
  }

  private async runHeld(jobId: string, signal: AbortSignal): Promise<void> {
    const job = await this.state.takeable(jobId);
    if (!job) return;
    await this.state.lockLab(job.labId);
    try {
      await this.runTaken(job, signal);
    } catch (error) {
      if (error instanceof RunStopped) {
        if (await this.state.isCanceled(job.id))
          await this.state.finish(job.id, 'canceled', LIVE_TEST_STATUSES.canceled);
        else throw error; // the worker is going away: the job is taken again elsewhere
      } else {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Job ${job.id} failed: ${message}`);
        await this.state.finish(job.id, 'failed', LIVE_TEST_STATUSES.completed, message);
      }
    } finally {
      await this.state.unlockLabIfIdle(job.labId);
    }
  }

  private async runTaken(record: LabJobRecord, signal: AbortSignal): Promise<void> {
    const options = parseJobOptions(record.options);
    const mapping = parseJobMapping(record.mapping);
    if (!options.ok || !mapping.ok)
      throw new RunFailed('The job is not readable: its options or mapping are damaged');
    const family = this.families.of(options.value);
    if (!family) throw new RunFailed(NEW_JOB_MESSAGES.notRunnable(options.value.testOptions.scenarioType));
    const startedAt = record.startedAt ?? this.clock.now();
    await this.state.set(record.id, { state: 'started', startedAt, testStatus: LIVE_TEST_STATUSES.queued });
    const job: RunJob = {
      id: record.id,
      companyId: record.companyId,
      labId: record.labId,
      ownerEmail: record.ownerEmail,
      options: options.value,
      mapping: mapping.value,
      startedAt,
    };
    const tools = this.toolsFactory.forJob(job, signal);
    if (family.statuses.starting)
      await tools.announce({
        key: 'testStatus',
        data: { status: family.statuses.starting, state: 'started' },
      });
    const plan = await family.plan(job, tools);
    const sync = family.autoSync(plan, job);
    if (sync) {
      await this.autoSync.syncAndWait(
        job,
        sync,
        {
          checkpoint: () => tools.checkpoint(),
          syncing: () => this.state.set(job.id, { testStatus: LIVE_TEST_STATUSES.autoSync }),
        },
        signal,
      );
    }
    await this.play(family, job, plan, tools);
    await this.state.finish(job.id, 'succeeded', family.statuses.finished);
  }

  private async play(
    family: AnyRunFamily,
    job: RunJob,
    plan: { readonly steps: readonly RunStep[] },
    tools: RunTools,
  ): Promise<void> {
    const outcomes = new Map<string, unknown>();
    for (const stored of await this.steps.stepsOf(job.id, family.outcomeSchema))
      outcomes.set(stored.key, stored.outcome);
    const context = { job, plan, outcomes, tools };
    const session = family.start(context);
    try {
      await session.before?.();
      // A run terminated meanwhile keeps its state: the first checkpoint ends it.
      await this.state.set(job.id, {
        state: 'inprogress' satisfies JobState,
        testStatus: family.statuses.running,
      });
      await tools.announce(...family.live(context, this.clock.now()));
      for (const [index, step] of plan.steps.entries()) {
        if (outcomes.has(step.key)) continue;
        await tools.checkpoint();
        await tools.announce(...family.live(context, this.clock.now(), step));
        const outcome = await session.execute(step);
        // Stored before it is announced: the checkpoint a run taken again continues from.
        await this.steps.save(job.id, step.key, index, outcome);
        outcomes.set(step.key, outcome);
        await tools.announce(...family.live(context, this.clock.now()));
      }
      await session.after?.();
    } finally {
      await session.close?.();
    }
  }
}
