import { type Result } from '../../common/result';
import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { type ResourceFile } from '../../sync/resource-manifest.schema';
import { type RunDevice, runDevices } from '../run-devices.rule';
import { UPL_PLAN_MESSAGES, UPL_RUN_MESSAGES } from './upl.messages';
import { type UplStepOutcome } from './upl-outcome.schema';

/** Attempts of each utterance, by UPL type: the standard run measures ten, the quick one three. */
const UPL_ATTEMPTS: Readonly<Record<string, number>> = { UPL_STANDARD: 10, UPL_QUICK: 3 };

/** The most attempts of each utterance a run may ask for in its options (chosen: a standard run's ten, twice over). */
export const UPL_MAX_ATTEMPTS = 20;

/** The custom option that sets a run's attempts of each utterance instead of its type's. */
const UPL_CUSTOM_OPTION_FIELDS = { attempts: 'uplAttempts' } as const;

/**
 * The latency an utterance's TP90 may reach and pass (ms), from the end of
 * the question to the first sound of the spoken answer: device makers aim at
 * about a second to the device's response, and the published user-perceived
 * latencies of cloud assistants, to the first audio of the reply, run one to
 * two seconds; a TP90 beyond two seconds is a slow device.
 */
export const UPL_LATENCY_LIMIT_MS = 2_000;

/** How long the device may take to answer, and its answer to be recorded, past the utterance's audio (ms). */
const UPL_ANSWER_WINDOW_MS = 8_000;

/** An utterance of the UPL set. */
export interface UplUtterance {
  readonly fileName: string;
  readonly transcript: string;
  readonly expectedIntent: string | null;
  /** Its domain (the resource's category: WEATHER, TIME ...). */
  readonly domain: string | null;
  readonly durationMs: number;
}

/** One attempt of one utterance: the Pi records the room while it plays it, then the device's answer. */
export interface UplStep {
  readonly key: string;
  /** 1-based. */
  readonly attempt: number;
  /** Its place in the set, 0-based. */
  readonly index: number;
  readonly utterance: UplUtterance;
  /** How long the Pi records from when it starts playing (ms). */
  readonly recordMs: number;
  readonly budgetMs: number;
}

/** A UPL run's plan: the DUT, the utterance set and each attempt in play order. */
export interface UplPlan {
  readonly scenarioType: string;
  readonly marketPlace: string;
  readonly device: RunDevice;
  readonly attempts: number;
  readonly limitMs: number;
  readonly utterances: readonly UplUtterance[];
  readonly steps: readonly UplStep[];
}

/** The catalogue resource a UPL run plays: its type's utterance set in its locale (the resource pack's). */
export function uplResource(options: JobOptions): string {
  return `${options.testOptions.scenarioType}/${options.marketPlace}`;
}

/**
 * The attempts of each utterance a run plays: its options' uplAttempts, else
 * its type's; why they cannot be played, naming the field.
 */
export function uplAttempts(options: JobOptions): Result<number> {
  const field = UPL_CUSTOM_OPTION_FIELDS.attempts;
  const { scenarioType, customOptions } = options.testOptions;
  const asked = (customOptions as Readonly<Record<string, unknown>> | undefined)?.[field];
  if (asked === undefined)
    return { ok: true, value: UPL_ATTEMPTS[scenarioType] ?? UPL_ATTEMPTS.UPL_STANDARD! };
  if (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 1 || asked > UPL_MAX_ATTEMPTS)
    return { ok: false, error: UPL_PLAN_MESSAGES.attemptsOutOfRange(field, UPL_MAX_ATTEMPTS) };
  return { ok: true, value: asked };
}

/**
 * A UPL run's plan (pure): every utterance of its resource's set played to
 * the DUT as many times as its type measures, attempt after attempt through
 * the set (so a drift of the room or the device shows in every utterance
 * alike), each recorded by the Pi long enough to hold the answer.
 */
export function uplPlan(
  options: JobOptions,
  mapping: JobMapping,
  resource: { readonly id: string; readonly files: readonly ResourceFile[] },
): Result<UplPlan> {
  const utterances = resource.files
    .filter((file) => file.kind === 'utterance')
    .map((file) => ({
      fileName: file.fileName,
      transcript: file.transcript ?? '',
      expectedIntent: file.expectedResponse ?? null,
      domain: file.category ?? null,
      durationMs: file.durationMs,
    }));
  if (!utterances.length) return { ok: false, error: UPL_RUN_MESSAGES.noUtterances(resource.id) };
  const { scenarioType } = options.testOptions;
  const asked = uplAttempts(options);
  if (!asked.ok) return asked;
  const attempts = asked.value;
  const steps = Array.from({ length: attempts }, (_, a) =>
    utterances.map((utterance, index) => ({
      key: `attempt-${String(a + 1).padStart(2, '0')}/utterance-${String(index + 1).padStart(2, '0')}`,
      attempt: a + 1,
      index,
      utterance,
      recordMs: utterance.durationMs + UPL_ANSWER_WINDOW_MS,
      budgetMs: utterance.durationMs + 2 * UPL_ANSWER_WINDOW_MS,
    })),
  ).flat();
  return {
    ok: true,
    value: {
      scenarioType,
      marketPlace: options.marketPlace,
      device: runDevices(mapping)[0]!,
      attempts,
      limitMs: UPL_LATENCY_LIMIT_MS,
      utterances,
      steps,
    },
  };
}

/**
 * A UPL run's plan again from what it stored (pure), for its results, report
 * and verdict: the utterances its attempts played, in the set's order, with
 * the type's attempts and the limit; no steps (the manifest is not read again).
 */
export function uplPlanOfOutcomes(
  options: JobOptions,
  mapping: JobMapping,
  outcomes: readonly UplStepOutcome[],
): UplPlan {
  const byIndex = new Map<number, UplUtterance>();
  for (const outcome of [...outcomes].sort((a, b) => a.index - b.index))
    if (!byIndex.has(outcome.index))
      byIndex.set(outcome.index, {
        fileName: '',
        transcript: outcome.transcript,
        expectedIntent: null,
        domain: outcome.domain,
        durationMs: 0,
      });
  const attempts = uplAttempts(options);
  return {
    scenarioType: options.testOptions.scenarioType,
    marketPlace: options.marketPlace,
    device: runDevices(mapping)[0]!,
    attempts: attempts.ok ? attempts.value : Math.max(0, ...outcomes.map((outcome) => outcome.attempt)),
    limitMs: UPL_LATENCY_LIMIT_MS,
    utterances: [...byIndex.values()],
    steps: [],
  };
}
