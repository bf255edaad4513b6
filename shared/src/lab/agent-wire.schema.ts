import { z } from 'zod';
import { AGENT_ACTIONS } from './agent-actions.constant';

/** A job's id or a step's key as a request carries them. */
const jobKeyPart = z.string().min(1).max(128);

/**
 * What the cloud publishes on a Pi's request topic: `{id, action, payload,
 * ackTimeout?, jobId?, stepKey?}`; the agent answers on its response topic
 * with the same id. A request of a run's step names the job and the step: a
 * second request for the same step (a resumed run asking again) waits for the
 * action already running, or gets the answer it gave, rather than running it
 * twice.
 */
export const agentRequestSchema = z.object({
  id: z.string().min(1),
  action: z.enum(AGENT_ACTIONS),
  payload: z.unknown().optional(),
  ackTimeout: z.number().int().positive().optional(),
  jobId: jobKeyPart.optional(),
  stepKey: jobKeyPart.optional(),
});
export type AgentRequest = z.infer<typeof agentRequestSchema>;

/** What the agent publishes on its response topic: `{id, code, data?, error?}`; 200 is success. */
export const agentResponseSchema = z.object({
  id: z.string().min(1),
  code: z.number().int(),
  data: z.unknown().optional(),
  error: z.unknown().optional(),
});
export type AgentResponse = z.infer<typeof agentResponseSchema>;
