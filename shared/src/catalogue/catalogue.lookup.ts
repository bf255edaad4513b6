import { type Placement } from '../locations/locations.constant';
import { type CatalogueTestType, DEVICE_CATEGORIES, type DeviceCategory } from './catalogue.constant';
import {
  type LocaleEntry,
  type PlacementConfig,
  TEST_CONFIGURATION_CATALOGUE,
} from './test-configuration-catalogue.data';

export function testTypesOf(category: DeviceCategory): CatalogueTestType[] {
  return Object.keys(TEST_CONFIGURATION_CATALOGUE[category]) as CatalogueTestType[];
}

/** The device categories that offer a test type. */
export function categoriesOf(testType: CatalogueTestType): DeviceCategory[] {
  return DEVICE_CATEGORIES.filter((category) => testType in TEST_CONFIGURATION_CATALOGUE[category]);
}

export function localesOf(category: DeviceCategory, testType: CatalogueTestType): string[] {
  return Object.keys(TEST_CONFIGURATION_CATALOGUE[category][testType] ?? {});
}

export function localeEntry(
  category: DeviceCategory,
  testType: CatalogueTestType,
  locale: string,
): LocaleEntry | undefined {
  return TEST_CONFIGURATION_CATALOGUE[category][testType]?.[locale];
}

export function placementsOf(
  category: DeviceCategory,
  testType: CatalogueTestType,
  locale: string,
): Placement[] {
  return Object.keys(localeEntry(category, testType, locale)?.placements ?? {}) as Placement[];
}

export function placementConfig(
  category: DeviceCategory,
  testType: CatalogueTestType,
  locale: string,
  placement: Placement,
): PlacementConfig | undefined {
  return localeEntry(category, testType, locale)?.placements[placement];
}

/** Every resource a run of this test type in this locale needs, over all its placements, once each. */
export function resourcesOfRun(
  category: DeviceCategory,
  testType: CatalogueTestType,
  locale: string,
): string[] {
  const resources = placementsOf(category, testType, locale).flatMap(
    (placement) => placementConfig(category, testType, locale, placement)?.resources ?? [],
  );
  return [...new Set(resources)];
}
