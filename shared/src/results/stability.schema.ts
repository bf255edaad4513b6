import { z } from 'zod';
import { UTTERANCE_RESULT_STATUSES } from '../statuses';
import { dutOnlineStatusSchema } from './dut-status.schema';

const countSchema = z.number().int().min(0);

/**
 * The latest result of one utterance on one device, with the counts so far
 * (doc 1 §3 Stability payload). Result fields are empty while the utterance is
 * still being evaluated. passRate is a percentage; elapsedTime is in seconds
 * (unit chosen: the spec does not show it).
 */
const stabilityUtteranceResultSchema = z.object({
  asrText: z.string().nullish(),
  actualResponse: z.string().nullish(),
  actualIntent: z.string().nullish(),
  resultStatus: z.enum(UTTERANCE_RESULT_STATUSES).nullish(),
  deviceOnlineStatus: dutOnlineStatusSchema,
  totalCountSoFar: countSchema,
  passedCount: countSchema,
  failedCount: countSchema,
  errorCount: countSchema,
  passRate: z.number().min(0).max(100),
  deviceOfflineCount: countSchema,
  elapsedTime: z.number().min(0).nullish(),
});
export type StabilityUtteranceResult = z.infer<typeof stabilityUtteranceResultSchema>;

/** Results by device serial number, then by utterance text. */
const byDsnThenUtterance = z.record(z.string(), z.record(z.string(), stabilityUtteranceResultSchema));

/**
 * Each device's pass rate over the run so far after a round (issue 30, the
 * chart; chosen): null before its first judged attempt.
 */
const stabilityRoundPassRateSchema = z.object({
  round: z.number().int().positive(),
  elapsedSeconds: z.number().min(0),
  passRate: z.record(z.string(), z.number().min(0).max(100).nullable()),
});
export type StabilityRoundPassRate = z.infer<typeof stabilityRoundPassRateSchema>;

/**
 * The live payload of a stability run (doc 1 §3). timeBoundUtterance says the
 * run repeats its utterances for a duration rather than a count; the results
 * are then in the time-based map, else in the admin (count-based) map.
 * passRateByRound (chosen, issue 30) carries the chart's points.
 */
export const stabilityPayloadSchema = z.object({
  timeBoundUtterance: z.boolean().default(false),
  dsnToTimeBasedUtteranceResultMap: byDsnThenUtterance.default({}),
  dsnToAdminUtteranceResultMap: byDsnThenUtterance.default({}),
  passRateByRound: z.array(stabilityRoundPassRateSchema).optional(),
});
export type StabilityPayload = z.infer<typeof stabilityPayloadSchema>;

/**
 * One device's utterance of a stability run as GET /api/jobs/{id}/results
 * lists it (issue 30; field names chosen, the CSV's columns): its counts,
 * pass rate and result by the minimum rate, and its latest answer.
 */
export const stabilityResultSchema = z.object({
  tag: z.string(),
  deviceSerialNumber: z.string(),
  deviceName: z.string(),
  utterance: z.string(),
  totalAttempts: countSchema,
  passCount: countSchema,
  failCount: countSchema,
  errorCount: countSchema,
  offlineCount: countSchema,
  passRate: z.number().min(0).max(100),
  passed: z.boolean(),
  lastResponse: z.string().nullable(),
  lastIntent: z.string().nullable(),
  comments: z.string(),
});
export type StabilityResult = z.infer<typeof stabilityResultSchema>;
