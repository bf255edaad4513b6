import {
  LOCATION_IDS,
  type Lab,
  type LocationId,
  MARKETPLACES,
  type Marketplace,
  type Pi,
  type ScenarioType,
  type SyncSuite,
  type SyncSuiteOption,
  piLocation,
  suiteSyncLocations,
} from '@oak/shared';

/** A scenario type as the tree offers it: under its suite, with that suite's locales. */
export interface SyncScenarioChoice {
  readonly suite: SyncSuite;
  readonly scenarioType: ScenarioType;
  readonly locales: readonly Marketplace[];
}

/**
 * The tree's value of a scenario type. A type may sit under two suites (close
 * talk's and mobile's WWDD) with different locales, so the suite is part of it.
 */
export function scenarioNodeValue(suite: string, scenarioType: string): string {
  return `${suite}/${scenarioType}`;
}

/** The checked scenario types, in the catalogue's order. */
export function chosenScenarios(
  catalogue: readonly SyncSuiteOption[],
  checked: readonly string[],
): SyncScenarioChoice[] {
  const wanted = new Set(checked);
  return catalogue.flatMap((option) =>
    option.scenarioTypes
      .filter((item) => wanted.has(scenarioNodeValue(option.suite, item.scenarioType)))
      .map((item) => ({ suite: option.suite, scenarioType: item.scenarioType, locales: item.locales })),
  );
}

/** The manifests a submission names: each chosen scenario type once. */
export function manifestsOf(chosen: readonly SyncScenarioChoice[]): ScenarioType[] {
  return [...new Set(chosen.map((choice) => choice.scenarioType))];
}

/**
 * The locales offered for the chosen scenario types: those any of them can be
 * synced in, in the marketplaces' order. The cloud skips a type's resources in
 * a locale it lacks, so one list serves a mixed choice.
 */
export function offeredLocales(chosen: readonly SyncScenarioChoice[]): Marketplace[] {
  const offered = new Set(chosen.flatMap((choice) => choice.locales));
  return MARKETPLACES.filter((locale) => offered.has(locale));
}

/** A location of the lab and every Pi that stands there (a sync goes to each, issue 29). */
export interface LabSyncLocation {
  readonly location: LocationId;
  readonly pis: readonly Pi[];
}

/** The lab's locations, from its Pis' places (doc 2 §3 preference), in the locations' order. */
export function labSyncLocations(lab: Pick<Lab, 'preference'>, pis: readonly Pi[]): LabSyncLocation[] {
  const byLocation = new Map<LocationId, Pi[]>();
  for (const pi of pis) {
    const location = piLocation(lab, pi.id);
    if (location) byLocation.set(location, [...(byLocation.get(location) ?? []), pi]);
  }
  return LOCATION_IDS.filter((location) => byLocation.has(location)).map((location) => ({
    location,
    pis: byLocation.get(location)!,
  }));
}

/** Where the chosen scenario types play from in the chosen locales (doc 1 §5), to suggest those locations. */
export function suggestedSyncLocations(
  chosen: readonly SyncScenarioChoice[],
  locales: readonly string[],
  labLocations: readonly LocationId[],
): Set<LocationId> {
  const suggested = new Set<LocationId>();
  for (const choice of chosen) {
    for (const locale of locales) {
      suiteSyncLocations({
        suite: choice.suite,
        scenarioType: choice.scenarioType,
        locale,
        allLocations: labLocations,
      }).forEach((location) => suggested.add(location));
    }
  }
  return suggested;
}
