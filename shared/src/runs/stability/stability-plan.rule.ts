import { type Result } from '../../common/result';
import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { type ResourceFile } from '../../sync/resource-manifest.schema';
import { type RunDevice, runDevices } from '../run-devices.rule';
import { STABILITY_PLAN_MESSAGES } from './stability.messages';
import { type StabilityStepOutcome } from './stability-outcome.schema';
import { stabilityTranscripts } from './stability-set.rule';

/** How many times a stability run plays its utterance set when its options give no bound. */
const STABILITY_DEFAULT_ITERATIONS = 10;

/** The most iterations a stability run may ask for. */
export const STABILITY_MAX_ITERATIONS = 10_000;

/** The longest time-bound stability run: a week. */
export const STABILITY_MAX_DURATION_MINUTES = 7 * 24 * 60;

/** How long one utterance's step may take past its audio (the device's answer, the device cloud's report). */
const STABILITY_STEP_GRACE_MS = 60_000;

/** The `customOptions` that bound a stability run: a count of rounds, or a time. */
const STABILITY_OPTION_FIELDS = {
  iterations: 'stabilityIterations',
  durationMinutes: 'stabilityDurationMinutes',
} as const;

/** What bounds a stability run: a number of rounds of its utterance set, or a time. */
export type StabilityBound =
  | { readonly timeBound: false; readonly iterations: number }
  | { readonly timeBound: true; readonly durationMs: number };

function optionOf(options: JobOptions, field: string): unknown {
  const value = options.testOptions.customOptions?.[field];
  return value === '' || value === null ? undefined : value;
}

/**
 * A stability run's bound from its options (issue 30): its iterations (ten
 * by default), or its duration in minutes, which makes it time-bound; every
 * reason the options cannot be played, naming the field.
 */
export function stabilityBound(options: JobOptions): Result<StabilityBound> {
  const { iterations: iterationsField, durationMinutes: durationField } = STABILITY_OPTION_FIELDS;
  const iterations = optionOf(options, iterationsField);
  const duration = optionOf(options, durationField);
  if (iterations !== undefined && duration !== undefined)
    return { ok: false, error: STABILITY_PLAN_MESSAGES.eitherBound(iterationsField, durationField) };
  if (duration !== undefined) {
    if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0)
      return { ok: false, error: STABILITY_PLAN_MESSAGES.notPositive(durationField) };
    if (duration > STABILITY_MAX_DURATION_MINUTES)
      return {
        ok: false,
        error: STABILITY_PLAN_MESSAGES.atMost(durationField, STABILITY_MAX_DURATION_MINUTES),
      };
    return { ok: true, value: { timeBound: true, durationMs: Math.round(duration * 60_000) } };
  }
  if (iterations === undefined)
    return { ok: true, value: { timeBound: false, iterations: STABILITY_DEFAULT_ITERATIONS } };
  if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations <= 0)
    return { ok: false, error: STABILITY_PLAN_MESSAGES.notPositiveWhole(iterationsField) };
  if (iterations > STABILITY_MAX_ITERATIONS)
    return { ok: false, error: STABILITY_PLAN_MESSAGES.atMost(iterationsField, STABILITY_MAX_ITERATIONS) };
  return { ok: true, value: { timeBound: false, iterations } };
}

/** An utterance of the stability set: what is played and what a right answer carries. */
export interface StabilityUtterance {
  readonly fileName: string;
  readonly transcript: string;
  /** The intent a right answer carries. */
  readonly expectedIntent: string | null;
  readonly durationMs: number;
}

/** One utterance of one round, played once to every device of the run. */
export interface StabilityStep {
  readonly key: string;
  /** 1-based. */
  readonly round: number;
  /** Its place in the round, 0-based. */
  readonly index: number;
  readonly utterance: StabilityUtterance;
  readonly budgetMs: number;
}

/** A stability run's plan: its devices, its utterance set, its bound and the steps planned so far. */
export type StabilityPlan = StabilityBound & {
  readonly scenarioType: string;
  readonly marketPlace: string;
  readonly devices: readonly RunDevice[];
  readonly utterances: readonly StabilityUtterance[];
  readonly steps: readonly StabilityStep[];
};

/** The key of a step, stable for a plan: 'round-0003/utterance-02'. */
function stabilityStepKey(round: number, index: number): string {
  return `round-${String(round).padStart(4, '0')}/utterance-${String(index + 1).padStart(2, '0')}`;
}

/** The steps of one round: the utterance set in order. */
function roundSteps(utterances: readonly StabilityUtterance[], round: number): StabilityStep[] {
  return utterances.map((utterance, index) => ({
    key: stabilityStepKey(round, index),
    round,
    index,
    utterance,
    budgetMs: utterance.durationMs + STABILITY_STEP_GRACE_MS,
  }));
}

/**
 * A stability run's plan (pure): the utterance set of its resource (the
 * manifest's utterance files) repeated on every DUT at once; a count-bound
 * run plans every round, a time-bound one its first (stabilityNextRound
 * plans the others while time is left).
 */
export function stabilityPlan(
  options: JobOptions,
  mapping: JobMapping,
  resource: { readonly id: string; readonly files: readonly ResourceFile[] },
): Result<StabilityPlan> {
  const utterances = resource.files
    .filter((file) => file.kind === 'utterance')
    .map((file) => ({
      fileName: file.fileName,
      transcript: file.transcript ?? '',
      expectedIntent: file.expectedResponse ?? null,
      durationMs: file.durationMs,
    }));
  if (!utterances.length) {
    const bound = stabilityBound(options);
    return bound.ok ? { ok: false, error: STABILITY_PLAN_MESSAGES.noUtterances(resource.id) } : bound;
  }
  return planOf(options, mapping, utterances);
}

/**
 * A stability run's plan again from the steps it stored (pure), for its
 * results, report and verdict, which read no manifest: the utterance set as
 * its steps played it, by their place in the round, else (nothing stored) the
 * locale's set as the resource pack records it.
 */
export function stabilityStoredPlan(
  options: JobOptions,
  mapping: JobMapping,
  outcomes: readonly Pick<StabilityStepOutcome, 'index' | 'transcript' | 'expectedIntent'>[],
): Result<StabilityPlan> {
  const played = new Map<number, StabilityUtterance>();
  for (const outcome of outcomes)
    if (!played.has(outcome.index))
      played.set(outcome.index, {
        fileName: '',
        transcript: outcome.transcript,
        expectedIntent: outcome.expectedIntent,
        durationMs: 0,
      });
  const utterances = played.size
    ? [...played.entries()].sort(([a], [b]) => a - b).map(([, utterance]) => utterance)
    : stabilityTranscripts(options.marketPlace).map((said) => ({ fileName: '', durationMs: 0, ...said }));
  return planOf(options, mapping, utterances);
}

function planOf(
  options: JobOptions,
  mapping: JobMapping,
  utterances: readonly StabilityUtterance[],
): Result<StabilityPlan> {
  const bound = stabilityBound(options);
  if (!bound.ok) return bound;
  const rounds = bound.value.timeBound ? 1 : bound.value.iterations;
  return {
    ok: true,
    value: {
      ...bound.value,
      scenarioType: options.testOptions.scenarioType,
      marketPlace: options.marketPlace,
      devices: runDevices(mapping),
      utterances,
      steps: Array.from({ length: rounds }, (_, round) => roundSteps(utterances, round + 1)).flat(),
    },
  };
}

/**
 * The next round of a time-bound run once every step planned so far is
 * stored (pure): none when its time is up (`elapsedMs` since it started) or
 * for a count-bound run, which planned all its rounds.
 */
export function stabilityNextRound(
  plan: StabilityPlan,
  lastRound: number,
  elapsedMs: number,
): StabilityStep[] {
  if (!plan.timeBound || elapsedMs >= plan.durationMs) return [];
  return roundSteps(plan.utterances, lastRound + 1);
}
