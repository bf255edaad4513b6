import { CUSTOM_SCENARIO_FILE_ROUTES } from '../custom-tests/custom-scenario-api.schema';
import {
  type CustomScenarioConfig,
  customScenarioConfigSchema,
  parseCustomScenarioConfig,
} from '../custom-tests/custom-scenario.schema';
import { UDT_PI_OPTIONS } from '../custom-tests/custom-tests.constant';
import { customScenarioApiPath } from '../custom-tests/custom-tests-flow.util';
import { suiteRunCategories } from './new-run-job.rule';
import { NOISE_LOCATION, locationLabel } from '../locations/locations.constant';
import { type Marketplace } from '../locales/marketplaces.constant';
import { speechPositions } from '../runs/acoustic-run-plan.rule';
import { JOB_SPEAKER_ROLE } from '../jobs/lab-job.schema';
import { functionalCategoriesOf, functionalPlacementsOf } from '../runs/functional/functional-plan.rule';
import { isPlayedRunFamily, scenarioTypeFamily, suiteOffersFamily } from '../families/families.rule';
import { labDependenciesId } from '../sync/lab-dependencies.schema';
import {
  ACM_SCENARIO_NAME,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  TEST_SUITES,
  type TestSuiteDefinition,
  WWA_SCENARIO_NAME,
} from '../suites/test-suites.constant';
import { UDT_CATEGORY } from '../suites/scenario-suites.constant';
import { ACM_SCENARIO_LIBRARY } from '../runs/acm-scenarios.constant';
import {
  RUN_UTTERANCE_COUNT_FIELD,
  WIZARD_RUN_OPTION_FIELDS,
  type WizardRunOptionField,
} from '../run-fields/run-field-limits.constant';
import { type OfferableCustomScenario, customScenariosToOffer } from './scenario.schema';
import { type TestSuite } from './test-suite.schema';
import { wizardVariantOf } from './wizard.constant';
import { type WizardSelectOption } from './wizard-options.util';

/** The wizard's suite list (doc 2 §7 'GET scenarios'): the built-in suites the user may run. */
export const TEST_SUITES_API_PATH = '/api/testsuites';

/**
 * The suite list's query for the built-in suites alone: the wizard adds the
 * user-defined tests from their own list (GET custom scenarios, doc 2 §7), so
 * either list can fail on its own ('Failed to fetch scenarios', 'Failed to
 * fetch custom scenarios', doc 2 §8). Without it the list has both.
 */
export const BUILT_IN_TEST_SUITES_QUERY = { userDefined: 'false' } as const;

/**
 * Suites behind the allow list (doc 2 §6 names AQTUDTV2, AQTUDTV2WWA and
 * AQTCustomScenario as its examples); every other suite is open to all.
 */
const ALLOW_LISTED_SUITE_IDS: readonly string[] = [
  ACM_SCENARIO_NAME,
  WWA_SCENARIO_NAME,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
];

/**
 * The marketplace of the built-in suites' config (chosen: the spec fixes a
 * run's locale to it without naming it; en_US is the one every scenario
 * library supports).
 */
export const SUITE_MARKETPLACE: Marketplace = 'en_US';

/**
 * The roles a run of a built-in suite maps (chosen): one DUT, and the Pi that
 * speaks to it. A scenario type the run chose no positions for (a STANDARD
 * run) plays its speech from the Speaker's position; where it is not played
 * from there, it plays from its own in a run of several types (warned), and
 * is refused in a run of one. Noise and the other positions play from the
 * lab's Pi at each position, the mapped speaker first.
 */
const SUITE_DUT_ROLE = 'DUT1';
const SUITE_SPEAKER_ROLE = JOB_SPEAKER_ROLE;

/** A built-in suite as the wizard lists it (doc 2 §3 Test suite). */
function wizardTestSuiteOf(definition: TestSuiteDefinition): TestSuite {
  return {
    id: definition.id,
    displayName: definition.displayName,
    category: definition.category,
    config: JSON.stringify({ marketPlace: SUITE_MARKETPLACE }),
    // Under the resource routes (RESOURCE_API_PATHS.labDependencies), keyed by the suite's category.
    labDependenciesUri: labDependenciesId(definition.category),
    // ACM runs map accounts instead (doc 2 §2 'ACM suite').
    mapping:
      wizardVariantOf(definition.displayName) === 'acm'
        ? []
        : [
            {
              tag: `@${definition.id}`,
              duts: [SUITE_DUT_ROLE],
              actors: [SUITE_SPEAKER_ROLE],
            },
          ],
  };
}

/**
 * The suites a company may run: every open suite, and the allow-listed ones
 * its customers are allowed. The user-defined test entry is not a suite of its
 * own: each user-defined test is listed as one (category UDT).
 */
export function wizardTestSuites(allowedNames: readonly string[]): TestSuite[] {
  return TEST_SUITES.filter(
    (suite) =>
      suite.id !== CUSTOM_SCENARIO_ALLOW_LIST_NAME &&
      (!ALLOW_LISTED_SUITE_IDS.includes(suite.id) || allowedNames.includes(suite.id)),
  ).map(wizardTestSuiteOf);
}

/**
 * The categories a CUSTOM run of the suite offers (doc 2 §2 category rows):
 * the ACM library's for ACM, else the suite's scenario types this OAK can play
 * (those of a family its runner plays, by the family table).
 */
export function wizardCategoryOptions(
  suite: Pick<TestSuite, 'category' | 'displayName'>,
): WizardSelectOption[] {
  if (wizardVariantOf(suite.displayName) === 'acm') {
    return ACM_SCENARIO_LIBRARY.map((category) => ({ value: category.id, label: category.label }));
  }
  return (suiteRunCategories(suite.category) ?? [])
    .filter((type) => isPlayedRunFamily(scenarioTypeFamily(type)))
    .map((type) => ({ value: type, label: type }));
}

/**
 * The scenarios of a category row (doc 2 §2 scenario multiselect): an ACM
 * category's scenario ids; a custom functional type's test categories (Alarm,
 * Timer ..., doc 3 §3); or the positions a scenario type plays from.
 */
export function wizardScenarioOptions(
  suite: Pick<TestSuite, 'displayName'>,
  category: string,
): WizardSelectOption[] {
  if (wizardVariantOf(suite.displayName) === 'acm') {
    const library = ACM_SCENARIO_LIBRARY.find((entry) => entry.id === category);
    return (library?.scenarios ?? []).map((scenario) => ({
      value: String(scenario.id),
      label: `${library!.label} ${scenario.id}`,
    }));
  }
  const testCategories = functionalCategoriesOf(category);
  if (category.endsWith('_CUSTOM') && testCategories.length)
    return testCategories.map((entry) => ({ value: entry.id, label: entry.label }));
  const family = scenarioTypeFamily(category);
  // A FAR run plays no speech: its one position is the noise position its track plays from (doc 3 §3).
  const locations =
    family === 'functional'
      ? functionalPlacementsOf(category)
      : family === 'far'
        ? [NOISE_LOCATION]
        : speechPositions(category, SUITE_MARKETPLACE);
  return locations.map((location) => ({ value: location, label: locationLabel(location) }));
}

/**
 * The run option fields step 1 offers for a suite (doc 2 §2 'Suites of the
 * acoustic family also get the fields they need'): the utterance count, and
 * for a CUSTOM run the delay between utterances (a non-custom run's is fixed
 * at 0, doc 3 §5).
 */
export function wizardRunOptionFields(
  suite: Pick<TestSuite, 'category'>,
  scenarioType: string,
): readonly WizardRunOptionField[] {
  if (!suiteOffersFamily(suite.category, 'acoustic')) return [];
  return scenarioType === 'CUSTOM' ? WIZARD_RUN_OPTION_FIELDS : [RUN_UTTERANCE_COUNT_FIELD];
}

/** A user-defined test as the suite list reads it: what the cutoff rule needs, and its config. */
export interface CustomScenarioSuiteSource extends OfferableCustomScenario {
  /** The config's JSON string (doc 2 §3). */
  readonly config: string;
}

/** The roles a user-defined test maps: DUT1.. and Pi1.. by its counts (doc 2 §3 'Pi1..Pi3'). */
function customScenarioRoles(config: Pick<CustomScenarioConfig, 'dutCount' | 'actorCount'>): {
  duts: string[];
  actors: string[];
} {
  return {
    duts: Array.from({ length: config.dutCount }, (_, index) => `DUT${index + 1}`),
    actors: UDT_PI_OPTIONS.filter((pi) => pi.id <= config.actorCount).map((pi) => pi.label),
  };
}

/**
 * The user-defined tests the suite list adds, each as a suite of category UDT
 * ('OAK Tests'): those created on or after the cutoff and not already listed
 * by id or name (doc 2 §5). Its locale is its own marketplace, else the
 * built-in suites'; its files are at its get URLs.
 */
export function customScenarioSuites(
  customScenarios: readonly CustomScenarioSuiteSource[],
  listed: readonly Pick<TestSuite, 'id' | 'displayName'>[],
): TestSuite[] {
  const offered = customScenariosToOffer(
    customScenarios,
    listed.map((suite) => ({ id: suite.id, name: suite.displayName })),
  );
  return offered.map(({ id, name, config: raw }) => {
    const parsed = parseCustomScenarioConfig(raw);
    const config = parsed.ok ? parsed.value : customScenarioConfigSchema.parse({});
    return {
      id,
      displayName: name,
      category: UDT_CATEGORY,
      config: JSON.stringify({ marketPlace: config.marketPlace ?? SUITE_MARKETPLACE }),
      labDependenciesUri: labDependenciesId(UDT_CATEGORY),
      testDefinitionUri: `${customScenarioApiPath(id)}/${CUSTOM_SCENARIO_FILE_ROUTES.testDefinition}`,
      audioFilesUri: `${customScenarioApiPath(id)}/${CUSTOM_SCENARIO_FILE_ROUTES.audioFiles}`,
      mapping: [{ tag: `@${id}`, ...customScenarioRoles(config) }],
    };
  });
}
