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
