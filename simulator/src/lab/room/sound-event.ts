import { type NoiseType } from '@oak/shared';
import {
  FULL_VOLUME,
  NOISE_CALIBRATION_TARGET_DBC,
  SPEECH_LEVEL_AT_1M_FULL_VOLUME_DB,
} from './acoustics.constant';
import { directivityLossDb, type RoomPosition, spreadingLossDb, volumeGainDb } from './acoustics.util';
import { NOISE_ACOUSTICS } from './noise-acoustics.constant';
import { NOISE_POSITION } from './room-positions.constant';

export type SoundKind = 'speech' | 'noise';

/** Something a Pi plays into the room, as the room keeps it. Times are simulated epoch ms. */
export interface Playback {
  readonly id: string;
  readonly piId: string;
  /** The catalogue location it plays from, when it was given by id. */
  readonly locationId?: string;
  readonly position: RoomPosition;
  readonly kind: SoundKind;
  /** For noise: which one, for its masking and false-wake weight. */
  readonly noiseType?: NoiseType;
  readonly fileName: string;
  /** For speech: what is said, from the resource manifest. */
  readonly transcript?: string;
  readonly levelAt1mDb: number;
  readonly startMs: number;
  /** From the WAV header, as the agent reports it. */
  readonly durationMs: number;
}

export function playbackEndMs(playback: Playback): number {
  return playback.startMs + playback.durationMs;
}

/**
 * Pink noise at volume 100, 1 m from the speaker, calibrated the way a lab
 * calibrates its noise speaker: so that it reaches the DUT from the noise
 * position (1.8 m, 135°) at 70 dBC. 70 + 20·log10(1.8) + loss(135°)
 * = 70 + 5.11 + 2.56 = 77.67 dB SPL.
 */
export const PINK_NOISE_LEVEL_AT_1M_FULL_VOLUME_DB =
  NOISE_CALIBRATION_TARGET_DBC +
  spreadingLossDb(NOISE_POSITION.distanceM) +
  directivityLossDb(NOISE_POSITION.angleDeg);

/** Speech level 1 m from the Pi at a talk volume (75 dB SPL at volume 100). */
export function speechLevelAt1mDb(volume: number = FULL_VOLUME): number {
  return SPEECH_LEVEL_AT_1M_FULL_VOLUME_DB + volumeGainDb(volume);
}

/** Noise level 1 m from the Pi for a noise type at a talk volume; -Infinity for silence. */
export function noiseLevelAt1mDb(noiseType: NoiseType, volume: number = FULL_VOLUME): number {
  return (
    PINK_NOISE_LEVEL_AT_1M_FULL_VOLUME_DB + NOISE_ACOUSTICS[noiseType].levelOffsetDb + volumeGainDb(volume)
  );
}
