import { isFarScenarioType, isWwddScenarioType } from '../suites/scenario-types.constant';
import { type Placement } from '../locations/locations.constant';
import { LOCALE_SETS, farPlusLocales } from '../locales/locale-sets.constant';
import { FAR_MARKETPLACES, MARKETPLACES, type Marketplace } from '../locales/marketplaces.constant';
import { type Environment } from '../environment/environment.constant';
import {
  COMMON_LOCALE,
  type CatalogueTestType,
  type DeviceCategory,
  PLUGINS,
  type Plugin,
  SHARED_RESOURCES,
} from './catalogue.constant';

const MOBILE_ACOUSTIC: readonly CatalogueTestType[] = ['AC_TRAINED_MOBILE', 'AC_VOICE_ENROLLMENT_ROBUSTNESS'];
const AUTOMATED_FUNCTIONAL: readonly CatalogueTestType[] = ['AUTO_FUNC_ALL', 'AUTO_FUNC_CUSTOM'];

/**
 * The placements a test type offers (doc 3 §3 Placement rules): wake-word tests
 * 0.9 m 90 deg only, far-field 1.8 m 135 deg only, close-talk wake-and-response
 * both, mobile tests all three, functional 0.9 m 90 deg with automated and
 * FUNC_ALL also at 0.9 m 30 deg, and mobile functional 0.9 m 30 deg only.
 */
export function allowedPlacements(testType: CatalogueTestType): readonly Placement[] {
  if (isWwddScenarioType(testType)) return ['0.9m-90deg'];
  if (isFarScenarioType(testType)) return ['1.8m-135deg'];
  if (testType === 'CT_WAKE_AND_RESPONSE') return ['0.9m-90deg', '1.8m-135deg'];
  if (MOBILE_ACOUSTIC.includes(testType)) return ['0.9m-90deg', '1.8m-135deg', '0.9m-30deg'];
  if (testType === 'MOBILE_FUNCTIONAL') return ['0.9m-30deg'];
  if (AUTOMATED_FUNCTIONAL.includes(testType) || testType === 'FUNC_ALL') return ['0.9m-90deg', '0.9m-30deg'];
  return ['0.9m-90deg'];
}

/** The locales a test type is offered in; mobile acoustic tests add the Common pseudo-locale. */
export function catalogueLocales(testType: CatalogueTestType, environment?: Environment): readonly string[] {
  switch (testType) {
    case 'AC_FAR':
    case 'AC_FAR_CUSTOM':
      return FAR_MARKETPLACES;
    case 'AC_FAR_PLUS':
      return farPlusLocales(environment);
    case 'AC_TRAINED_MOBILE':
    case 'AC_VOICE_ENROLLMENT_ROBUSTNESS':
      return [...LOCALE_SETS.trainedMobile, COMMON_LOCALE];
    case 'MOBILE_FUNCTIONAL':
      return LOCALE_SETS.mobileFunctional;
    case 'FUNC_ALL':
      return LOCALE_SETS.functional;
    case 'FUNC_NAV_ALL':
    case 'FUNC_NAV_CUSTOM':
    case 'AUTO_FUNC_ALL':
    case 'AUTO_FUNC_CUSTOM':
      return LOCALE_SETS.automotiveFunctional;
    default:
      return MARKETPLACES;
  }
}

/** mdxirs and the audio plugin everywhere; mobile adds the tools; automated functional the recorder and stitcher. */
export function pluginsFor(category: DeviceCategory, testType: CatalogueTestType): readonly Plugin[] {
  const plugins: Plugin[] = [PLUGINS.irs, PLUGINS.avsAudio];
  if (category === 'mobile') plugins.push(PLUGINS.aqtTools);
  if (AUTOMATED_FUNCTIONAL.includes(testType)) plugins.push(PLUGINS.audioRecorder, PLUGINS.audioStitcher);
  return plugins;
}

/** The identifier of a test type's resources in one locale (or the Common pseudo-locale). */
export function localeResource(testType: CatalogueTestType, locale: string): string {
  return `${testType}/${locale}`;
}

/**
 * The resources a placement lists: the locale resource, joined at 0.9 m 90 deg
 * by close talk's wake-word clips, at 1.8 m 135 deg by the two shared close-talk
 * resources, and at 1.8 m for mobile tests by the Common resource.
 */
export function resourcesFor(
  testType: CatalogueTestType,
  locale: string,
  placement: Placement,
): readonly string[] {
  const own = localeResource(testType, locale);
  if (testType === 'CT_WAKE_AND_RESPONSE') {
    return placement === '1.8m-135deg'
      ? [own, SHARED_RESOURCES.noise, SHARED_RESOURCES.calibration]
      : [own, `${own}/wakeword`];
  }
  if (MOBILE_ACOUSTIC.includes(testType) && placement === '1.8m-135deg' && locale !== COMMON_LOCALE) {
    return [own, localeResource(testType, COMMON_LOCALE)];
  }
  return [own];
}

/** Locales whose resources are another's: en_CA reuses en_US (doc 3 §3). */
export const SHARED_LOCALE_IDENTIFIERS: Readonly<Partial<Record<Marketplace, Marketplace>>> = {
  en_CA: 'en_US',
};
