import { CATALOGUE_TEST_TYPES, type CatalogueTestType } from '../catalogue/catalogue.constant';
import {
  allowedPlacements,
  catalogueLocales,
  localeResource,
  resourcesFor,
} from '../catalogue/placement-rules.rule';
import { type Environment } from '../environment/environment.constant';
import { type LocationId } from '../locations/locations.constant';
import { type SyncSuiteOption, syncOptionCatalogue } from '../sync/sync-options.rule';
import { acousticResourcesByLocation, acousticSegments } from './acoustic-run-plan.rule';
import { farCatalogueType } from './far/far-plan.rule';
import { FUNCTIONAL_RUN_TYPES } from './functional/functional-catalogue.data';

function catalogueResourceIds(type: CatalogueTestType, locale: string, location: string): string[] {
  if (!catalogueLocales(type).includes(locale)) return [];
  const placement = allowedPlacements(type).find((candidate) => candidate === location);
  return placement ? [...resourcesFor(type, locale, placement)] : [localeResource(type, locale)];
}

/**
 * The resources a sync of a scenario type in a locale sends to a location
 * (doc 1 §5: a sync is by scenario type, locale and location), what its runs
 * play there:
 * - a catalogue type, a functional type by its catalogue type, or FAR by
 *   AC_FAR: the
 *   placement's list where the catalogue places it there, else its locale
 *   resource (a lab may play the same speech from other positions);
 * - a type the acoustic runner plays (near and far field, music,
 *   qualification, wake-word detection): the speech and noise its runs play
 *   at that location, else the speech they play anywhere;
 * - any other: `{type}/{locale}`, a resource stored under that name.
 */
export function syncResourceIds(scenarioType: string, locale: string, location: string): string[] {
  // A functional type's resources are its catalogue type's (the functional catalogue says which).
  const functional: { readonly catalogueType: string } | undefined = (
    FUNCTIONAL_RUN_TYPES as Readonly<Record<string, { readonly catalogueType: string }>>
  )[scenarioType];
  const catalogueType = functional?.catalogueType ?? farCatalogueType(scenarioType);
  if ((CATALOGUE_TEST_TYPES as readonly string[]).includes(catalogueType))
    return catalogueResourceIds(catalogueType as CatalogueTestType, locale, location);
  const segments = acousticSegments(scenarioType, locale);
  if (!segments?.length) return [`${scenarioType}/${locale}`];
  const here = acousticResourcesByLocation(segments).get(location as LocationId);
  return here ?? [...new Set(segments.flatMap((segment) => segment.resources))];
}

/**
 * The sync option catalogue as offered (doc 1 §3): a scenario type in a
 * locale only where the resource store holds some of what a sync of it sends
 * (so none answers 'Failed to retrieve resource files for selected options.'),
 * a type only with such a locale, a suite only with such a type. `held` is
 * the store's resource identifiers.
 */
export function offeredSyncCatalogue(
  held: Iterable<string>,
  environment?: Environment,
): readonly SyncSuiteOption[] {
  const stored = new Set(held);
  return syncOptionCatalogue(environment)
    .map((suite) => ({
      ...suite,
      scenarioTypes: suite.scenarioTypes
        .map((option) => ({
          ...option,
          // Anywhere but where it plays: its speech alone.
          locales: option.locales.filter((locale) =>
            syncResourceIds(option.scenarioType, locale, '').some((id) => stored.has(id)),
          ),
        }))
        .filter((option) => option.locales.length > 0),
    }))
    .filter((suite) => suite.scenarioTypes.length > 0);
}
