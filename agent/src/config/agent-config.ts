import { readFileSync } from 'node:fs';
import { isValidThingName } from '@oak/shared';
import { z } from 'zod';

export const AUDIO_BACKENDS = ['alsa', 'virtual'] as const;

/**
 * The agent's configuration file (JSON; `/etc/oak/agent.json` on a Pi), written
 * by the setup command. Environment variables of the same meaning override it.
 */
export const agentConfigSchema = z.object({
  thingName: z.string().refine(isValidThingName, 'is not a valid thing name'),
  brokerUrl: z.string().regex(/^(mqtts?|wss?):\/\/.+/, 'must be an mqtt://, mqtts://, ws:// or wss:// URL'),
  cloudUrl: z.string().regex(/^https?:\/\/.+/, 'must be an http:// or https:// URL'),
  /** File holding the Pi's MQTT password, issued at registration; never the password itself. */
  credentialsFile: z.string().min(1).optional(),
  cacheDir: z.string().min(1).default('/var/lib/oak-agent/cache'),
  audioBackend: z.enum(AUDIO_BACKENDS).default('alsa'),
});

export type AgentConfig = z.infer<typeof agentConfigSchema>;

const ENV_OVERRIDES: Record<string, keyof AgentConfig> = {
  OAK_THING_NAME: 'thingName',
  OAK_BROKER_URL: 'brokerUrl',
  OAK_CLOUD_URL: 'cloudUrl',
  OAK_CREDENTIALS_FILE: 'credentialsFile',
  OAK_CACHE_DIR: 'cacheDir',
  OAK_AUDIO_BACKEND: 'audioBackend',
};

export class AgentConfigError extends Error {}

/** Reads the file (if any), applies env overrides and validates; errors name the field. */
export function loadAgentConfig(file: string | undefined, env: NodeJS.ProcessEnv = process.env): AgentConfig {
  let raw: Record<string, unknown> = {};
  if (file) {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new AgentConfigError(
        `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw new AgentConfigError(`${file} must hold a JSON object`);
  }
  for (const [variable, field] of Object.entries(ENV_OVERRIDES)) {
    if (env[variable] !== undefined) raw[field] = env[variable];
  }
  const parsed = agentConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AgentConfigError(
      parsed.error.issues
        .map(
          (issue) => `${issue.path.join('.') || 'config'} ${issue.message.replace(/^Invalid input: /, '')}`,
        )
        .join('; '),
    );
  }
  return parsed.data;
}
