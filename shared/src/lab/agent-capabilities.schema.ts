import { z } from 'zod';
import { AGENT_ACTIONS } from './agent-actions.constant';

/** A program an action needs on the Pi, as found on its PATH when the agent started. */
export const agentCommandSchema = z.object({
  name: z.string().min(1).max(64),
  /** Where it was found; absent when it is not installed. */
  path: z.string().max(1024).optional(),
});
export type AgentCommand = z.infer<typeof agentCommandSchema>;

/**
 * What a Pi can do, in its reported shadow (`capabilities`): the actions its
 * agent answers, and the programs those actions need with whether each is
 * installed (e.g. `nmap` for a port scan). Admission reads it to pick a Pi
 * that can run a step; an action whose program is missing answers 404.
 */
export const agentCapabilitiesSchema = z.object({
  /** The actions this agent answers whose programs are all installed. */
  actions: z.array(z.enum(AGENT_ACTIONS)),
  commands: z.array(agentCommandSchema),
});
export type AgentCapabilities = z.infer<typeof agentCapabilitiesSchema>;

/** Whether a Pi reported `command` installed. */
export function hasCommand(capabilities: AgentCapabilities | undefined, command: string): boolean {
  return capabilities?.commands.some((found) => found.name === command && found.path !== undefined) ?? false;
}
