import { z } from 'zod';
import { AGENT_MAX_RECORD_MS } from '../lab/agent-protocol.schema';

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
