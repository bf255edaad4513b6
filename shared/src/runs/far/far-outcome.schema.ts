import { z } from 'zod';

/** One device check of a FAR chunk: when, and which devices were offline or muted then. */
const farDeviceCheckSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  /** Serial numbers of the devices offline or muted at the check. */
  offline: z.array(z.string()),
});

/**
 * One chunk of a FAR run as played: the stored outcome of one step. False
 * wakes are counted per device serial number from the device cloud's
 * activity inside the chunk's own window, so a chunk played again after a
 * restart replaces its count rather than adding to it.
 */
export const farChunkOutcomeSchema = z.object({
  chunk: z.number().int().positive(),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }),
  falseWakes: z.record(z.string(), z.number().int().min(0)),
  checks: z.array(farDeviceCheckSchema),
});
export type FarChunkOutcome = z.infer<typeof farChunkOutcomeSchema>;
