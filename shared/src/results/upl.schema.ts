import { z } from 'zod';
import { UTTERANCE_RESULT_STATUSES } from '../statuses';
import { dutOnlineStatusSchema } from './dut-status.schema';
import { farSimulationDeviceSchema } from './far.schema';

/** A latency in milliseconds; null while the attempt is still processing (shown 'Running', doc 1 §2.11). */
const latencyMsSchema = z.number().min(0).nullish();

/**
 * One attempt of an utterance in a UPL run, carrying the utterance's running
 * statistics so far (doc 1 §3 UPL payload).
 */
const uplUtteranceResultSchema = z.object({
  totalAttempts: z.number().int().min(0),
  averageUPLValue: latencyMsSchema,
  tp50: latencyMsSchema,
  tp90: latencyMsSchema,
  resultStatus: z.enum(UTTERANCE_RESULT_STATUSES).nullish(),
  finalUPLValue: latencyMsSchema,
  asrText: z.string().nullish(),
  actualResponse: z.string().nullish(),
  domain: z.string().nullish(),
  transcribeText: z.string().nullish(),
  deviceOnlineStatus: dutOnlineStatusSchema.nullish(),
});
export type UplUtteranceResult = z.infer<typeof uplUtteranceResultSchema>;

/** The live payload of a UPL run: attempts by utterance text, oldest first (doc 1 §3). */
export const uplPayloadSchema = z.object({
  uplUtteranceResultMap: z.record(z.string(), z.array(uplUtteranceResultSchema)).default({}),
  testProgressPercent: z.number().min(0).max(100).default(0),
});
export type UplPayload = z.infer<typeof uplPayloadSchema>;

/**
 * One utterance of a UPL run as `/results` lists it (chosen shape, after the
 * summary table of doc 1 §2.11 and the report's row): its attempts, average,
 * TP50 and TP90 against the named limit, its result, and every attempt with
 * the latency measured, the device's response and the transcribed answer, or
 * why it has none.
 */
export const uplUtteranceSummarySchema = z.object({
  utterance: z.string(),
  domain: z.string().nullable(),
  totalAttempts: z.number().int().min(0),
  averageUPLValue: z.number().min(0).nullable(),
  tp50: z.number().min(0).nullable(),
  tp90: z.number().min(0).nullable(),
  limitMs: z.number().min(0),
  resultStatus: z.enum(UTTERANCE_RESULT_STATUSES).nullable(),
  comments: z.string(),
  attempts: z.array(
    z.object({
      attempt: z.number().int().positive(),
      uplMs: z.number().min(0).nullable(),
      asrText: z.string().nullable(),
      actualResponse: z.string().nullable(),
      transcribeText: z.string().nullable(),
      deviceOnlineStatus: dutOnlineStatusSchema,
      /** Why the attempt has no latency: no answer, the device offline, or the recording's error. */
      problem: z.string().optional(),
    }),
  ),
});
export type UplUtteranceSummary = z.infer<typeof uplUtteranceSummarySchema>;

/** A device of a sample result's simulation environment (doc 1 §3: serial, type, name, realm). */
const uplSimulationDeviceSchema = farSimulationDeviceSchema
  .pick({ deviceSerialNumber: true, deviceName: true })
  .extend({ deviceType: z.string(), realm: z.string().nullish() });

/**
 * A full sample UPL result (doc 1 §3): an attempt plus what produced it. The
 * spec names these fields in prose; the camel-case names are chosen.
 * @kept for the UPL family: doc 1 §2.11 (UPL live view), §3
 */
export const uplSampleResultSchema = uplUtteranceResultSchema.extend({
  validationType: z.string().nullish(),
  expectedIntent: z.string().nullish(),
  actualIntent: z.string().nullish(),
  retryIndex: z.number().int().min(0),
  audioRecordingLink: z.string().nullish(),
  simulationEnvironment: z.object({
    company: z.string().nullish(),
    actors: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
    noiseActor: z.object({ id: z.string(), name: z.string() }).nullish(),
    devices: z.array(uplSimulationDeviceSchema).default([]),
  }),
  simulationOptions: z.object({
    batchJob: z.boolean().nullish(),
    testName: z.string().nullish(),
    releaseVersion: z.string().nullish(),
    marketPlace: z.string().nullish(),
    testSuite: z.string().nullish(),
    testType: z.string().nullish(),
    option: z.string().nullish(),
    customOptions: z.record(z.string(), z.unknown()).nullish(),
  }),
  /** When the latency was measured, as an ISO 8601 UTC date-time. */
  measureTime: z.string(),
});
