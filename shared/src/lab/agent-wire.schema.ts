import { z } from 'zod';
import { AGENT_ACTIONS } from './agent-actions.constant';

/**
 * What the cloud publishes on a Pi's request topic: `{id, action, payload,
 * ackTimeout?}`; the agent answers on its response topic with the same id.
 */
export const agentRequestSchema = z.object({
  id: z.string().min(1),
  action: z.enum(AGENT_ACTIONS),
  payload: z.unknown().optional(),
  ackTimeout: z.number().int().positive().optional(),
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
