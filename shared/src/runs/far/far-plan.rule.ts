import { type Result } from '../../common/result';
import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { FAR_DEFAULT_TOTAL_CHUNKS } from '../../results/far.constant';
import { type RunDevice, runDevices } from '../run-devices.rule';
import { FAR_PLAN_MESSAGES } from './far.messages';

/** How long a FAR run plays its track when the run does not say (doc 1 §9: far-type tests last one day). */
const FAR_DEFAULT_DURATION_MINUTES = 24 * 60;

/** The most chunks a FAR run may be cut into (AC_FAR_CUSTOM): a chunk a minute for a day. */
export const FAR_MAX_CHUNKS = 1_440;

/** The longest FAR run (AC_FAR_CUSTOM): a week. */
export const FAR_MAX_DURATION_MINUTES = 7 * 24 * 60;

/** How often the run checks each device is online and not muted (minutes of run time). */
const FAR_DEVICE_CHECK_EVERY_MINUTES = 10;

/** How far past its own length a chunk may run (the track's start, the last device check) before it fails. */
const FAR_CHUNK_GRACE_MS = 2 * 60_000;

/** The `customOptions` of AC_FAR_CUSTOM that set its length and chunks. */
const FAR_CUSTOM_OPTION_FIELDS = {
  durationMinutes: 'farDurationMinutes',
  chunkMinutes: 'farChunkMinutes',
} as const;

/**
 * The category of a FAR resource's track in its manifest: the noise the Pi at
 * the noise position plays for the whole run, speech-like babble under a
 * TV-like programme (the resource pack makes it).
 */
export const FAR_TRACK_CATEGORY = 'FAR_TRACK';

/**
 * The catalogue resource that holds a FAR run's track: its scenario type's in
 * its locale, close talk's and mobile's FAR playing AC_FAR's (doc 3 §3).
 */
export function farTrackResource(options: JobOptions): string {
  return `${farCatalogueType(options.testOptions.scenarioType)}/${options.marketPlace}`;
}

/** The catalogue type whose resources a FAR type plays: its own, or AC_FAR for close talk's and mobile's FAR. */
export function farCatalogueType(scenarioType: string): string {
  return scenarioType === 'FAR' ? 'AC_FAR' : scenarioType;
}

/** One chunk of the FAR track: a step of the run, with its place in the run's time. */
export interface FarChunkStep {
  readonly key: string;
  /** 1-based, as the live payload's chunkId. */
  readonly chunk: number;
  /** Where the chunk starts in the track (ms). */
  readonly offsetMs: number;
  readonly durationMs: number;
  /** When, from the chunk's start, each device check falls (ms); the last at its end. */
  readonly checksAtMs: readonly number[];
  readonly budgetMs: number;
}

/** A FAR run's plan: its devices and the track's chunks in play order. */
export interface FarPlan {
  readonly scenarioType: string;
  readonly marketPlace: string;
  readonly devices: readonly RunDevice[];
  readonly durationMs: number;
  readonly totalChunks: number;
  readonly steps: readonly FarChunkStep[];
}

/** The key of a chunk's step, stable for a plan: 'chunk-007'. */
function farChunkKey(chunk: number): string {
  return `chunk-${String(chunk).padStart(3, '0')}`;
}

function customMinutes(options: JobOptions, field: string): number | undefined | string {
  const value = options.testOptions.customOptions?.[field];
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : String(value);
}

/**
 * The length and chunk length of a FAR run: a day in 144 chunks, or what an
 * AC_FAR_CUSTOM run's options say; every reason they cannot be played, each
 * naming its field.
 */
export function farTiming(options: JobOptions): Result<{ durationMinutes: number; chunkMinutes: number }> {
  const defaults = {
    durationMinutes: FAR_DEFAULT_DURATION_MINUTES,
    chunkMinutes: FAR_DEFAULT_DURATION_MINUTES / FAR_DEFAULT_TOTAL_CHUNKS,
  };
  if (options.testOptions.scenarioType !== 'AC_FAR_CUSTOM') return { ok: true, value: defaults };
  const { durationMinutes: durationField, chunkMinutes: chunkField } = FAR_CUSTOM_OPTION_FIELDS;
  const duration = customMinutes(options, durationField) ?? defaults.durationMinutes;
  const chunk = customMinutes(options, chunkField) ?? defaults.chunkMinutes;
  const problems: string[] = [];
  const positive = (field: string, value: number | string) => {
    if (typeof value !== 'number' || value <= 0) problems.push(FAR_PLAN_MESSAGES.notPositive(field));
  };
  positive(durationField, duration);
  positive(chunkField, chunk);
  if (typeof duration === 'number' && duration > FAR_MAX_DURATION_MINUTES)
    problems.push(FAR_PLAN_MESSAGES.tooLong(durationField, FAR_MAX_DURATION_MINUTES));
  if (problems.length) return { ok: false, error: problems.join(' ') };
  const [d, c] = [duration as number, chunk as number];
  if (c > d) return { ok: false, error: FAR_PLAN_MESSAGES.chunkLongerThanRun(chunkField, durationField) };
  if (Math.ceil(d / c) > FAR_MAX_CHUNKS)
    return { ok: false, error: FAR_PLAN_MESSAGES.tooManyChunks(chunkField, FAR_MAX_CHUNKS) };
  return { ok: true, value: { durationMinutes: d, chunkMinutes: c } };
}

/**
 * A FAR run's plan (pure): the track cut into chunks, each a step (so a run
 * taken again resumes at the next chunk, and none is counted twice), with the
 * device checks that fall in it every FAR_DEVICE_CHECK_EVERY_MINUTES of the
 * run, and one at its end. The last chunk is shorter when the length does not
 * divide.
 */
export function farPlan(options: JobOptions, mapping: JobMapping): Result<FarPlan> {
  const timing = farTiming(options);
  if (!timing.ok) return timing;
  const durationMs = Math.round(timing.value.durationMinutes * 60_000);
  const chunkMs = Math.round(timing.value.chunkMinutes * 60_000);
  const checkEveryMs = FAR_DEVICE_CHECK_EVERY_MINUTES * 60_000;
  const totalChunks = Math.ceil(durationMs / chunkMs);
  const steps: FarChunkStep[] = [];
  for (let index = 0; index < totalChunks; index += 1) {
    const offsetMs = index * chunkMs;
    const length = Math.min(chunkMs, durationMs - offsetMs);
    const checksAtMs: number[] = [];
    // The checks on the run's grid of FAR_DEVICE_CHECK_EVERY_MINUTES that fall inside the chunk, then its end.
    for (
      let at = Math.ceil((offsetMs + 1) / checkEveryMs) * checkEveryMs;
      at < offsetMs + length;
      at += checkEveryMs
    )
      checksAtMs.push(at - offsetMs);
    checksAtMs.push(length);
    steps.push({
      key: farChunkKey(index + 1),
      chunk: index + 1,
      offsetMs,
      durationMs: length,
      checksAtMs,
      budgetMs: length + FAR_CHUNK_GRACE_MS,
    });
  }
  return {
    ok: true,
    value: {
      scenarioType: options.testOptions.scenarioType,
      marketPlace: options.marketPlace,
      devices: runDevices(mapping),
      durationMs,
      totalChunks,
      steps,
    },
  };
}
