import { z } from 'zod';
import { AGENT_MAX_RECORD_MS } from '../lab/agent-protocol.schema';
import { agentFanSchema } from '../lab/agent-shadow.schema';

/**
 * How a virtual Pi (the agent on its virtual audio backend) and the
 * simulator's room talk: the Pi reports what it plays and stops, and asks
 * what its reference mic heard of the room (the DUTs' spoken answers).
 */
export const VIRTUAL_ROOM_PATHS = {
  playbacks: '/rooms/playbacks',
  stops: '/rooms/stops',
  /** POST: what a Pi's reference mic heard of the room; answers a WAV, or 204 when nothing sounded. */
  recordings: '/rooms/recordings',
  /**
   * POST `{thingName}`: whether the Pi's reference mic is plugged in
   * (VirtualRoomMicState); asked before each recording, as arecord opens
   * its capture device first.
   */
  mics: '/rooms/mics',
  /**
   * POST `{thingName}`: the room's fan as that Pi reports it (VirtualRoomFanState):
   * the Pi at the noise position of a room with a fan reads it, any other none.
   */
  fans: '/rooms/fans',
} as const;

/** The room's answer about its fan for a Pi: null when the Pi reports no fan. */
export const virtualRoomFanStateSchema = z.object({ fan: agentFanSchema.nullable() });
export type VirtualRoomFanState = z.infer<typeof virtualRoomFanStateSchema>;

/** A Pi asking the room about its reference mic. */
export const virtualRoomMicRequestSchema = z.object({ thingName: z.string().min(1).max(128) });

/** The room's answer about a Pi's reference mic: unplugged, the Pi has no capture device. */
export const virtualRoomMicStateSchema = z.object({ plugged: z.boolean() });
export type VirtualRoomMicState = z.infer<typeof virtualRoomMicStateSchema>;

/**
 * The virtual lab's own controls, beside its device cloud's (which take a
 * device offline or mute it): `PUT` a VirtualRoomMicState to unplug a Pi's
 * reference mic, or plug it back (issue 29: the reference mic offline), and
 * an AgentFan to start or stop the fan of its room.
 */
export const VIRTUAL_LAB_CONTROL_PATHS = {
  piMic: (thingName: string) => `/lab/pis/${encodeURIComponent(thingName)}/mic`,
  /** piMic's route, its thing name percent-encoded in the first group. */
  piMicRoute: /^\/lab\/pis\/([^/]+)\/mic$/,
  /** `PUT` an AgentFan `{on}` to start or stop the fan of the Pi's room (404 when it has none). */
  piFan: (thingName: string) => `/lab/pis/${encodeURIComponent(thingName)}/fan`,
  /** piFan's route, its thing name percent-encoded in the first group. */
  piFanRoute: /^\/lab\/pis\/([^/]+)\/fan$/,
} as const;

/**
 * A recording the room is asked about. `startedAt` is the wall-clock time
 * (epoch ms) the Pi started recording: Pi and room run on one machine and
 * each maps that clock to simulated time at the lab's time scale.
 */
export const virtualRoomRecordingRequestSchema = z.object({
  thingName: z.string().min(1).max(128),
  startedAt: z.number().int().nonnegative(),
  /** Audio (simulated) ms recorded. */
  durationMs: z.number().nonnegative().max(AGENT_MAX_RECORD_MS),
  sampleRate: z.number().int().min(8000).max(192_000),
});
export type VirtualRoomRecordingRequest = z.infer<typeof virtualRoomRecordingRequestSchema>;
