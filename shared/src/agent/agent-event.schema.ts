import { z } from 'zod';

const at = z.iso.datetime({ offset: true });

/**
 * What an agent publishes on its events topic (ARCHITECTURE.md: playback
 * started/finished, recording ready). Events are informative; the answer on the
 * response topic stays the outcome of record. `requestId` ties an event to the
 * request that caused it.
 */
export const agentEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('playback_started'),
    at,
    requestId: z.string().optional(),
    waveFileName: z.string(),
    durationMs: z.number().nonnegative(),
  }),
  z.object({
    type: z.literal('playback_finished'),
    at,
    requestId: z.string().optional(),
    waveFileName: z.string(),
    durationMs: z.number().nonnegative(),
    /** True when a `stop` (or the request's deadline) cut the playback short. */
    stopped: z.boolean(),
  }),
  z.object({
    type: z.literal('recording_ready'),
    at,
    requestId: z.string().optional(),
    fileName: z.string(),
    durationMs: z.number().nonnegative(),
    rmsDbfs: z.number(),
    /** The id the cloud stored it under, when `record` asked for the upload. */
    recordingId: z.uuid().optional(),
  }),
]);
export type AgentEvent = z.infer<typeof agentEventSchema>;
