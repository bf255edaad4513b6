import { z } from 'zod';

/**
 * One attempt of a UPL run: what the device did, as the device cloud told it,
 * and the latency measured in the Pi's recording of the room (the end of the
 * played speech to the onset of the spoken answer), or why there is none.
 */
export const uplStepOutcomeSchema = z.object({
  attempt: z.number().int().positive(),
  index: z.number().int().nonnegative(),
  transcript: z.string(),
  domain: z.string().nullable(),
  playedAt: z.iso.datetime({ offset: true }),
  online: z.boolean(),
  heardText: z.string().nullable(),
  responseText: z.string().nullable(),
  intent: z.string().nullable(),
  /** What the recording's answer says, transcribed. */
  transcribeText: z.string().nullable(),
  /** Measured in the recording; absent when it could not be (see problem or error). */
  timing: z
    .object({
      speechEndMs: z.number().nonnegative(),
      answerOnsetMs: z.number().nonnegative(),
      latencyMs: z.number().nonnegative(),
    })
    .optional(),
  /** Why the recording gives no latency: the device's doing (no answer, offline) or the recording's. */
  problem: z.enum(['no-speech', 'no-answer', 'offline']).optional(),
  /** The recording could not be read at all: the attempt is an error, the run goes on. */
  error: z.string().optional(),
  recordingId: z.string().optional(),
});
export type UplStepOutcome = z.infer<typeof uplStepOutcomeSchema>;
