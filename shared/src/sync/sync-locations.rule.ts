import { placementsOf } from '../catalogue/catalogue.lookup';
import {
  CATALOGUE_TEST_TYPES,
  type CatalogueTestType,
  type DeviceCategory,
} from '../catalogue/catalogue.constant';
import { allowedPlacements } from '../catalogue/placement-rules.rule';
import { type Lab } from '../lab/lab.schema';
import { piLocation } from '../lab/lab.rule';
import {
  LOCATION_IDS,
  type LocationId,
  NOISE_LOCATION,
  NON_ACOUSTIC_LOCATION,
  SPEAKER_LOCATIONS,
} from '../locations/locations.constant';
import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import { isWwddScenarioType } from '../suites/scenario-types.constant';
import { type NoiseType, noiseNeedsSpeaker } from '../suites/noise-types.constant';

/** Suites that use only the 0.9 m 90 deg location (doc 1 §5). */
export const NON_ACOUSTIC_SUITES = [
  'MUSIC',
  'FUNCTIONAL',
  'STABILITY',
  'UPL',
  'AUTO_LOCAL_SEARCH',
] as const satisfies readonly ScenarioSuite[];

function isNonAcousticSuite(suite: string): boolean {
  return (NON_ACOUSTIC_SUITES as readonly string[]).includes(suite);
}

/**
 * The fixed actor sets of doc 1 §5 (their members are not shown; chosen as the
 * catalogue's placements): mobile functional plays from 0.9 m 30 deg, wake-word
 * tests from 0.9 m 90 deg.
 */
export const MOBILE_FUNCTIONAL_SYNC_LOCATIONS: readonly LocationId[] = allowedPlacements('MOBILE_FUNCTIONAL');
export const WAKE_WORD_SYNC_LOCATIONS: readonly LocationId[] = allowedPlacements('AC_WWDD_FULL_TEST');

/**
 * Where a suite's scenario in a locale plays from, per the scenario
 * definitions; undefined when they do not say (the lookup failed).
 */
export type SyncScenarioLocationLookup = (
  suite: ScenarioSuite,
  scenarioType: string,
  locale: string,
) => readonly string[] | undefined;

const CATALOGUE_CATEGORY_OF_SUITE: Readonly<Partial<Record<ScenarioSuite, DeviceCategory>>> = {
  ACOUSTIC: 'close-talk',
  CLOSE_TALK: 'close-talk',
  MOBILE: 'mobile',
  FUNCTIONAL: 'functional',
};

/** The scenario definitions OAK ships: the test configuration catalogue's placements (doc 3 §3). */
export const catalogueScenarioLocations: SyncScenarioLocationLookup = (suite, scenarioType, locale) => {
  const category = CATALOGUE_CATEGORY_OF_SUITE[suite];
  if (!category || !(CATALOGUE_TEST_TYPES as readonly string[]).includes(scenarioType)) return undefined;
  const placements = placementsOf(category, scenarioType as CatalogueTestType, locale);
  return placements.length > 0 ? placements : undefined;
};

function inLocationOrder(locations: Iterable<string>): LocationId[] {
  const wanted = new Set(locations);
  return LOCATION_IDS.filter((id) => wanted.has(id));
}

/**
 * The locations a suite's sync applies to (doc 1 §5): only 0.9 m 90 deg for
 * non-acoustic suites; the fixed sets for mobile functional and wake-word
 * tests; otherwise the locations the scenario definitions list for the suite,
 * scenario and locale, or every location when the lookup fails.
 */
export function suiteSyncLocations(input: {
  readonly suite: ScenarioSuite;
  readonly scenarioType: string;
  readonly locale: string;
  readonly lookup?: SyncScenarioLocationLookup;
  /** Every location of the lab; the five speaker positions unless told. */
  readonly allLocations?: readonly LocationId[];
}): LocationId[] {
  const all = input.allLocations ?? SPEAKER_LOCATIONS;
  if (isNonAcousticSuite(input.suite)) return [NON_ACOUSTIC_LOCATION];
  if (input.scenarioType === 'MOBILE_FUNCTIONAL') return [...MOBILE_FUNCTIONAL_SYNC_LOCATIONS];
  if (isWwddScenarioType(input.scenarioType)) return [...WAKE_WORD_SYNC_LOCATIONS];
  const listed = (input.lookup ?? catalogueScenarioLocations)(input.suite, input.scenarioType, input.locale);
  if (!listed) return [...all];
  return all.filter((location) => listed.includes(location));
}

/**
 * A custom test's locations (doc 1 §5): a location is valid only if a Pi of
 * the test's actor-to-lab mapping stands there.
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export function customTestSyncLocations(
  lab: Pick<Lab, 'preference'>,
  actorToLabMapping: Readonly<Record<string, string>>,
): LocationId[] {
  const located = Object.values(actorToLabMapping).map((piId) => piLocation(lab, piId));
  return inLocationOrder(located.filter((location): location is LocationId => location !== undefined));
}

/**
 * A customized test's locations (doc 1 §5): those of its scheme definition,
 * plus the noise location unless its noise is silence or device playback.
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export function customizedTestSyncLocations(
  schemeLocations: readonly LocationId[],
  noiseType: NoiseType,
): LocationId[] {
  return inLocationOrder(
    noiseNeedsSpeaker(noiseType) ? [...schemeLocations, NOISE_LOCATION] : schemeLocations,
  );
}
