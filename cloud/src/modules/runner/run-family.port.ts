import {
  type CustomerDevice,
  type JobFailureClass,
  type JobMapping,
  type JobOptions,
  type JobReport,
  type JobResultItem,
  type PlayedRunFamilyId,
  type RunVerdict,
} from '@oak/shared';
import { type z } from 'zod';
import { type ThingRecord } from '../labs/thing.entity';
import { type AutoSyncRequest } from './tools/auto-sync.tool';
import { type LiveChange } from './tools/live-publisher.tool';
import { type RunPis, type RunResources, type RunTools } from './tools/run-tools';
import { type Clock } from '../clock/clock';

/** A job as a family sees it: what to play, for whom, on which lab. */
export interface RunJob {
  readonly id: string;
  readonly companyId: string;
  readonly labId: string;
  readonly ownerEmail: string;
  readonly options: JobOptions;
  readonly mapping: JobMapping;
  /** When the run first started (a run taken again keeps it). */
  readonly startedAt: Date;
}

/** What a job asks for, before and after it runs. */
export type RunJobSpec = Pick<RunJob, 'options' | 'mapping'>;

/** A lab as a family checks it: its Pis and where each stands. */
export interface RunLab {
  readonly name: string;
  readonly pis: readonly RunLabPi[];
}

/** A Pi of the lab as admission sees it: with the devices it reports standing beside it, if it says. */
export type RunLabPi = Pick<ThingRecord, 'id' | 'name' | 'location' | 'connected'> & {
  readonly devices?: readonly string[] | undefined;
};

/**
 * What a family may read to admit a job, and nothing it could change: the lab
 * with its Pis, and the device cloud's lists (each customer id read once per
 * submission, whoever asks).
 */
export interface AdmissionContext {
  readonly lab: RunLab;
  /** The devices the device cloud lists under a customer id the company owns. */
  devicesOf(customerId: string): Promise<readonly CustomerDevice[]>;
}

/** A family's answer to a job before it is queued: every reason it cannot be played, and what it pins. */
export interface Admission {
  /** Every reason the lab or the devices cannot play the job, in words for its owner; none to admit it. */
  readonly problems: readonly string[];
  /** The job's mapping with what admission learnt of each device (its type, name, build), to store with it. */
  readonly mapping: JobMapping;
  /**
   * The job's options with what admission decided of them, to store with it
   * (an acoustic run: the positions each scenario type plays from); the
   * options as submitted when absent.
   */
  readonly options?: JobOptions;
}

/** One step of a plan: an utterance, a test case, an ACM scenario ... with a key stable across restarts. */
export interface RunStep {
  readonly key: string;
  /**
   * How long the step may take at most (ms), its deadline counted from when it
   * starts (LAVA: each action's timeout within its job's): past it, its
   * control's signal aborts and the run fails, the step not stored. None:
   * the step ends with the run.
   */
  readonly budgetMs?: number;
}

/** How a run ends early, once the step that says so is stored: e.g. every device offline. */
export type RunEarlyEnd =
  | {
      readonly state: 'succeeded';
      /** Why it had played enough (logged). */
      readonly reason: string;
    }
  | {
      readonly state: 'failed';
      /** In words for the run's owner. */
      readonly reason: string;
      /** Whose fault it is (the devices all offline: the device's). */
      readonly failureClass: JobFailureClass;
    };

/** What the executor hands a step as it plays. */
export interface StepControl {
  /** Aborts at the step's deadline, and when the run stops. */
  readonly signal: AbortSignal;
  /** When the step must have ended, from its budget; none without one. */
  readonly deadline?: Date;
  /** Ends the run once this step's outcome is stored, without playing the steps after it. */
  endRun(end: RunEarlyEnd): void;
}

/** The score of a run folded one stored outcome at a time, instead of recomputed from every outcome. */
export interface RunFold<TPlan, TOutcome, TScore> {
  /** The score before any outcome. */
  start(plan: TPlan): TScore;
  /** The score with one more outcome (pure; the outcomes arrive in play order, stored ones first). */
  add(score: TScore, outcome: TOutcome): TScore;
}

/** A family's plan: its steps in play order, and whatever else its session and score need. */
export interface RunPlan<TStep extends RunStep = RunStep> {
  readonly steps: readonly TStep[];
}

/** What a plan may read, and nothing it could change: the lab's Pis, the manifests, the time. */
export interface PlanTools {
  readonly clock: Clock;
  readonly pis: Pick<RunPis, 'things'>;
  readonly resources: Pick<RunResources, 'manifest'>;
}

/** Everything a session of a run may use; every side effect goes through `tools`. */
export interface RunSessionContext<TPlan, TOutcome> {
  readonly job: RunJob;
  readonly plan: TPlan;
  /** The outcomes stored so far, by step key; the executor adds each new one once it is stored. */
  readonly outcomes: ReadonlyMap<string, TOutcome>;
  /** The family's folded score of those outcomes (see RunFamily.fold); undefined without a fold. */
  readonly score: unknown;
  readonly tools: RunTools;
}

/**
 * One run of a family, with what it keeps between steps (the lab's pace,
 * the noise playing, what a device did already ...).
 */
export interface RunSession<TStep extends RunStep, TOutcome> {
  /** Before the first step: e.g. training a phone; may pause the run. */
  before?(): Promise<void>;
  /**
   * Reads what `step` needs right before it plays, with no side effect (what
   * a device did last ...), or starts reading it for `execute` to wait on:
   * the executor runs it beside its own look whether the run goes on, then
   * executes `step` at once.
   */
  prepare?(step: TStep): Promise<void>;
  /**
   * Plays one step and says what came of it; its only side effects go
   * through the tools. `control` carries its deadline and the signal that
   * aborts at it, and lets it end the run once its outcome is stored.
   */
  execute(step: TStep, control: StepControl): Promise<TOutcome>;
  /** After the last step: e.g. leaving the DUT quiet. */
  after?(): Promise<void>;
  /** Always, however the run ends: stop what still plays. */
  close?(): Promise<void>;
}

/** The test statuses a family announces (doc 1 §4.1 test status strings). */
export interface RunFamilyStatuses {
  /** Announced once the run is taken, before its auto-sync. */
  readonly starting?: string;
  /** While its steps play. */
  readonly running: string;
  /** When it has played every step. */
  readonly finished: string;
}

/**
 * A test family as a plug-in of the runner (ARCHITECTURE.md, "Test families
 * as plug-ins"): which jobs it takes, what a lab needs to play them, the pure
 * plan and score, and a session that executes one step at a time. The
 * executor does the rest for every family alike: the lease, the auto-sync,
 * resuming from stored outcomes, termination, persist-then-announce.
 */
export interface RunFamily<TPlan extends RunPlan<TStep>, TStep extends RunStep, TOutcome> {
  /** Its id in shared's family table: the jobs it plays are those stored with this family. */
  readonly id: PlayedRunFamilyId;
  readonly statuses: RunFamilyStatuses;
  /** What a stored outcome must be. */
  readonly outcomeSchema: z.ZodType<TOutcome>;
  /**
   * Whether the job can be played, before it is queued (LAVA's accepts, with
   * the reasons): every reason the lab or the devices cannot play it (no Pi at
   * a position it plays from, a device the device cloud does not list ...),
   * and what the job pins (each device's type, by which the runner finds what
   * it heard). Reads through the context only.
   */
  admit(job: RunJobSpec, context: AdmissionContext): Promise<Admission>;
  /**
   * The catalogue resources whose manifests its plan reads, known from the
   * job's options alone (pure). They go into the queue with the job, so a run
   * reads them beside its claim rather than after it; the plan still asks for
   * each through the tools, and one not named here is read then.
   */
  resources?(options: JobOptions): readonly string[];
  /** The plan: what it reads through the read-only tools (manifests, the lab), then the family's pure plan. */
  plan(job: RunJob, tools: PlanTools): Promise<TPlan>;
  /**
   * A time-bound family plans as the run goes (balena's plan, apply, plan
   * again): once every step planned so far is stored, the steps to play next
   * from the outcomes so far; none ends the run. Pure, so a run taken again
   * plans the same steps from the same stored outcomes.
   */
  next?(context: RunSessionContext<TPlan, TOutcome>): readonly TStep[];
  /** How often (ms) the live changes are announced while a long step plays; none: at each step only. */
  readonly liveRefreshMs?: number;
  /** The score folded outcome by outcome (RunSessionContext.score), for runs too long to score again each step. */
  readonly fold?: RunFold<TPlan, TOutcome, unknown>;
  /** The resources each Pi needs before the first step, if any. */
  autoSync(plan: TPlan, job: RunJob): AutoSyncRequest | undefined;
  /** A run's session. */
  start(context: RunSessionContext<TPlan, TOutcome>): RunSession<TStep, TOutcome>;
  /**
   * The live changes of the run now (pure): with `current`, as that step
   * starts; without, after the latest stored step.
   */
  live(context: RunSessionContext<TPlan, TOutcome>, now: Date, current?: TStep): LiveChange[];
  /** The stored outcomes as `/results` lists them (pure; the job's options may be planned again). */
  results(job: RunJobSpec, outcomes: readonly TOutcome[]): JobResultItem[];
  /** The stored outcomes as the CSV and JUnit report (pure). */
  report(job: RunJobSpec, outcomes: readonly TOutcome[]): JobReport;
  /**
   * The run's verdict by the family's score of its stored outcomes, once it
   * played to its end (pure, the shared rule of shared/src/runs/<family>/):
   * a failed one fails the run as a test failure (issue 29).
   */
  verdict(job: RunJobSpec, outcomes: readonly TOutcome[]): RunVerdict;
}

/** Any family, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRunFamily = RunFamily<RunPlan<RunStep>, RunStep, any>;
