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

/** How a calibration ended. */
export const CALIBRATION_OUTCOMES = ['success', 'error'] as const;
export type CalibrationOutcome = (typeof CALIBRATION_OUTCOMES)[number];
