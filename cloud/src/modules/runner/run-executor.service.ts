import { allSettledInOrder } from '../../common/all-settled.util';
import { Injectable, Logger } from '@nestjs/common';
import {
  LIVE_TEST_STATUSES,
  NEW_JOB_MESSAGES,
  type JobState,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import { CompletionMails } from './completion-mail/completion-mails.service';
import {
  type AnyRunFamily,
  type RunEarlyEnd,
  type RunJob,
  type RunPlan,
  type RunSession,
  type RunSessionContext,
  type RunStep,
} from './run-family.port';
import { RunFamilies } from './run-families.registry';
import { RunFailed, RunStopped, StepTimedOut, failureClassOf } from './run-errors';
import { type StoredStep, StepResultsStore } from './step-results/step-results.store';
import { AutoSync } from './tools/auto-sync.tool';
import { type Cancel, Clock } from '../clock/clock';
import { JobLease } from './tools/job-lease.tool';
import { type ClaimedJob, RunState } from './tools/run-state.tool';
import { type RunToolsReadAhead as ReadAhead, type RunTools, RunToolsFactory } from './tools/run-tools';

/** What a job's queue says of it besides its id, for its run to read ahead (see RunExecutor.run). */
export interface RunAhead {
  readonly labId?: string;
  readonly resources?: readonly string[];
}

/**
 * Runs one lab job on its lab (architecture, data flow steps 2-5), whatever
 * its family: takes the job's lease and the lab, plans, auto-syncs what the
 * run plays to the Pis that play it, then for each step not stored yet checks
 * for termination, executes it through the family's session, stores its
 * outcome and only then announces it. A run taken again after its worker died
 * skips the steps it stored. Terminate (state canceled) is seen between steps.
 */

/** A run's live changes on their way out (see RunExecutor.liveLine). */
interface LiveLine {
  /** The run's live changes now, `current` the step playing; at most once per refresh interval. */
  announce(current?: RunStep): Promise<void>;
  /** What waits for the interval's end, at once. */
  flush(): Promise<void>;
  /** Drops what waits, as the run stops. */
  cancel(): void;
}
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
    private readonly completionMails: CompletionMails,
  ) {}

  /**
   * Runs the job. What its queue says of it lets what the plan reads first be
   * read beside the claim rather than after it, so a run starts a round trip
   * sooner: `labId`, the lab of the queue, gives the lab's Pis (every plan
   * reads them); `resources`, the manifests its family's plan reads.
   */
  async run(jobId: string, signal: AbortSignal, ahead: RunAhead = {}): Promise<void> {
    const { labId } = ahead;
    const things = labId === undefined ? undefined : this.toolsFactory.pisOf(labId);
    // Not read when the job is not run (held elsewhere, ended, or of another lab): no complaint of it.
    things?.catch(() => undefined);
    const manifests = ahead.resources?.length ? this.toolsFactory.manifestsOf(ahead.resources) : undefined;
    const hold = await this.lease.takeAndClaim(jobId, {
      startedAt: this.clock.now(),
      testStatus: LIVE_TEST_STATUSES.queued,
    });
    try {
      const read = hold.job && hold.job.labId === labId ? { things, manifests } : {};
      await this.runHeld(jobId, hold.job, signal, read);
    } finally {
      await hold.release();
    }
  }

  private async runHeld(
    jobId: string,
    job: ClaimedJob | undefined,
    signal: AbortSignal,
    read: ReadAhead,
  ): Promise<void> {
    // Not to be run: it ended already, or was canceled before it started. Its mail, if still owed.
    if (!job) return this.completionMails.afterRun(jobId);
    this.state.claimed(job.id, LIVE_TEST_STATUSES.queued);
    try {
      await this.runTaken(job, signal, read);
    } catch (error) {
      if (error instanceof RunStopped) {
        if (await this.state.isCanceled(job.id))
          await this.state.finish(job.id, 'canceled', LIVE_TEST_STATUSES.canceled);
        else throw error; // the worker is going away: the job is taken again elsewhere
      } else {
        const message = error instanceof Error ? error.message : String(error);
        const failureClass = failureClassOf(error);
        this.logger.warn(`Job ${job.id} failed (${failureClass}): ${message}`);
        await this.state.finish(job.id, 'failed', LIVE_TEST_STATUSES.completed, {
          error: message,
          failureClass,
        });
      }
    } finally {
      // The end is written: its owner's mail goes out beside what is left (a run handed back is no end).
      this.completionMails.afterRun(job.id);
      await this.state.unlockLabIfIdle(job.labId);
    }
  }

  private async runTaken(record: ClaimedJob, signal: AbortSignal, read: ReadAhead): Promise<void> {
    const options = parseJobOptions(record.options);
    const mapping = parseJobMapping(record.mapping);
    if (!options.ok || !mapping.ok)
      throw new RunFailed('The job is not readable: its options or mapping are damaged', 'oak');
    const family = this.families.of(record.family);
    if (!family)
      throw new RunFailed(NEW_JOB_MESSAGES.notRunnable(options.value.testOptions.scenarioType), 'oak');
    const job: RunJob = {
      id: record.id,
      companyId: record.companyId,
      labId: record.labId,
      ownerEmail: record.ownerEmail,
      options: options.value,
      mapping: mapping.value,
      startedAt: record.startedAt,
    };
    const tools = this.toolsFactory.forJob(job, signal, read);
    // Independent of each other, and nothing plays before all are done: at once. The claim told
    // whether there are stored steps to read. The family's starting status (ACM's STARTING) is the
    // job's own, written and announced from it, so the run list, the API and a late watcher see it
    // too, not the claim's Queued (issue 29).
    const { starting } = family.statuses;
    const [plan, stored] = await allSettledInOrder(
      family.plan(job, { clock: tools.clock, pis: tools.pis, resources: tools.resources }),
      record.hasSteps ? this.steps.stepsOf(job.id, family.outcomeSchema) : Promise.resolve([]),
      starting ? this.state.set(job.id, { testStatus: starting }) : Promise.resolve(true),
    );
    const sync = family.autoSync(plan, job);
    if (sync) {
      await this.autoSync.syncAndWait(
        job,
        sync,
        {
          manifest: (resourceId) => tools.resources.manifest(resourceId),
          stopIfTerminated: () => tools.stopIfTerminated(),
          syncing: async () => {
            await this.state.set(job.id, { testStatus: LIVE_TEST_STATUSES.autoSync });
          },
        },
        signal,
      );
    }
    const ended = await this.play(family, job, plan, stored, tools);
    if (ended?.state === 'failed') throw new RunFailed(ended.reason, ended.failureClass);
    if (ended) this.logger.log(`Job ${job.id} ended early: ${ended.reason}`);
    await this.finishPlayed(family, job);
  }

  /**
   * A run that played to its end (issue 29): its verdict is the family's
   * score of the outcomes it stored, as its reports read them. Passed, it
   * succeeds; failed, it fails as the test's fault, with the verdict's reason.
   */
  private async finishPlayed(family: AnyRunFamily, job: RunJob): Promise<void> {
    const stored = await this.steps.stepsOf(job.id, family.outcomeSchema);
    const { verdict, reason } = family.verdict(
      job,
      stored.map((step) => step.outcome),
    );
    if (verdict === 'passed')
      return this.state.finish(job.id, 'succeeded', family.statuses.finished, { verdict });
    this.logger.log(`Job ${job.id} played to its end and failed its test: ${reason}`);
    await this.state.finish(job.id, 'failed', LIVE_TEST_STATUSES.completed, {
      error: reason,
      failureClass: 'test',
      verdict,
    });
  }

  /**
   * Plays the steps not stored yet, and then, for a family that plans as it
   * goes, the steps it plans next, until it plans none. Answers how the run
   * ended early, when a step said so.
   */
  private async play(
    family: AnyRunFamily,
    job: RunJob,
    plan: { readonly steps: readonly RunStep[] },
    stored: readonly StoredStep<unknown>[],
    tools: RunTools,
  ): Promise<RunEarlyEnd | undefined> {
    const outcomes = new Map<string, unknown>(stored.map((step) => [step.key, step.outcome]));
    const { fold } = family;
    const context = {
      job,
      plan,
      outcomes,
      tools,
      score: fold
        ? stored.reduce((score, step) => fold.add(score, step.outcome), fold.start(plan))
        : undefined,
    };
    const session = family.start(context);
    const prepare = (step: RunStep) => session.prepare?.(step) ?? Promise.resolve();
    // In progress: announced at once, written beside what comes next; answers whether it was written.
    const inProgress = (): Promise<boolean> => {
      const written = this.state.set(job.id, {
        state: 'inprogress' satisfies JobState,
        testStatus: family.statuses.running,
      });
      void tools.live.announce(...family.live(context, this.clock.now()));
      return written;
    };
    const live = this.liveLine(family, context);
    const playStep = async (step: RunStep) => {
      await live.announce(step);
      return this.execute(family, session, context, step, live);
    };
    let played = 0;
    try {
      await session.before?.();
      let round = plan.steps;
      let offset = 0;
      for (;;) {
        const pending = [...round.entries()].filter(([, step]) => !outcomes.has(step.key));
        for (const [index, step] of pending) {
          let executed: { outcome: unknown; end?: RunEarlyEnd };
          if (played === 0) {
            // The first step plays beside the update that marks the run in progress: the claim, or
            // the auto-sync's last look, moments before was its look whether the run goes on, and
            // the update's answer (not written: the job was terminated meanwhile) is the look after.
            const [running, result] = await allSettledInOrder(
              inProgress(),
              prepare(step).then(() => playStep(step)),
            );
            if (!running || tools.signal.aborted) await tools.stopIfTerminated();
            executed = result;
          } else {
            // The look, beside what the step reads right before it plays.
            await allSettledInOrder(tools.stopIfTerminated(), prepare(step));
            executed = await playStep(step);
          }
          played += 1;
          // Stored before it is announced: the checkpoint a run taken again continues from.
          await this.steps.save(job.id, step.key, offset + index, executed.outcome);
          outcomes.set(step.key, executed.outcome);
          if (fold) context.score = fold.add(context.score, executed.outcome);
          await live.announce();
          if (executed.end) {
            await live.flush();
            await session.after?.();
            return executed.end;
          }
        }
        // Plan again from what came of the steps so far (a time-bound run), until nothing is left.
        offset += round.length;
        round = family.next?.(context) ?? [];
        if (!round.length) break;
      }
      if (played === 0) await inProgress();
      await live.flush();
      await session.after?.();
      return undefined;
    } finally {
      live.cancel();
      await session.close?.();
    }
  }

  /**
   * How a run's live changes go out: at once for a family without a refresh
   * interval; for one with, at most once per interval (doc 1 §9: FAR,
   * stability ... refresh at a constant interval), a change that comes
   * sooner going out at the interval's end with the run as it is then, and
   * the last one at once as the run ends (flush). Each is what the family's
   * pure `live` says of the stored outcomes when it goes out.
   */
  private liveLine(family: AnyRunFamily, context: RunSessionContext<RunPlan<RunStep>, unknown>): LiveLine {
    const { tools } = context;
    const refreshMs = family.liveRefreshMs;
    let lastMs = Number.NEGATIVE_INFINITY;
    let pending: { cancel: Cancel; current: RunStep | undefined } | undefined;
    const send = (current: RunStep | undefined) => {
      lastMs = this.clock.monotonicMs();
      return tools.live.announce(...family.live(context, this.clock.now(), current));
    };
    return {
      announce: (current) => {
        const sinceMs = this.clock.monotonicMs() - lastMs;
        if (!refreshMs || sinceMs >= refreshMs) {
          pending?.cancel();
          pending = undefined;
          return send(current);
        }
        if (pending) pending.current = current;
        else {
          const next: { cancel: Cancel; current: RunStep | undefined } = { cancel: () => undefined, current };
          next.cancel = this.clock.after(refreshMs - sinceMs, () => {
            pending = undefined;
            send(next.current).catch(() => undefined);
          });
          pending = next;
        }
        return Promise.resolve();
      },
      flush: async () => {
        if (!pending) return;
        pending.cancel();
        pending = undefined;
        await send(undefined);
      },
      cancel: () => {
        pending?.cancel();
        pending = undefined;
      },
    };
  }

  /**
   * One step under its deadline: its control's signal aborts when the run
   * stops or the deadline passes, and a step still playing then fails the run
   * (StepTimedOut). While it plays, its live changes are announced at the
   * family's refresh interval.
   */
  private async execute(
    family: AnyRunFamily,
    session: RunSession<RunStep, unknown>,
    context: RunSessionContext<RunPlan<RunStep>, unknown>,
    step: RunStep,
    live: LiveLine,
  ): Promise<{ outcome: unknown; end?: RunEarlyEnd }> {
    const { tools } = context;
    const controller = new AbortController();
    const stopWithRun = () => controller.abort(tools.signal.reason);
    if (tools.signal.aborted) stopWithRun();
    else tools.signal.addEventListener('abort', stopWithRun, { once: true });
    const cancels: Cancel[] = [];
    const { budgetMs } = step;
    const timedOut = new Promise<never>((_, reject) => {
      if (budgetMs === undefined) return;
      cancels.push(
        this.clock.after(budgetMs, () => {
          const error = new StepTimedOut(step.key, budgetMs);
          controller.abort(error);
          reject(error);
        }),
      );
    });
    if (family.liveRefreshMs) {
      cancels.push(
        this.clock.every(family.liveRefreshMs, () => {
          live.announce(step).catch(() => undefined);
        }),
      );
    }
    let end: RunEarlyEnd | undefined;
    try {
      const executed = session.execute(step, {
        signal: controller.signal,
        ...(budgetMs === undefined ? {} : { deadline: new Date(this.clock.nowMs() + budgetMs) }),
        endRun: (asked) => {
          end = asked;
        },
      });
      // Past the deadline the step's own answer comes too late to matter.
      executed.catch(() => undefined);
      const outcome = await Promise.race([executed, timedOut]);
      return end ? { outcome, end } : { outcome };
    } finally {
      for (const cancel of cancels) cancel();
      tools.signal.removeEventListener('abort', stopWithRun);
    }
  }
}
