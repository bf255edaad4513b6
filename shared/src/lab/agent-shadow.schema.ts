import { z } from 'zod';
import { agentCapabilitiesSchema } from './agent-capabilities.schema';
import { CALIBRATION_OPTION_IDS } from './calibration.constant';
import { LAB_CONTROLLER_STATES } from './lab.constant';

/** The audio backends of the agent: ALSA on a real Pi, the virtual room in the simulator. */
export const AGENT_AUDIO_BACKENDS = ['alsa', 'virtual'] as const;
export type AgentAudioBackend = (typeof AGENT_AUDIO_BACKENDS)[number];

/** At most this many devices stand beside one Pi (a room's devices; a booth has one). */
export const AGENT_DEVICES_MAX = 32;
/** A device serial number (DSN) a Pi reports, at most this long. */
export const AGENT_DEVICE_SERIAL_MAX_LENGTH = 64;

/** What a Pi is playing, while it plays. */
const agentPlaybackSchema = z.object({
  waveFileName: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  durationMs: z.number().nonnegative(),
});

/** The Pi's last calibration reading. */
const agentCalibrationReadingSchema = z.object({
  option: z.enum(CALIBRATION_OPTION_IDS),
  rmsDbfs: z.number(),
  at: z.iso.datetime({ offset: true }),
});

/** The lab's fan a Pi reports (issue 29): part of the room, it adds its noise while on. */
export const agentFanSchema = z.object({ on: z.boolean() });
export type AgentFan = z.infer<typeof agentFanSchema>;

/**
 * The reported shadow (`oak/things/{name}/shadow/reported`, retained): what the
 * agent is and does now. The cloud keeps the latest per Pi in Postgres. Fields
 * other issues add (resources, sync progress) extend it; unknown ones pass.
 */
export const agentShadowReportedSchema = z.looseObject({
  agentVersion: z.string(),
  audioBackend: z.enum(AGENT_AUDIO_BACKENDS),
  plugins: z.array(z.string()),
  playing: agentPlaybackSchema.nullable(),
  recording: z.boolean(),
  calibrating: z.enum(CALIBRATION_OPTION_IDS).nullable(),
  lastCalibration: agentCalibrationReadingSchema.nullable(),
  /**
   * What the Pi's lab controller is doing (doc 1 §4.8): updating its code or
   * syncing its resources, and then done; null when neither happened since it
   * started. Optional: agents before it do not report it.
   */
  labController: z.enum(LAB_CONTROLLER_STATES).nullable().optional(),
  /** The actions it answers and the programs they need (agents before it do not report it). */
  capabilities: agentCapabilitiesSchema.optional(),
  /**
   * The serial numbers (DSNs) of the devices under test standing where this Pi
   * plays (its room, or its isolation booth), as the lab's operator set them:
   * a run is refused whose device no Pi of its lab stands beside. Absent when
   * not set (agents before it do not report it): the lab's devices are unknown.
   */
  devices: z.array(z.string().min(1).max(AGENT_DEVICE_SERIAL_MAX_LENGTH)).max(AGENT_DEVICES_MAX).optional(),
  /**
   * The lab's fan, as the Pi that stands by it reads it: running or not.
   * Absent: this Pi knows of no fan (a real Pi's ALSA backend reports none).
   */
  fan: agentFanSchema.optional(),
  /** When the agent started (its uptime's origin). */
  startedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AgentShadowReported = z.infer<typeof agentShadowReportedSchema>;

/** The desired shadow (`.../shadow/desired`, retained): what the cloud wants the agent to converge to. */
export const agentShadowDesiredSchema = z.looseObject({
  agentVersion: z.string().optional(),
});
export type AgentShadowDesired = z.infer<typeof agentShadowDesiredSchema>;

/** The payloads of the status topic: `online` on connect, `offline` as the broker's last will. */
export const AGENT_STATUS_PAYLOADS = ['online', 'offline'] as const;
export type AgentStatusPayload = (typeof AGENT_STATUS_PAYLOADS)[number];

/**
 * The data of a `state` answer (the ping, doc 1 §7): `thingStatus` contains
 * ONLINE when the agent is up, plus its shadow.
 */
export const agentStateResultSchema = agentShadowReportedSchema.extend({
  thingStatus: z.string(),
});
export type AgentStateResult = z.infer<typeof agentStateResultSchema>;

/** MQTT keep-alive of the agent, in seconds: the broker declares it offline after 1.5 times this. */
export const AGENT_KEEPALIVE_SECONDS = 10;
