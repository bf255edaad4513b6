import { type CalibrationOption } from '../lab/calibration.constant';
import { type Marketplace } from '../locales/marketplaces.constant';

/** The resource file the agent generates and plays for a pink-noise calibration. */
export const PINK_NOISE_FILE_NAME = 'oak-pink-noise.wav';

/**
 * The resource files a DUT calibration plays to ask the device (its prompt),
 * most specific first: the locale's own, then a locale-independent one. The
 * resource sync must put one of them in the Pi's cache; pink noise needs none.
 */
export function calibrationPromptFileNames(option: CalibrationOption, locale?: Marketplace): string[] {
  if (option === 'pink_noise') return [];
  const base = `oak-calibration-${option.replace(/_/g, '-')}`;
  return locale ? [`${base}-${locale}.wav`, `${base}.wav`] : [`${base}.wav`];
}

/**
 * The resource that holds the DUT calibrations' prompts, locale-independent
 * (the agent falls back to them when a locale has none of its own).
 */
export const CALIBRATION_PROMPTS_RESOURCE_ID = 'shared/calibration-prompts';

/** What each DUT calibration's prompt asks the device, after its wake word (chosen). */
export const CALIBRATION_PROMPT_TEXTS: Readonly<Record<Exclude<CalibrationOption, 'pink_noise'>, string>> = {
  dut_skill: 'open the calibration skill',
  dut_happy_song: 'play the happy song',
};

/**
 * The resources a calibration needs on its Pi, which it syncs there first
 * (doc 2 §4): a DUT calibration's prompts; none for pink noise, which the
 * agent makes itself.
 */
export function calibrationResourceIds(option: CalibrationOption): string[] {
  return option === 'pink_noise' ? [] : [CALIBRATION_PROMPTS_RESOURCE_ID];
}
