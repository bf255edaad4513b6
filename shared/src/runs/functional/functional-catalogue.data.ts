import { type CatalogueTestType } from '../../catalogue/catalogue.constant';
import { type Marketplace } from '../../locales/marketplaces.constant';
import { type FunctionalCatalogueCase } from './functional-case.constant';
import { AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS, type FunctionalVariant } from './functional-categories.constant';
import { FUNCTIONAL_DEVICE_CASES } from './functional-device-cases.data';
import { MOBILE_FUNCTIONAL_CASES } from './functional-mobile-cases.data';
import { FUNCTIONAL_NAVIGATION_CASES } from './functional-navigation-cases.data';

/**
 * The test cases of each variant, in play order. The car plays the device's
 * cases of the categories that make sense in a car (AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS).
 */
export const FUNCTIONAL_CATALOGUE: Readonly<Record<FunctionalVariant, readonly FunctionalCatalogueCase[]>> = {
  device: FUNCTIONAL_DEVICE_CASES,
  automotive: FUNCTIONAL_DEVICE_CASES.filter((testCase) =>
    (AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS as readonly string[]).includes(testCase.category),
  ),
  navigation: FUNCTIONAL_NAVIGATION_CASES,
  mobile: MOBILE_FUNCTIONAL_CASES,
};

export interface FunctionalRunType {
  readonly variant: FunctionalVariant;
  /** A custom type plays the categories (or cases) its row chooses; a standard one its whole catalogue. */
  readonly custom: boolean;
  /**
   * The test configuration catalogue's type whose resources hold its audio and
   * whose placements it offers (doc 3 §3). FUNC_CUSTOM is not in that catalogue:
   * it plays FUNC_ALL's audio.
   */
  readonly catalogueType: CatalogueTestType;
}

/** The functional scenario types (doc 3 §3 Enumerations: functional, and mobile functional). */
export const FUNCTIONAL_RUN_TYPES = {
  FUNC_ALL: { variant: 'device', custom: false, catalogueType: 'FUNC_ALL' },
  FUNC_CUSTOM: { variant: 'device', custom: true, catalogueType: 'FUNC_ALL' },
  AUTO_FUNC_ALL: { variant: 'automotive', custom: false, catalogueType: 'AUTO_FUNC_ALL' },
  AUTO_FUNC_CUSTOM: { variant: 'automotive', custom: true, catalogueType: 'AUTO_FUNC_CUSTOM' },
  FUNC_NAV_ALL: { variant: 'navigation', custom: false, catalogueType: 'FUNC_NAV_ALL' },
  FUNC_NAV_CUSTOM: { variant: 'navigation', custom: true, catalogueType: 'FUNC_NAV_CUSTOM' },
  MOBILE_FUNCTIONAL: { variant: 'mobile', custom: false, catalogueType: 'MOBILE_FUNCTIONAL' },
} as const satisfies Record<string, FunctionalRunType>;
export type FunctionalRunScenarioType = keyof typeof FUNCTIONAL_RUN_TYPES;

/**
 * The locales the functional catalogue is spoken in: it is written in English,
 * so the English marketplaces (en_CA speaks en_US's recordings, doc 3 §3).
 * Every other locale's functional resources keep only the pack's commands of
 * that language; a functional run there is refused, not played in English.
 */
export const FUNCTIONAL_CATALOGUE_LOCALES = [
  'en_US',
  'en_GB',
  'en_CA',
  'en_AU',
  'en_IN',
] as const satisfies readonly Marketplace[];

/** Mobile functional is en_US only (doc 3 §3 Placement rules). */
export const MOBILE_FUNCTIONAL_LOCALE: Marketplace = 'en_US';

/** The cases whose audio a catalogue type's resources hold: FUNC_ALL the device's, and so on. */
export function functionalCasesOfCatalogueType(testType: string): readonly FunctionalCatalogueCase[] {
  const runType = Object.values(FUNCTIONAL_RUN_TYPES).find((type) => type.catalogueType === testType);
  return runType ? FUNCTIONAL_CATALOGUE[runType.variant] : [];
}
