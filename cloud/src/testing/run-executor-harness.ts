import {
  type JobFailureClass,
  type JobMapping,
  type JobOptions,
  type JobState,
  type JobVerdict,
  type RunFamilyId,
  type RunVerdict,
} from '@oak/shared';
import { z } from 'zod';
import { type CompletionMails } from '../modules/runner/completion-mail/completion-mails.service';
import { RunExecutor } from '../modules/runner/run-executor.service';
import { RunStopped } from '../modules/runner/run-errors';
import {
  type AnyRunFamily,
  type RunFold,
  type RunSessionContext,
  type RunStep,
  type StepControl,
} from '../modules/runner/run-family.port';
import { type RunFamilies } from '../modules/runner/run-families.registry';
import { type StepResultsStore, type StoredStep } from '../modules/runner/step-results/step-results.store';
import { type AutoSync, type AutoSyncRequest } from '../modules/runner/tools/auto-sync.tool';
import { type JobLease } from '../modules/runner/tools/job-lease.tool';
import { type LiveChange } from '../modules/runner/tools/live-publisher.tool';
import { type JobStateChange, type RunState } from '../modules/runner/tools/run-state.tool';
import { type RunTools, type RunToolsFactory } from '../modules/runner/tools/run-tools';
import { TestClock } from './test-clock';
import { typedFake } from './typed-fake';

/** A step of the scripted family: what it does when it plays, beside its key. */
export interface ScriptedStep extends RunStep {
  /** Plays the step: what it answers is its outcome. Default: `{ key }` at once. */
  readonly play?: (control: StepControl, clock: TestClock) => Promise<unknown>;
}

/** What a scripted family does beside playing its steps. */
export interface ScriptedFamilyOptions {
  readonly steps: readonly ScriptedStep[];
  /** Steps planned as the run goes (RunFamily.next). */
  readonly next?: (context: RunSessionContext<{ steps: readonly ScriptedStep[] }, unknown>) => ScriptedStep[];
  readonly liveRefreshMs?: number;
  readonly fold?: RunFold<unknown, unknown, unknown>;
  /** The family's verdict of the stored outcomes (RunFamily.verdict). Default: passed. */
  readonly verdict?: (outcomes: readonly unknown[]) => RunVerdict;
  /** The status the family announces before its first step (RunFamily.statuses.starting). */
  readonly starting?: string;
}

/**
 * A real family's run on the harness: the job it plays and the tools its run
 * gets (a VirtualLab's, for the virtual lab in process).
 */
export interface PlayedRun {
  readonly family: AnyRunFamily;
  readonly options: JobOptions;
  readonly mapping: JobMapping;
  readonly tools: (signal: AbortSignal) => RunTools;
}

/** What the executor did, in order: each store, announce, state change and step played. */
export type ExecutorEvent =
  | { readonly kind: 'save'; readonly key: string; readonly index: number }
  | {
      readonly kind: 'announce';
      readonly done: readonly string[];
      readonly current?: string;
      readonly score?: unknown;
      readonly atMs: number;
    }
  | { readonly kind: 'state'; readonly change: JobStateChange }
  | {
      readonly kind: 'finish';
      readonly state: JobState;
      readonly error?: string;
      readonly failureClass?: JobFailureClass;
      readonly verdict?: JobVerdict;
    }
  | { readonly kind: 'execute'; readonly key: string };

/**
 * The runner's executor with every collaborator faked in memory and time on a
 * TestClock, driving a scripted family: what its specs need to show resume,
 * cancel, persist before announce, deadlines, early ends, planning as the run
 * goes and live ticks in milliseconds, without Postgres, Redis or a Pi.
 */
export class ExecutorHarness {
  readonly clock = new TestClock();
  readonly events: ExecutorEvent[] = [];
  /** The outcomes stored for the job, as the store holds them. */
  readonly stored: StoredStep<unknown>[] = [];
  /** Set to have the next look whether the run goes on find the job terminated. */
  canceled = false;
  readonly jobId = '00000000-0000-4000-8000-00000000e0e0';
  readonly sut: RunExecutor;
  /** The signals each played step's control carried, by key. */
  readonly signals = new Map<string, AbortSignal>();

  /** What the run asked to sync before its first step. */
  readonly synced: AutoSyncRequest[] = [];

  /**
   * Plays a scripted family (its steps and what they do), or a real family's
   * job (`PlayedRun`) with the tools it is given, on this harness's clock.
   */
  constructor(options: ScriptedFamilyOptions | PlayedRun, familyId: RunFamilyId = 'acoustic') {
    const played = 'family' in options ? options : undefined;
    const family = played?.family ?? this.scriptedFamily(options as ScriptedFamilyOptions, familyId);
    if (played) familyId = played.family.id;
    const events = this.events;
    const clock = this.clock;
    const scriptedTools = (signal: AbortSignal): RunTools =>
      typedFake<RunTools>('RunTools', {
        clock,
        signal,
        pis: typedFake<RunTools['pis']>('RunTools.pis', { things: async () => [] }),
        resources: typedFake<RunTools['resources']>('RunTools.resources', {
          manifest: async () => undefined,
        }),
        stopIfTerminated: async () => {
          if (this.canceled || signal.aborted) throw new RunStopped();
        },
        live: typedFake<RunTools['live']>('RunTools.live', {
          announce: async (...changes: readonly LiveChange[]) => {
            for (const change of changes) {
              const data = change.data as { done: string[]; current?: string; score?: unknown };
              events.push({
                kind: 'announce',
                done: data.done,
                atMs: clock.monotonicMs(),
                ...(data.current ? { current: data.current } : {}),
                ...(data.score === undefined ? {} : { score: data.score }),
              });
            }
          },
        }),
      });
    this.sut = new RunExecutor(
      typedFake<JobLease>('JobLease', {
        takeAndClaim: async () => ({
          job: {
            id: this.jobId,
            companyId: 'company',
            labId: 'lab',
            ownerEmail: 'ana@acme.test',
            options: JSON.stringify(
              played?.options ?? {
                testSuite: 'AVSCertSimulation',
                testName: 'Scripted',
                marketPlace: 'en_US',
                testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'AC_NEAR_FIELD' },
              },
            ),
            mapping: JSON.stringify(
              played?.mapping ?? { deviceMapping: { DUT: { customerId: 'A1ACME', dsn: 'G0DUT' } } },
            ),
            family: familyId,
            startedAt: clock.now(),
            hasSteps: this.stored.length > 0,
          },
          release: async () => undefined,
        }),
      }),
      typedFake<RunState>('RunState', {
        claimed: () => undefined,
        set: async (_jobId, change) => {
          events.push({ kind: 'state', change });
          return !this.canceled;
        },
        finish: async (_jobId, state, _status, failure) => {
          events.push({ kind: 'finish', state, ...(failure ?? {}) });
        },
        isCanceled: async () => this.canceled,
        unlockLabIfIdle: async () => undefined,
      }),
      typedFake<RunFamilies>('RunFamilies', { of: (id) => (id === familyId ? family : undefined) }),
      typedFake<StepResultsStore>('StepResultsStore', {
        stepsOf: async <T>() => [...this.stored] as StoredStep<T>[],
        save: async (_jobId, key, index, outcome) => {
          events.push({ kind: 'save', key, index });
          this.stored.push({ key, index, outcome });
        },
      }),
      typedFake<AutoSync>('AutoSync', {
        // The virtual Pis hold every file already.
        syncAndWait: async (_job, request) => void this.synced.push(request),
      }),
      typedFake<RunToolsFactory>('RunToolsFactory', {
        forJob: (_job, signal) => (played ? played.tools(signal) : scriptedTools(signal)),
      }),
      clock,
      typedFake<CompletionMails>('CompletionMails', { afterRun: () => undefined }),
    );
  }

  /**
   * Runs the job to its end, moving the clock on by `stepMs` whenever the run
   * waits on it; a run still going after `limitMs` of its time fails the spec
   * rather than hanging it.
   */
  async run(
    stepMs = 100,
    limitMs = 60 * 60 * 1000,
    options: {
      /** Its worker going away. */
      readonly signal?: AbortSignal;
      /** Real time let pass between two moves of the clock, for a run that waits on real services too. */
      readonly realMsPerStep?: number;
      /**
       * Real work of the run's tools under way (espeak-ng giving the DUTs'
       * answers their voices), awaited before each move of the clock, so the
       * lab's time does not run on while it is done.
       */
      readonly settled?: () => Promise<void>;
    } = {},
  ): Promise<void> {
    let settled = false;
    const running = this.sut
      .run(this.jobId, options.signal ?? new AbortController().signal)
      .finally(() => (settled = true));
    while (!settled) {
      if (this.clock.monotonicMs() > limitMs)
        throw new Error(`The run did not end within ${limitMs} ms of its time`);
      await options.settled?.();
      await this.clock.advance(stepMs);
      if (options.realMsPerStep) await new Promise((resolve) => setTimeout(resolve, options.realMsPerStep));
    }
    await running;
  }

  /** The keys of the steps played, in order. */
  get executed(): string[] {
    return this.events.flatMap((event) => (event.kind === 'execute' ? [event.key] : []));
  }

  get finished(): ExecutorEvent | undefined {
    return this.events.find((event) => event.kind === 'finish');
  }

  private scriptedFamily(options: ScriptedFamilyOptions, id: RunFamilyId): AnyRunFamily {
    const { events, clock, signals } = this;
    return {
      id,
      statuses: {
        ...(options.starting ? { starting: options.starting } : {}),
        running: 'Processing',
        finished: 'Completed',
      },
      outcomeSchema: z.unknown(),
      admit: async (job) => ({ problems: [], mapping: job.mapping }),
      plan: async () => ({ steps: options.steps }),
      ...(options.next ? { next: options.next } : {}),
      ...(options.liveRefreshMs ? { liveRefreshMs: options.liveRefreshMs } : {}),
      ...(options.fold ? { fold: options.fold } : {}),
      autoSync: () => undefined,
      start: () => ({
        execute: async (step: ScriptedStep, control: StepControl) => {
          events.push({ kind: 'execute', key: step.key });
          signals.set(step.key, control.signal);
          return step.play ? step.play(control, clock) : { key: step.key };
        },
      }),
      live: (context, _now, current) => [
        {
          key: 'commonFeeds',
          data: {
            done: [...context.outcomes.keys()],
            score: context.score,
            ...(current ? { current: current.key } : {}),
          },
        } as LiveChange,
      ],
      results: () => [],
      report: () => ({ columns: [], rows: [], cases: [] }),
      verdict: (_job, outcomes) =>
        options.verdict?.(outcomes) ?? { verdict: 'passed', reason: 'All scripted steps passed' },
    } as AnyRunFamily;
  }
}
