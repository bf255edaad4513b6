import { z } from 'zod';
import { CALIBRATION_OPTION_IDS } from './calibration.constant';

/**
 * The codes of an agent's answer `{id, code, data?, error?}` (OAK's wire
 * protocol, modelled on HTTP so the cloud can pass them on). 200 is the only
 * success (doc 1 §7).
 */
export const AGENT_RESPONSE_CODES = {
  ok: 200,
  /** The request or its payload is malformed; `error` says which field. */
  badRequest: 400,
  /** The action is not one the agent knows. */
  unknownAction: 404,
  /** The Pi is busy with something that excludes this action (e.g. calibrating). */
  busy: 409,
  /** The action ran and failed; `error` holds the reason. */
  failed: 500,
  /** The action did not finish within its deadline. */
  timedOut: 504,
} as const;
export type AgentResponseCode = (typeof AGENT_RESPONSE_CODES)[keyof typeof AGENT_RESPONSE_CODES];

/** The error of a failed answer: a message, and `state: 'failed'` as doc 1 §7 reads it. */
export const agentErrorSchema = z.object({
  message: z.string(),
  state: z.literal('failed'),
});
export type AgentError = z.infer<typeof agentErrorSchema>;

/** Longest recording one `record` request may ask for (chosen: 10 minutes). */
export const AGENT_MAX_RECORD_MS = 600_000;

/** A recording's file name: plain (no folder), so it can name a file in the Pi's cache and a URL segment. */
export const RECORDING_FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.wav$/;

/**
 * Payload of `record`: how long to record from the reference mic, the file to
 * keep it in, and whether to upload it to the cloud once written (the answer
 * then carries its `recordingId`, by which the cloud reads it back, e.g. to
 * transcribe the device's spoken answer: doc 1 §2.6 audio recording validation).
 */
export const recordRequestSchema = z.object({
  durationMs: z.number().int().min(100).max(AGENT_MAX_RECORD_MS),
  fileName: z.string().regex(RECORDING_FILE_NAME_PATTERN, 'must be a plain .wav file name').optional(),
  upload: z.boolean().optional(),
});

/**
 * Data of a finished `record`: where the file is and how loud it was (RMS,
 * dBFS); with `upload`, the id the cloud stored it under. The audio itself
 * never travels in the answer: MQTT messages are kept small.
 */
export const recordResultSchema = z.object({
  fileName: z.string(),
  durationMs: z.number().nonnegative(),
  sampleRate: z.number().int().positive(),
  rmsDbfs: z.number(),
  recordingId: z.uuid().optional(),
});
export type RecordResult = z.infer<typeof recordResultSchema>;

/** Data of a finished `talk`: what played and for how long. */
export const talkResultSchema = z.object({
  waveFileName: z.string(),
  durationMs: z.number().nonnegative(),
  volume: z.number(),
  controlName: z.string(),
});
export type TalkResult = z.infer<typeof talkResultSchema>;

/** Data of `stop`: whether anything was playing or recording. */
export const stopResultSchema = z.object({ stopped: z.boolean() });
export type StopResult = z.infer<typeof stopResultSchema>;

/**
 * Data of a finished `calibrate`: for pink noise, the level the reference mic
 * measured while the Pi played it (dBFS); for the DUT calibrations, the level
 * of the device's answer.
 */
export const calibrationMeasurementSchema = z.object({
  option: z.enum(CALIBRATION_OPTION_IDS),
  rmsDbfs: z.number(),
  durationMs: z.number().nonnegative(),
});
export type CalibrationMeasurement = z.infer<typeof calibrationMeasurementSchema>;

/** Payload of `update`: the version to install; absent means the cloud's current release. */
export const updateRequestSchema = z.object({
  version: z.string().min(1).optional(),
});

/** Data of `update`: the versions, and whether the agent restarts to run the new one. */
export const updateResultSchema = z.object({
  previousVersion: z.string(),
  version: z.string(),
  restarting: z.boolean(),
});
export type UpdateResult = z.infer<typeof updateResultSchema>;

/**
 * The programs `diagnostics` runs, each for one fact about the Pi: its system,
 * how long it has run and its load, the space left for its cache, and its
 * network interfaces (which network sees the device under test).
 */
export const DIAGNOSTICS_CHECKS = [
  { name: 'system', command: 'uname' },
  { name: 'uptime', command: 'uptime' },
  { name: 'disk', command: 'df' },
  { name: 'network', command: 'ip' },
] as const;

/** How much of each check's output the answer carries; the uploaded report holds all of it. */
export const DIAGNOSTICS_ANSWER_OUTPUT_MAX_BYTES = 2048;

/**
 * Payload of `diagnostics`: with `upload` (in a run's step, whose job and
 * step the request names), the full report goes to the cloud as an artifact.
 */
export const diagnosticsRequestSchema = z.object({
  upload: z.boolean().optional(),
});

/** Data of `diagnostics`: each check's program, how it ended and what it printed (clipped). */
export const diagnosticsResultSchema = z.object({
  checks: z.array(
    z.object({
      name: z.string(),
      command: z.string(),
      exitCode: z.number().int().nullable(),
      durationMs: z.number().nonnegative(),
      output: z.string(),
      truncated: z.boolean(),
    }),
  ),
  /** The id of the uploaded report (`diagnostics.txt`), with `upload`. */
  artifactId: z.uuid().optional(),
});
export type DiagnosticsResult = z.infer<typeof diagnosticsResultSchema>;
