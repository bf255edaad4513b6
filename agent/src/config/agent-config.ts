import { readFileSync } from 'node:fs';
import {
  AGENT_AUDIO_BACKENDS,
  AGENT_DEVICE_SERIAL_MAX_LENGTH,
  AGENT_DEVICES_MAX,
  AGENT_INSTALL_LAYOUT,
  RECORDING_DEFAULT_SAMPLE_RATE,
  isValidThingName,
} from '@oak/shared';
import { z } from 'zod';

export const AUDIO_BACKENDS = AGENT_AUDIO_BACKENDS;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The agent's configuration file (JSON; `/etc/oak/agent.json` on a Pi), written
 * by `oak-agent register`. Environment variables of the same meaning override it.
 */
export const agentConfigSchema = z.object({
  thingName: z.string().refine(isValidThingName, 'is not a valid thing name'),
  brokerUrl: z.string().regex(/^(mqtts?|wss?):\/\/.+/, 'must be an mqtt://, mqtts://, ws:// or wss:// URL'),
  cloudUrl: z.string().regex(/^https?:\/\/.+/, 'must be an http:// or https:// URL'),
  /** The MQTT user name registration issued; a Pi's is its thing name unless the cloud says otherwise. */
  username: z.string().min(1).optional(),
  /** File holding the Pi's MQTT password, issued at registration; never the password itself. */
  credentialsFile: z.string().min(1).optional(),
  /**
   * The private CA of the cloud (PEM file), written by the install script: the
   * MQTT connection trusts only it. HTTPS requests trust it through
   * NODE_EXTRA_CA_CERTS, which the systemd unit sets. Unset: the public roots.
   */
  caFile: z.string().min(1).optional(),
  cacheDir: z.string().min(1).default(AGENT_INSTALL_LAYOUT.cacheDir),
  /** Survives restarts: the cached desired shadow and the last update attempt. */
  stateDir: z.string().min(1).default(AGENT_INSTALL_LAYOUT.stateDir),
  /** Where `update` writes the new program; the systemd unit runs the file there. */
  installDir: z.string().min(1).default(AGENT_INSTALL_LAYOUT.installDir),
  /**
   * The serial numbers (DSNs) of the devices under test standing where this Pi
   * plays (its room, or its isolation booth), reported in the shadow: the cloud
   * refuses a run whose device no Pi of its lab stands beside. Unset: not said.
   */
  devices: z.array(z.string().min(1).max(AGENT_DEVICE_SERIAL_MAX_LENGTH)).max(AGENT_DEVICES_MAX).optional(),
  /** The Pi packages installed with the agent (registration lists them); the health check looks here. */
  plugins: z.array(z.string().min(1)).default([]),
  audioBackend: z.enum(AUDIO_BACKENDS).default('alsa'),
  /** ALSA PCM devices (`aplay -D`, `arecord -D`) and the mixer card (`amixer -c`); the card's default if unset. */
  playbackDevice: z.string().min(1).default('default'),
  captureDevice: z.string().min(1).default('default'),
  mixerCard: z.string().min(1).optional(),
  /** Sample rate of recordings, in Hz. */
  recordSampleRate: z.number().int().min(8000).max(192000).default(RECORDING_DEFAULT_SAMPLE_RATE),
  /**
   * Virtual backend only: real time per second of audio. 0.01 makes a 3 s file
   * play in 30 ms, so simulated labs and tests run fast.
   */
  timeScale: z.number().positive().max(1000).default(1),
  /** Seed of the virtual backend's noise; derived from the thing name when unset, so each Pi differs. */
  seed: z.number().int().nonnegative().optional(),
  /** Virtual backend only: the simulator's room, told what this Pi plays so its virtual devices hear it. */
  virtualRoomUrl: z
    .string()
    .regex(/^https?:\/\/.+/, 'must be an http:// or https:// URL')
    .optional(),
  /** Virtual backend only: whether the simulated Pi has a camera. */
  virtualCamera: z.boolean().default(true),
  logLevel: z.enum(LOG_LEVELS).default('info'),
});

export type AgentConfig = z.infer<typeof agentConfigSchema>;

type EnvParser = (value: string) => unknown;
const text: EnvParser = (value) => value;
const number: EnvParser = (value) => (value.trim() === '' ? value : Number(value));
const list: EnvParser = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const flag: EnvParser = (value) => {
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  return value;
};

const ENV_OVERRIDES: Record<string, [keyof AgentConfig, EnvParser]> = {
  OAK_THING_NAME: ['thingName', text],
  OAK_BROKER_URL: ['brokerUrl', text],
  OAK_CLOUD_URL: ['cloudUrl', text],
  OAK_MQTT_USERNAME: ['username', text],
  OAK_CREDENTIALS_FILE: ['credentialsFile', text],
  OAK_CA_FILE: ['caFile', text],
  OAK_CACHE_DIR: ['cacheDir', text],
  OAK_STATE_DIR: ['stateDir', text],
  OAK_INSTALL_DIR: ['installDir', text],
  OAK_PLUGINS: ['plugins', list],
  OAK_DEVICES: ['devices', list],
  OAK_AUDIO_BACKEND: ['audioBackend', text],
  OAK_PLAYBACK_DEVICE: ['playbackDevice', text],
  OAK_CAPTURE_DEVICE: ['captureDevice', text],
  OAK_MIXER_CARD: ['mixerCard', text],
  OAK_RECORD_SAMPLE_RATE: ['recordSampleRate', number],
  OAK_TIME_SCALE: ['timeScale', number],
  OAK_SEED: ['seed', number],
  OAK_VIRTUAL_CAMERA: ['virtualCamera', flag],
  OAK_VIRTUAL_ROOM_URL: ['virtualRoomUrl', text],
  OAK_LOG_LEVEL: ['logLevel', text],
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
  for (const [variable, [field, parse]] of Object.entries(ENV_OVERRIDES)) {
    const value = env[variable];
    if (value !== undefined) raw[field] = parse(value);
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
