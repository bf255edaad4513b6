import { type Placement } from '../locations/locations.constant';
import { type Marketplace } from '../locales/marketplaces.constant';
import { isFarScenarioType } from '../suites/scenario-types.constant';
import {
  DEVICE_CATEGORIES,
  type CatalogueTestType,
  type DeviceCategory,
  type Plugin,
  TEST_TYPES_BY_CATEGORY,
} from './catalogue.constant';
import {
  SHARED_LOCALE_IDENTIFIERS,
  allowedPlacements,
  catalogueLocales,
  pluginsFor,
  resourcesFor,
} from './placement-rules.rule';
import { stableGuid } from './stable-guid.util';

export interface PlacementConfig {
  readonly plugins: readonly Plugin[];
  readonly resources: readonly string[];
}

export interface LocaleEntry {
  /** A GUID, or `FAR_{locale}` for far-field tests. */
  readonly subType: string;
  readonly placements: Readonly<Partial<Record<Placement, PlacementConfig>>>;
}

export type TestConfigurationCatalogue = Readonly<
  Record<DeviceCategory, Readonly<Partial<Record<CatalogueTestType, Readonly<Record<string, LocaleEntry>>>>>>
>;

/** The subType of a test type in a locale; locales that share resources share it. */
export function subTypeFor(testType: CatalogueTestType, locale: string): string {
  if (isFarScenarioType(testType)) return `FAR_${locale}`;
  const owner = SHARED_LOCALE_IDENTIFIERS[locale as Marketplace] ?? locale;
  return stableGuid(`oak-catalogue:${testType}:${owner}`);
}

function buildCatalogue(): TestConfigurationCatalogue {
  const catalogue = {} as Record<
    DeviceCategory,
    Partial<Record<CatalogueTestType, Record<string, LocaleEntry>>>
  >;
  for (const category of DEVICE_CATEGORIES) {
    catalogue[category] = {};
    for (const testType of TEST_TYPES_BY_CATEGORY[category]) {
      const locales: Record<string, LocaleEntry> = {};
      for (const locale of catalogueLocales(testType)) {
        const placements: Partial<Record<Placement, PlacementConfig>> = {};
        for (const placement of allowedPlacements(testType)) {
          placements[placement] = {
            plugins: pluginsFor(category, testType),
            resources: resourcesFor(testType, locale, placement),
          };
        }
        locales[locale] = { subType: subTypeFor(testType, locale), placements };
      }
      catalogue[category][testType] = locales;
    }
  }
  return catalogue;
}

/**
 * The test configuration catalogue (doc 3 §3): device category, then test type,
 * then locale, then placement with its plugins and resources. Built once from the
 * placement rules, so the data and the rules cannot disagree.
 */
export const TEST_CONFIGURATION_CATALOGUE: TestConfigurationCatalogue = buildCatalogue();
