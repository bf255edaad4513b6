import { z } from 'zod';
import { isValidThingName } from '../mqtt/thing-topics.util';
import { SETUP_DISTROS } from './setup-command.constant';

/**
 * How a Pi joins OAK (doc 2 §4 'setup command'): the setup command is one shell
 * line that fetches the install script with a one-time token and pipes it to a
 * shell; the script installs the agent bundle and a systemd unit, and the agent
 * exchanges the token for its own MQTT credentials. Install script and bundle
 * are public; the token is the only secret and works once.
 */
export const AGENT_API_PATHS = {
  /** GET, public: the install script for a token (query `token`). */
  installScript: '/api/agent/install',
  /** GET, public: the agent as one JavaScript file. */
  bundle: '/api/agent/bundle',
  /** GET, public: the current release, `{version, sha256, url}`. */
  release: '/api/agent/release',
  /** POST, public: a token for credentials. */
  register: '/api/agent/register',
} as const;

/** How long a setup command's token stays valid (chosen: one day, to cover a Pi that is set up later). */
export const AGENT_REGISTRATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The MQTT user of the cloud itself; Pis use their thing name. */
export const MQTT_SERVICE_USERNAME = 'oak-cloud';

export const agentRegistrationRequestSchema = z.object({
  token: z.string().min(16).max(256),
});
export type AgentRegistrationRequest = z.infer<typeof agentRegistrationRequestSchema>;

/** What a registered Pi receives: who it is and how to reach the broker. The password is shown once. */
export const agentRegistrationResponseSchema = z.object({
  thingName: z.string().refine(isValidThingName),
  brokerUrl: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(16),
  cloudUrl: z.string().min(1),
  distro: z.enum(SETUP_DISTROS),
  plugins: z.array(z.string()),
});
export type AgentRegistrationResponse = z.infer<typeof agentRegistrationResponseSchema>;

/** The agent release the cloud serves: what `update` installs. */
export const agentReleaseSchema = z.object({
  version: z.string().min(1),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  url: z.string().min(1),
});
export type AgentRelease = z.infer<typeof agentReleaseSchema>;
