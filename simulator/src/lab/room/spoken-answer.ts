import { AGENT_MAX_RECORD_MS } from '@oak/shared';
import { REFERENCE_MIC_FULL_SCALE_DB } from './acoustics.constant';
import { type DutPlacement, levelAtPathDb, pathToDut, type RoomPosition } from './acoustics.util';

/**
 * What a DUT said aloud in the room: its answer's text, from its own
 * loudspeaker, from `startMs` (simulated epoch ms). How long it lasts is
 * known once its voice is made; until then it is taken to go on.
 */
export interface SpokenAnswer {
  readonly id: string;
  readonly dsn: string;
  readonly utteranceId: string;
  readonly text: string;
  /** espeak-ng's voice of its language, when not English (the DUT's own voice speaks it). */
  readonly voice?: string;
  /** Where the DUT stands: the sound comes from there. */
  readonly placement: DutPlacement;
  readonly levelAt1mDb: number;
  readonly startMs: number;
  readonly durationMs: number | undefined;
}

/**
 * How long the room remembers what was said after it ended: as far back as
 * the longest recording (AGENT_MAX_RECORD_MS) can reach, since a recording
 * asks what it heard once it is over.
 */
export const SPOKEN_ANSWER_MEMORY_MS = AGENT_MAX_RECORD_MS;

/**
 * The level of a spoken answer at a position of the room (a Pi's). The path
 * is the one a Pi's speech takes to the DUT, walked the other way: the same
 * distance, and the same housing between the DUT's loudspeaker and the Pi as
 * between the Pi and the DUT's microphones (see DIRECTIVITY_MAX_LOSS_DB).
 */
export function spokenLevelAtDb(answer: SpokenAnswer, position: RoomPosition): number {
  return levelAtPathDb(answer.levelAt1mDb, pathToDut(position, answer.placement));
}

/** A level in the room as the Pi's reference mic records it (see REFERENCE_MIC_FULL_SCALE_DB). */
export function micLevelDbfs(levelDb: number): number {
  return levelDb - REFERENCE_MIC_FULL_SCALE_DB;
}

/** Whether an answer sounds at some time in [fromMs, toMs): one of unknown length is taken to go on. */
export function soundsBetween(answer: SpokenAnswer, fromMs: number, toMs: number): boolean {
  if (answer.startMs >= toMs) return false;
  return answer.durationMs === undefined || answer.startMs + answer.durationMs > fromMs;
}
