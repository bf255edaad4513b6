import { z } from 'zod';
import { parseJsonField } from '../common/json-field.util';
import { type Result } from '../common/result';
import { RUN_FAMILY_IDS } from '../families/families.data';
import { JOB_FAILURE_CLASSES } from '../statuses/job-failure-class.constant';
import { JOB_VERDICTS } from '../statuses/job-verdict.constant';
import { JOB_STATES } from '../statuses/job-states.constant';
import { CUSTOMIZED_TEST_TYPES } from '../suites/scenario-types.constant';

/**
 * A run's custom options (doc 1 §3 'customOptions'). Suites add options of
 * their own, so unknown keys are kept.
 */
const jobCustomOptionsSchema = z.looseObject({
  /** Trained mobile: the operator trains the phone by hand, and resumes the paused run (doc 1 §4.2). */
  mobileVoiceTrainingIsManual: z.boolean().optional(),
  deviceName: z.string().optional(),
  customizedTestType: z.enum(CUSTOMIZED_TEST_TYPES).optional(),
});

/** `options.testOptions` of a lab job (doc 1 §3). */
const jobTestOptionsSchema = z.object({
  /** The scenario suite (e.g. ACOUSTIC) or a test suite id (e.g. AVSCertSimulation); see `jobScenarioSuite`. */
  testSuite: z.string().min(1),
  scenarioType: z.string().min(1),
  testCategory: z.string().optional(),
  customOptions: jobCustomOptionsSchema.optional(),
  /** The shape of the phone hotspot settings is not shown in the spec; kept as given. */
  hotspotOptions: z.record(z.string(), z.unknown()).optional(),
  amazonId: z.string().optional(),
  config: z.object({ name: z.string() }).optional(),
  /**
   * Chosen: per scenario type, the positions a custom run plays it from (its
   * category row's scenarios); an acoustic run's types it chose none for get
   * those they play from when it is submitted (issue 29).
   */
  placements: z.record(z.string(), z.array(z.string())).optional(),
});

/** A lab job's `options`, stored as a JSON string (doc 1 §3). */
export const jobOptionsSchema = z.object({
  testSuite: z.string().min(1),
  testName: z.string().min(1),
  testType: z.string().optional(),
  marketPlace: z.string().min(1),
  /**
   * Not described in the spec (chosen): the order the run's test cases or
   * scenarios execute in, by name.
   */
  executionOrder: z.array(z.string()).optional(),
  testOptions: jobTestOptionsSchema,
});
export type JobOptions = z.infer<typeof jobOptionsSchema>;

/** One device of a job's mapping (doc 1 §3). */
const jobDeviceMappingEntrySchema = z.object({
  customerId: z.string().min(1),
  dsn: z.string().min(1),
  amazonId: z.string().optional(),
  deviceName: z.string().optional(),
  buildInfo: z.string().optional(),
  /** Chosen: the device type the device cloud needs to find the device (doc 2 §7 deviceserial, devicetype). */
  deviceType: z.string().optional(),
  /**
   * Chosen: whether the device cloud had the device on the automation proxy
   * when the run was admitted (its record's proxyEnabled); a run's testStats
   * carry it as isProxyEnabled (doc 1 §2.15).
   */
  proxyEnabled: z.boolean().optional(),
});
export type JobDeviceMappingEntry = z.infer<typeof jobDeviceMappingEntrySchema>;

/** The actor role of the Pi that speaks to the DUT in a built-in suite's run (chosen). */
export const JOB_SPEAKER_ROLE = 'Speaker';

/** The device under test's tag in a mapping; other tags name optional DUTs and companions. */
export const JOB_DUT_TAG = 'DUT';

/** The tag of the n-th optional DUT (1-based), scored beside the DUT. */
export function optionalDutTag(index: number): string {
  return `OPTIONAL_DUT${index}`;
}

/** The optional DUTs of a mapping, in order. */
export function optionalDutsOf(
  deviceMapping: Readonly<Record<string, JobDeviceMappingEntry>>,
): [string, JobDeviceMappingEntry][] {
  return Object.entries(deviceMapping)
    .filter(([tag]) => /^OPTIONAL_DUT\d+$/.test(tag))
    .sort(([a], [b]) => Number(a.slice('OPTIONAL_DUT'.length)) - Number(b.slice('OPTIONAL_DUT'.length)));
}

/** A lab job's `mapping`, stored as a JSON string: a DUT entry plus other tags (doc 1 §3). */
export const jobMappingSchema = z.object({
  deviceMapping: z
    .object({ [JOB_DUT_TAG]: jobDeviceMappingEntrySchema })
    .catchall(jobDeviceMappingEntrySchema),
  /**
   * Chosen (the spec shows the device tags only): each actor role of the
   * suite and the Pi that plays it.
   */
  actorMapping: z
    .record(z.string(), z.object({ thingId: z.string().min(1), piName: z.string().optional() }))
    .optional(),
});
export type JobMapping = z.infer<typeof jobMappingSchema>;

/** A lab job as the job list returns it (doc 1 §3). */
export const labJobSchema = z.object({
  id: z.string().min(1),
  state: z.enum(JOB_STATES),
  /** JSON string of `jobOptionsSchema`; read it with `parseJobOptions`. */
  options: z.string(),
  /** JSON string of `jobMappingSchema`; read it with `parseJobMapping`. */
  mapping: z.string(),
  labName: z.string(),
  ownerEmail: z.string(),
  sendCompletionEmail: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  scenarioName: z.string(),
  /** The run's test family, decided by the family table when it was submitted. */
  family: z.enum(RUN_FAMILY_IDS),
  /**
   * Chosen (the spec lists the run list's content as not shown): the share of
   * the run's utterances played, in %, from its live figures, when it has any.
   */
  progress: z.number().min(0).max(100).optional(),
  /** Chosen (issue 28): whose fault a failed run is; only a failed job has one. */
  failureClass: z.enum(JOB_FAILURE_CLASSES).optional(),
  /**
   * Chosen (issue 29): the run's verdict by its family's score, apart from
   * its state; only a run that played to its end has one (a failed verdict
   * fails it, of failure class test).
   */
  verdict: z.enum(JOB_VERDICTS).optional(),
  /** Chosen: why a failed run failed, in words for the person who ran it. */
  error: z.string().optional(),
});
export type LabJob = z.infer<typeof labJobSchema>;

export function parseJobOptions(raw: unknown): Result<JobOptions> {
  return parseJsonField(jobOptionsSchema, raw, 'options');
}

export function parseJobMapping(raw: unknown): Result<JobMapping> {
  return parseJsonField(jobMappingSchema, raw, 'mapping');
}
