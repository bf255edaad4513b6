import { type Environment } from '../environment/environment.constant';
import { LOCALE_SETS, farPlusLocales } from '../locales/locale-sets.constant';
import { type Marketplace } from '../locales/marketplaces.constant';
import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import {
  SCENARIO_TYPES_BY_SUITE,
  type ScenarioType,
  isFarScenarioType,
} from '../suites/scenario-types.constant';
import { testSuiteOfCategory } from '../suites/test-suites.constant';

/**
 * The suites a sync can be chosen for (doc 1 §3): those whose runs play audio
 * from the Pis. Custom tests bring their own audio archive, and security,
 * sound-level and BDD runs take no synced resources (chosen).
 */
export const SYNC_SUITES = [
  'ACOUSTIC',
  'MUSIC',
  'FUNCTIONAL',
  'CLOSE_TALK',
  'MOBILE',
  'AUTO_LOCAL_SEARCH',
  'STABILITY',
  'UPL',
  'QUAL',
  'AUTOMOTIVE',
] as const satisfies readonly ScenarioSuite[];
export type SyncSuite = (typeof SYNC_SUITES)[number];

const TRAINED_MOBILE: readonly string[] = ['AC_TRAINED_MOBILE', 'AC_VOICE_ENROLLMENT_ROBUSTNESS'];
const FUNCTIONAL: readonly string[] = ['FUNC_ALL', 'FUNC_CUSTOM'];
const AUTOMOTIVE_FUNCTIONAL: readonly string[] = [
  'AUTO_FUNC_ALL',
  'AUTO_FUNC_CUSTOM',
  'FUNC_NAV_ALL',
  'FUNC_NAV_CUSTOM',
];

/**
 * The locales a suite's scenario type can be synced for (doc 1 §3): far-plus
 * and FAR their own lists, music, close-talk, trained-mobile and functional
 * their sets, every marketplace otherwise.
 */
export function syncLocalesFor(
  suite: ScenarioSuite,
  scenarioType: string,
  environment?: Environment,
): readonly Marketplace[] {
  if (scenarioType === 'AC_FAR_PLUS') return farPlusLocales(environment);
  if (isFarScenarioType(scenarioType)) return LOCALE_SETS.far;
  if (TRAINED_MOBILE.includes(scenarioType)) return LOCALE_SETS.trainedMobile;
  if (scenarioType === 'MOBILE_FUNCTIONAL') return LOCALE_SETS.mobileFunctional;
  if (FUNCTIONAL.includes(scenarioType)) return LOCALE_SETS.functional;
  if (AUTOMOTIVE_FUNCTIONAL.includes(scenarioType) || suite === 'AUTOMOTIVE') {
    return LOCALE_SETS.automotiveFunctional;
  }
  if (suite === 'MUSIC') return LOCALE_SETS.music;
  if (suite === 'CLOSE_TALK') return LOCALE_SETS.closeTalk;
  return LOCALE_SETS.allMarketplaces;
}

export interface SyncScenarioOption {
  readonly scenarioType: ScenarioType;
  readonly locales: readonly Marketplace[];
}

export interface SyncSuiteOption {
  readonly suite: SyncSuite;
  readonly label: string;
  readonly scenarioTypes: readonly SyncScenarioOption[];
}

/** The sync option catalogue (doc 1 §3): suite, then its scenario types, then their locales. */
export function syncOptionCatalogue(environment?: Environment): readonly SyncSuiteOption[] {
  return SYNC_SUITES.map((suite) => ({
    suite,
    label: testSuiteOfCategory(suite)?.displayName ?? suite,
    scenarioTypes: SCENARIO_TYPES_BY_SUITE[suite].map((scenarioType) => ({
      scenarioType,
      locales: syncLocalesFor(suite, scenarioType, environment),
    })),
  }));
}

/** The bulk choices above a locale list (doc 1 §3 'plus Select All and Deselect All'). */
export const SYNC_LOCALE_BULK_CHOICES = {
  selectAll: { value: 'SELECT_ALL', label: 'Select All' },
  deselectAll: { value: 'DESELECT_ALL', label: 'Deselect All' },
} as const;

export interface SyncLocaleChoice {
  readonly value: string;
  readonly label: string;
}

/** The locale list as offered: Select All, Deselect All, then each locale. */
export function syncLocaleChoices(locales: readonly Marketplace[]): readonly SyncLocaleChoice[] {
  return [
    SYNC_LOCALE_BULK_CHOICES.selectAll,
    SYNC_LOCALE_BULK_CHOICES.deselectAll,
    ...locales.map((locale) => ({ value: locale, label: locale })),
  ];
}

/**
 * The selection after a choice: Select All takes every offered locale,
 * Deselect All none, a locale toggles; the result keeps the offered order.
 */
export function applySyncLocaleChoice(
  choice: string,
  offered: readonly Marketplace[],
  selected: readonly Marketplace[],
): Marketplace[] {
  if (choice === SYNC_LOCALE_BULK_CHOICES.selectAll.value) return [...offered];
  if (choice === SYNC_LOCALE_BULK_CHOICES.deselectAll.value) return [];
  const next = new Set<string>(selected);
  if (next.has(choice)) next.delete(choice);
  else if ((offered as readonly string[]).includes(choice)) next.add(choice);
  return offered.filter((locale) => next.has(locale));
}
