import { z } from 'zod';
import { AGENT_ACTIONS } from '../lab/agent-actions.constant';

const at = z.iso.datetime({ offset: true });

/**
 * What an agent publishes on its events topic (ARCHITECTURE.md: playback
 * started/finished, recording ready) and a long action's progress. Events are informative; the answer on the
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
  /**
   * How far a long action has got (a scan, a stability run), while it runs;
   * with the job and step its request named, so a run follows its own step.
   */
  z.object({
    type: z.literal('action_progress'),
    at,
    requestId: z.string().optional(),
    action: z.enum(AGENT_ACTIONS),
    jobId: z.string().optional(),
    stepKey: z.string().optional(),
    /** What it does now, for a person. */
    message: z.string().max(500).optional(),
    percent: z.number().min(0).max(100).optional(),
    /** The action's own figures (counts, the phase), small. */
    data: z.record(z.string(), z.unknown()).optional(),
  }),
]);
export type AgentEvent = z.infer<typeof agentEventSchema>;
