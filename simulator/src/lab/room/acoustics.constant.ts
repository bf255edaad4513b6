import { LAB_NOISE_CALIBRATION_DBC } from '@oak/shared';

/**
 * The acoustic constants of the virtual room. All levels are dB SPL; for the
 * broadband noises played here C-weighting is close to flat, so a level in
 * dB SPL is read as the same figure in dBC.
 */

/**
 * Speech at talk volume 100 (the spec's default), 1 m in front of the Pi's
 * speaker: 75 dB SPL. This is "raised voice" in ANSI S3.5 and the level
 * far-field test rigs calibrate their mouth simulators to.
 */
export const SPEECH_LEVEL_AT_1M_FULL_VOLUME_DB = 75;

/** The noise level acoustic targets are stated at, at the DUT: a calibrated lab's 70 dBC. */
export const NOISE_CALIBRATION_TARGET_DBC = LAB_NOISE_CALIBRATION_DBC;

/**
 * The room's own background (ventilation, electronics): 30 dB SPL, a quiet
 * lab. It keeps the SNR finite in silence and is never a false-wake trigger.
 */
export const ROOM_NOISE_FLOOR_DB = 30;

/**
 * A lab's fan while it runs: 50 dB SPL at 1 m, a desk fan at medium speed
 * (issue 29). Beside the noise Pi (1.8 m from the DUT), it reaches the DUT at
 * about 45 dB: 15 dB above the quiet room, far below a run's calibrated
 * 70 dBC noise, so it lowers the SNR in quiet (clean) speech most. Steady and
 * broadband, it masks like pink noise and rarely triggers a false wake.
 */
export const FAN_LEVEL_AT_1M_DB = 50;
/** How much more often than pink noise of the same level a fan triggers false wakes: rarely. */
export const FAN_FALSE_WAKE_WEIGHT = 0.1;

/**
 * Talk volume is the Pi's mixer percentage. The model takes it as a linear
 * amplitude scale (gain = 20·log10(volume / 100)), so volume 50 is 6 dB
 * quieter than 100 and volume 0 is silence.
 */
export const FULL_VOLUME = 100;

/**
 * Directivity of the DUT's pickup, by the angle of arrival from its front:
 * loss(θ) = MAX · (1 − cos θ) / 2, a cardioid-like shadow of the housing on a
 * far-field microphone array that is otherwise nearly omnidirectional. With
 * MAX = 3 dB: 0 dB in front, 0.2 dB at 30°, 1.5 dB at 90°, 2.56 dB at 135°,
 * 3 dB behind.
 */
export const DIRECTIVITY_MAX_LOSS_DB = 3;

/**
 * Closer than this the inverse-square law of a point source no longer holds
 * (the speaker is not a point); distances are clamped to it so a source on top
 * of a DUT has a finite level.
 */
export const MIN_DISTANCE_M = 0.1;

/**
 * A DUT's spoken answer, 1 m in front of it: 65 dB SPL, a smart speaker at
 * its default volume answering at conversational-to-raised voice level.
 */
export const DUT_SPEECH_LEVEL_AT_1M_DB = 65;

/**
 * The sound level that reads 0 dBFS on a Pi's reference mic: a level of
 * L dB SPL records at L − 100 dBFS. Chosen so the room's 30 dB SPL floor
 * reads the -70 dBFS the virtual agent's mic hears when nothing plays.
 */
export const REFERENCE_MIC_FULL_SCALE_DB = 100;
