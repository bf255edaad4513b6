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
 * The live payload of a stability run (doc 1 §3). timeBoundUtterance says the
 * run repeats its utterances for a duration rather than a count; the results
 * are then in the time-based map, else in the admin (count-based) map.
 */
export const stabilityPayloadSchema = z.object({
  timeBoundUtterance: z.boolean().default(false),
  dsnToTimeBasedUtteranceResultMap: byDsnThenUtterance.default({}),
  dsnToAdminUtteranceResultMap: byDsnThenUtterance.default({}),
});
export type StabilityPayload = z.infer<typeof stabilityPayloadSchema>;
