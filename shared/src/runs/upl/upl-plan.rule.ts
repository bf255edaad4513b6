import { type Result } from '../../common/result';
import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { type ResourceFile } from '../../sync/resource-manifest.schema';
import { type RunDevice, runDevices } from '../run-devices.rule';
import { UPL_RUN_MESSAGES } from './upl.messages';

/** Attempts of each utterance, by UPL type: the standard run measures ten, the quick one three. */
const UPL_ATTEMPTS: Readonly<Record<string, number>> = { UPL_STANDARD: 10, UPL_QUICK: 3 };

/**
 * The latency an utterance's TP90 may reach and pass (ms): device makers
 * expect a reply within about a second of the end of the question.
 */
const UPL_LATENCY_LIMIT_MS = 1_000;

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

/**
 * A UPL run's plan (pure): every utterance of its resource's set played to
 * the DUT as many times as its type measures, attempt after attempt through
 * the set (so a drift of the room or the device shows in every utterance
 * alike), each recorded by the Pi long enough to hold the answer.
 * @kept for the UPL family's runner plug-in (issue 30), built on these next
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
  const attempts = UPL_ATTEMPTS[scenarioType] ?? UPL_ATTEMPTS.UPL_STANDARD!;
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
