import { z } from 'zod';

/** What one device did with one utterance, as the device cloud told it. */
const stabilityDeviceAttemptSchema = z.object({
  deviceSerialNumber: z.string(),
  /** Online and not muted when the utterance played; an offline attempt is counted, not judged. */
  online: z.boolean(),
  heardText: z.string().nullable(),
  responseText: z.string().nullable(),
  intent: z.string().nullable(),
  /** Why what the device did could not be read (the device cloud failing): the attempt is an error. */
  error: z.string().optional(),
});
export type StabilityDeviceAttempt = z.infer<typeof stabilityDeviceAttemptSchema>;

/** One utterance of one round played to every device: the stored outcome of one step. */
export const stabilityStepOutcomeSchema = z.object({
  round: z.number().int().positive(),
  index: z.number().int().nonnegative(),
  transcript: z.string(),
  expectedIntent: z.string().nullable(),
  playedAt: z.iso.datetime({ offset: true }),
  /** Seconds since the run started, when the utterance played (the time-bound view's Elapsed Time). */
  elapsedSeconds: z.number().nonnegative(),
  devices: z.array(stabilityDeviceAttemptSchema),
});
export type StabilityStepOutcome = z.infer<typeof stabilityStepOutcomeSchema>;
