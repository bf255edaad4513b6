import { type NoiseType } from '@oak/shared';

/**
 * How each noise of the shared catalogue behaves, relative to pink noise:
 * - levelOffsetDb: how loud its file plays against calibrated pink noise at
 *   the same volume (recordings are mastered at different loudness).
 * - maskingDb: how much more (or less) it hides speech from a recogniser than
 *   pink noise of the same dBC. Babble and speech carry the same spectrum and
 *   modulation as the command, so they mask more; car noise sits mostly below
 *   300 Hz, where C-weighting counts it but speech has little energy.
 * - falseWakeWeight: how much more often it triggers false wakes than pink
 *   noise of the same level. Wake-word engines fire on speech-like sound, so
 *   news and pub babble weigh most.
 * Chosen values, not measurements: they rank the noises as test labs report them.
 */
export interface NoiseAcoustics {
  readonly levelOffsetDb: number;
  readonly maskingDb: number;
  readonly falseWakeWeight: number;
}

/** Silence plays nothing at all. */
const SILENT: NoiseAcoustics = { levelOffsetDb: Number.NEGATIVE_INFINITY, maskingDb: 0, falseWakeWeight: 0 };

/**
 * Device playback comes out of the DUT itself, whose echo canceller removes
 * most of it: what is left masks like noise 15 dB quieter and rarely triggers.
 * The same residual is added on top of the automotive cabin noises.
 */
const DEVICE_PLAYBACK_MASKING_DB = -15;
const DEVICE_PLAYBACK_EXTRA_WEIGHT = 0.3;

function withDevicePlayback(cabin: NoiseAcoustics): NoiseAcoustics {
  return {
    ...cabin,
    maskingDb: cabin.maskingDb + 1,
    falseWakeWeight: cabin.falseWakeWeight + DEVICE_PLAYBACK_EXTRA_WEIGHT,
  };
}

const TRAFFIC_LIGHT: NoiseAcoustics = { levelOffsetDb: -12, maskingDb: -4, falseWakeWeight: 0.3 };
const MEDIUM_SPEED: NoiseAcoustics = { levelOffsetDb: -4, maskingDb: -4, falseWakeWeight: 0.4 };
// Open windows add wind and tyre hiss up into the speech band.
const MEDIUM_SPEED_WINDOWS_OPEN: NoiseAcoustics = { levelOffsetDb: 0, maskingDb: -1, falseWakeWeight: 0.6 };
const HIGH_SPEED: NoiseAcoustics = { levelOffsetDb: 2, maskingDb: -3, falseWakeWeight: 0.5 };

export const NOISE_ACOUSTICS: Readonly<Record<NoiseType, NoiseAcoustics>> = {
  SILENCE: SILENT,
  // The calibration reference.
  PINK: { levelOffsetDb: 0, maskingDb: 0, falseWakeWeight: 1 },
  // Generic broadband noise: like pink.
  NOISE: { levelOffsetDb: 0, maskingDb: 0, falseWakeWeight: 1 },
  EXTERNAL_MUSIC: { levelOffsetDb: -2, maskingDb: 2, falseWakeWeight: 1.5 },
  DEVICE_PLAYBACK: {
    levelOffsetDb: 0,
    maskingDb: DEVICE_PLAYBACK_MASKING_DB,
    falseWakeWeight: DEVICE_PLAYBACK_EXTRA_WEIGHT,
  },
  CAR_NOISE: { levelOffsetDb: 0, maskingDb: -4, falseWakeWeight: 0.4 },
  PUB: { levelOffsetDb: 0, maskingDb: 3, falseWakeWeight: 2 },
  ROCK: { levelOffsetDb: 1, maskingDb: 2, falseWakeWeight: 1.5 },
  CAFE: { levelOffsetDb: -3, maskingDb: 2, falseWakeWeight: 1.5 },
  // A single talker: the hardest masker and the likeliest false-wake trigger.
  NEWS: { levelOffsetDb: -3, maskingDb: 4, falseWakeWeight: 3 },
  TRAFFIC_LIGHT,
  MEDIUM_SPEED,
  MEDIUM_SPEED_WINDOWS_OPEN,
  HIGH_SPEED,
  TRAFFIC_LIGHT_DEVICE_PLAYBACK: withDevicePlayback(TRAFFIC_LIGHT),
  MEDIUM_SPEED_DEVICE_PLAYBACK: withDevicePlayback(MEDIUM_SPEED),
  MEDIUM_SPEED_WINDOWS_OPEN_DEVICE_PLAYBACK: withDevicePlayback(MEDIUM_SPEED_WINDOWS_OPEN),
  HIGH_SPEED_DEVICE_PLAYBACK: withDevicePlayback(HIGH_SPEED),
};
