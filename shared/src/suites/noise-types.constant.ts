import { type ScenarioType } from './scenario-types.constant';

/** Background noise a run may play (doc 2 §9 Noise types, doc 1 §9 qualification noises). */
export const NOISE_TYPES = [
  { id: 'SILENCE', label: 'Silence' },
  { id: 'EXTERNAL_MUSIC', label: 'External Music' },
  { id: 'DEVICE_PLAYBACK', label: 'Device Playback' },
  { id: 'NOISE', label: 'Noise' },
  { id: 'CAR_NOISE', label: 'Car Noise' },
  { id: 'PUB', label: 'Pub' },
  { id: 'PINK', label: 'Pink' },
  { id: 'ROCK', label: 'Rock' },
  { id: 'CAFE', label: 'Cafe' },
  { id: 'NEWS', label: 'News' },
  // Automotive modes: cabin noise while stopped or driving, each also with device playback.
  { id: 'TRAFFIC_LIGHT', label: 'Traffic Light' },
  { id: 'MEDIUM_SPEED', label: 'Medium Speed' },
  { id: 'MEDIUM_SPEED_WINDOWS_OPEN', label: 'Medium Speed Windows Open' },
  { id: 'HIGH_SPEED', label: 'High Speed' },
  { id: 'TRAFFIC_LIGHT_DEVICE_PLAYBACK', label: 'Traffic Light with Device Playback' },
  { id: 'MEDIUM_SPEED_DEVICE_PLAYBACK', label: 'Medium Speed with Device Playback' },
  {
    id: 'MEDIUM_SPEED_WINDOWS_OPEN_DEVICE_PLAYBACK',
    label: 'Medium Speed Windows Open with Device Playback',
  },
  { id: 'HIGH_SPEED_DEVICE_PLAYBACK', label: 'High Speed with Device Playback' },
] as const;
export type NoiseType = (typeof NOISE_TYPES)[number]['id'];

export function noiseTypeLabel(id: string): string {
  return NOISE_TYPES.find((noise) => noise.id === id)?.label ?? id;
}

/**
 * The noises speech can play under in a noise selection (doc 2 §2 'noise
 * selection'): the beds the noise Pi can play, and silence. The wizard offers
 * them and the acoustic plan plays them, so they sit here, below both.
 */
export const SPEECH_NOISE_CHOICES = [
  'SILENCE',
  'PINK',
  'PUB',
  'CAFE',
  'ROCK',
  'NEWS',
  'NOISE',
] as const satisfies readonly NoiseType[];

/** What a run plays when it names no noises: quiet, then pink noise. */
export const DEFAULT_NOISE_SELECTION: readonly NoiseType[] = ['SILENCE', 'PINK'];

/** Silence plays nothing and device playback plays on the DUT itself: neither needs a noise speaker (doc 1 §5). */
export function noiseNeedsSpeaker(noiseType: NoiseType): boolean {
  return noiseType !== 'SILENCE' && noiseType !== 'DEVICE_PLAYBACK';
}

/** The noise each qualification type plays. */
export const QUAL_NOISE: Readonly<Partial<Record<ScenarioType, NoiseType>>> = {
  QUAL_SILENCE: 'SILENCE',
  QUAL_DEVICE_PLAYBACK: 'DEVICE_PLAYBACK',
  QUAL_NOISE_PINK: 'PINK',
  QUAL_NOISE_PUB: 'PUB',
  QUAL_NOISE_ROCK: 'ROCK',
  QUAL_NOISE_CAFE: 'CAFE',
  QUAL_NOISE_NEWS: 'NEWS',
  QUAL_WWDD: 'SILENCE',
};

/** Background noise levels of the voice robustness test, in dBC (doc 3 §9). */
export const VOICE_ROBUSTNESS_NOISE_LEVELS_DBC = [35, 45, 55] as const;
