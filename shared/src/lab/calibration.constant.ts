/** How a lab can be calibrated (doc 2 §9). */
export const CALIBRATION_OPTIONS = [
  { id: 'pink_noise', label: 'Pink Noise' },
  { id: 'dut_skill', label: 'DUT Calibration with Skill' },
  { id: 'dut_happy_song', label: 'DUT Calibration with Happy Song' },
] as const;
export type CalibrationOption = (typeof CALIBRATION_OPTIONS)[number]['id'];
export const CALIBRATION_OPTION_IDS = [
  'pink_noise',
  'dut_skill',
  'dut_happy_song',
] as const satisfies readonly CalibrationOption[];

/**
 * What a pink noise calibration sets (chosen, as far-field test rigs do): the
 * noise speaker at full volume reaches the DUT from the noise position at 70 dBC.
 */
export const LAB_NOISE_CALIBRATION_DBC = 70;

/**
 * The talk volume that plays noise at `levelDbc` at the DUT in a calibrated
 * lab: the volume is a linear amplitude scale (20·log10(volume / 100) dB), so
 * 50 dBC is volume 10. Rounded to a whole step, at least 1 and at most 100.
 */
export function noiseVolumeForLevel(levelDbc: number): number {
  const volume = 100 * 10 ** ((levelDbc - LAB_NOISE_CALIBRATION_DBC) / 20);
  return Math.min(100, Math.max(1, Math.round(volume)));
}
