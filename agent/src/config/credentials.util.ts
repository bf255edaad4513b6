import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { AgentConfigError } from './agent-config';

/** The credentials file `oak-agent register` writes (mode 0600): the Pi's MQTT login. */
export const agentCredentialsSchema = z.object({
  username: z.string().min(1).optional(),
  password: z.string().min(1),
});
export type AgentCredentials = z.infer<typeof agentCredentialsSchema>;

/** Reads the credentials file; errors say what is wrong without ever echoing its content. */
export function readAgentCredentials(file: string): AgentCredentials {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'not valid JSON' : (error as Error).message;
    throw new AgentConfigError(`Cannot read the credentials file ${file}: ${reason}`);
  }
  const parsed = agentCredentialsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'file'))];
    throw new AgentConfigError(`The credentials file ${file} lacks a valid ${fields.join(', ')}`);
  }
  return parsed.data;
}
