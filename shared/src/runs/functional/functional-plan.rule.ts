import { CATALOGUE_TEST_TYPES } from '../../catalogue/catalogue.constant';
import {
  SHARED_LOCALE_IDENTIFIERS,
  allowedPlacements,
  catalogueLocales,
  localeResource,
} from '../../catalogue/placement-rules.rule';
import { type FunctionalAppScreen } from '../../devices/device-cloud.schema';
import { type JobOptions } from '../../jobs/lab-job.schema';
import { type Marketplace } from '../../locales/marketplaces.constant';
import { type LocationId, type Placement, isLocationId } from '../../locations/locations.constant';
import {
  FUNCTIONAL_UTTERANCE_VALIDATIONS,
  type FunctionalCatalogueAction,
  type FunctionalCatalogueCase,
  type FunctionalUtteranceValidation,
  functionalUtteranceFileName,
  functionalUtteranceTranscript,
} from './functional-case.constant';
import {
  type FunctionalRunCategory,
  functionalRunCategoryLabel,
} from '../../suites/functional-test-categories.constant';
import { FUNCTIONAL_VARIANT_CATEGORIES } from './functional-categories.constant';
import {
  FUNCTIONAL_CATALOGUE,
  FUNCTIONAL_CATALOGUE_LOCALES,
  FUNCTIONAL_RUN_TYPES,
  type FunctionalRunScenarioType,
  MOBILE_FUNCTIONAL_LOCALE,
} from './functional-catalogue.data';
import { FUNCTIONAL_RUN_MESSAGES } from './functional-run.messages';

/** An utterance of a planned test case: what plays, and how its answer is judged. */
export interface FunctionalPlannedUtterance {
  readonly type: 'utterance';
  /** Stable within the case: the catalogue action's position (doc 1 §3 actionSequenceNum). */
  readonly index: number;
  /** What is said after the wake word (or alone). */
  readonly text: string;
  /** What the recording says, wake word included: the question played. */
  readonly transcript: string;
  /** The recording in the step's resource. */
  readonly fileName: string;
  /** False: said without the wake word; it passes when the DUT acts on nothing. */
  readonly wake: boolean;
  /** 'ignore': a set-up utterance, shown but not counted (doc 1 §3 utteranceAttribute). */
  readonly attribute: 'normal' | 'ignore';
  /** Play it while the DUT still speaks its previous answer: once that answer starts, not after it ends. */
  readonly bargeIn: boolean;
  /** The intent the words ask for. */
  readonly intent: string;
  /** How the cloud validation judges it: the intent, `regex` on the response, or nothing acted on. */
  readonly validation: FunctionalUtteranceValidation;
  readonly regex?: string;
  /** Phrases the DUT's spoken answer may contain; present exactly when `recorded`. */
  readonly refMic?: readonly string[];
  /** Record the DUT's spoken answer at the speech location and transcribe it (reference mic speech audio). */
  readonly recorded: boolean;
}

/** A command of a planned test case (FUNCTIONAL_COMMANDS says what the executor does). */
export type FunctionalPlannedCommand =
  | { readonly type: 'command'; readonly index: number; readonly command: 'WAIT'; readonly seconds: number }
  | {
      readonly type: 'command';
      readonly index: number;
      readonly command: 'READ_APP_SCREEN';
      readonly screen: FunctionalAppScreen;
      readonly expect: string;
    };

export type FunctionalPlannedAction = FunctionalPlannedUtterance | FunctionalPlannedCommand;

/** One step of a functional run: one test case. */
export interface FunctionalStep {
  /** `${scenarioType}/${caseId}`: the key its outcome is stored and resumed by. */
  readonly key: string;
  readonly scenarioType: FunctionalRunScenarioType;
  readonly caseId: string;
  readonly category: string;
  readonly categoryLabel: string;
  readonly name: string;
  /** Where its speech plays from. */
  readonly speechLocation: LocationId;
  /** The catalogue resource its recordings are in. */
  readonly resource: string;
  /** Whether any of its utterances is recorded. */
  readonly recorded: boolean;
  readonly actions: readonly FunctionalPlannedAction[];
}

export interface FunctionalPlan {
  readonly locale: string;
  readonly steps: readonly FunctionalStep[];
}

export function isFunctionalScenarioType(type: string): type is FunctionalRunScenarioType {
  return Object.hasOwn(FUNCTIONAL_RUN_TYPES, type);
}

/** The categories a custom row of this type offers, in play order; none for other types. */
export function functionalCategoriesOf(scenarioType: string): readonly FunctionalRunCategory[] {
  return isFunctionalScenarioType(scenarioType)
    ? FUNCTIONAL_VARIANT_CATEGORIES[FUNCTIONAL_RUN_TYPES[scenarioType].variant]
    : [];
}

/**
 * The positions a functional type may play from (doc 3 §3 Placement rules):
 * its catalogue type's placements, the default first; FUNC_CUSTOM, which the
 * catalogue does not list, 0.9 m 90 deg like every non-acoustic suite (doc 1 §5).
 */
export function functionalPlacementsOf(scenarioType: string): readonly Placement[] {
  if (!isFunctionalScenarioType(scenarioType)) return [];
  const { catalogueType } = FUNCTIONAL_RUN_TYPES[scenarioType];
  return scenarioType === 'FUNC_CUSTOM' ||
    !(CATALOGUE_TEST_TYPES as readonly string[]).includes(catalogueType)
    ? ['0.9m-90deg']
    : allowedPlacements(catalogueType);
}

/**
 * Where a type's speech plays from (chosen, one position per type so each case
 * has one result): the type's default placement (0.9 m 90 deg; mobile
 * functional 0.9 m 30 deg) unless its row names only another placement the
 * type offers, as FUNC_ALL and AUTO_FUNC_* may name 0.9 m 30 deg.
 */
function speechLocationOf(offered: readonly Placement[], named: readonly LocationId[]): LocationId {
  const [preferred = '0.9m-90deg'] = offered;
  const [first] = named;
  return first === undefined || named.includes(preferred) ? preferred : first;
}

/** The locale whose recordings a locale plays: en_CA speaks en_US's (doc 3 §3). */
function recordingLocale(locale: string): string {
  return SHARED_LOCALE_IDENTIFIERS[locale as Marketplace] ?? locale;
}

function plannedAction(
  action: FunctionalCatalogueAction,
  index: number,
  caseId: string,
  locale: string,
): FunctionalPlannedAction {
  if (action.type === 'command') return { ...action, index };
  const validation =
    action.wake === false
      ? FUNCTIONAL_UTTERANCE_VALIDATIONS.notActedOn
      : action.regex === undefined
        ? FUNCTIONAL_UTTERANCE_VALIDATIONS.intent
        : FUNCTIONAL_UTTERANCE_VALIDATIONS.regex;
  const recorded = action.wake !== false && (action.refMic?.length ?? 0) > 0;
  return {
    type: 'utterance',
    index,
    text: action.text,
    transcript: functionalUtteranceTranscript(action),
    fileName: functionalUtteranceFileName(recordingLocale(locale), caseId, index),
    wake: action.wake !== false,
    attribute: action.attribute ?? 'normal',
    bargeIn: action.bargeIn === true,
    intent: action.intent,
    validation,
    ...(validation === FUNCTIONAL_UTTERANCE_VALIDATIONS.regex ? { regex: action.regex } : {}),
    ...(recorded ? { refMic: action.refMic } : {}),
    recorded,
  };
}

interface RowChoices {
  readonly locations: LocationId[];
  readonly categories: Set<string>;
  readonly caseIds: Set<string>;
}

/** A row's scenarios: positions the type offers, and categories or case ids of its catalogue. */
function readRow(
  scenarioType: FunctionalRunScenarioType,
  row: readonly string[],
  catalogue: readonly FunctionalCatalogueCase[],
): RowChoices | string {
  const offered = functionalPlacementsOf(scenarioType);
  const categories = functionalCategoriesOf(scenarioType).map((category) => category.id);
  const choices: RowChoices = { locations: [], categories: new Set(), caseIds: new Set() };
  for (const entry of row) {
    if (isLocationId(entry)) {
      if (!(offered as readonly string[]).includes(entry))
        return FUNCTIONAL_RUN_MESSAGES.placement(scenarioType, entry);
      choices.locations.push(entry);
    } else if (categories.includes(entry)) choices.categories.add(entry);
    else if (catalogue.some((testCase) => testCase.id === entry)) choices.caseIds.add(entry);
    else return FUNCTIONAL_RUN_MESSAGES.unknownChoice(scenarioType, entry);
  }
  return choices;
}

function localeRefusal(scenarioType: FunctionalRunScenarioType, locale: string): string | undefined {
  if (scenarioType === 'MOBILE_FUNCTIONAL' && locale !== MOBILE_FUNCTIONAL_LOCALE)
    return FUNCTIONAL_RUN_MESSAGES.mobileLocale(locale);
  if (!catalogueLocales(FUNCTIONAL_RUN_TYPES[scenarioType].catalogueType).includes(locale))
    return FUNCTIONAL_RUN_MESSAGES.notOffered(scenarioType, locale);
  if (!(FUNCTIONAL_CATALOGUE_LOCALES as readonly string[]).includes(locale))
    return FUNCTIONAL_RUN_MESSAGES.notEnglish(scenarioType, locale);
  return undefined;
}

function stepsOf(scenarioType: string, options: JobOptions): FunctionalStep[] | string {
  if (!isFunctionalScenarioType(scenarioType)) return FUNCTIONAL_RUN_MESSAGES.notFunctional(scenarioType);
  const locale = options.marketPlace;
  const refusal = localeRefusal(scenarioType, locale);
  if (refusal) return refusal;
  const runType = FUNCTIONAL_RUN_TYPES[scenarioType];
  const catalogue = FUNCTIONAL_CATALOGUE[runType.variant];
  const choices = readRow(scenarioType, options.testOptions.placements?.[scenarioType] ?? [], catalogue);
  if (typeof choices === 'string') return choices;
  if (runType.custom && choices.categories.size === 0 && choices.caseIds.size === 0)
    return FUNCTIONAL_RUN_MESSAGES.nothingChosen(scenarioType);
  const cases = runType.custom
    ? catalogue.filter(
        (testCase) => choices.categories.has(testCase.category) || choices.caseIds.has(testCase.id),
      )
    : catalogue;
  const speechLocation = speechLocationOf(functionalPlacementsOf(scenarioType), choices.locations);
  const resource = localeResource(runType.catalogueType, locale);
  return cases.map((testCase): FunctionalStep => {
    const actions = testCase.actions.map((action, index) =>
      plannedAction(action, index, testCase.id, locale),
    );
    return {
      key: `${scenarioType}/${testCase.id}`,
      scenarioType,
      caseId: testCase.id,
      category: testCase.category,
      categoryLabel: functionalRunCategoryLabel(testCase.category),
      name: testCase.name,
      speechLocation,
      resource,
      recorded: actions.some((action) => action.type === 'utterance' && action.recorded),
      actions,
    };
  });
}

/**
 * The test cases a functional run plays, in order, or why it cannot be
 * planned. Each scenario type of `executionOrder` (else `testOptions.scenarioType`)
 * plays in turn: a standard type (FUNC_ALL, AUTO_FUNC_ALL, FUNC_NAV_ALL,
 * MOBILE_FUNCTIONAL) its variant's whole catalogue; a custom type the
 * categories or cases its row (`testOptions.placements[type]`) names. A row
 * may also name positions (see speechLocationOf). Refused: a type that is not
 * functional, a locale without the catalogue (mobile functional outside
 * en_US), an unknown choice, a custom row that chooses nothing.
 */
export function functionalPlan(options: JobOptions): FunctionalPlan | string {
  const types = options.executionOrder?.length ? options.executionOrder : [options.testOptions.scenarioType];
  const steps: FunctionalStep[] = [];
  for (const scenarioType of new Set(types)) {
    const planned = stepsOf(scenarioType, options);
    if (typeof planned === 'string') return planned;
    steps.push(...planned);
  }
  return { locale: options.marketPlace, steps };
}

/**
 * The catalogue resources each position must hold for the plan (what the
 * auto-sync checks before the run), in play order, once each.
 */
export function functionalResourceIds(plan: FunctionalPlan): Partial<Record<LocationId, string[]>> {
  const byLocation: Partial<Record<LocationId, string[]>> = {};
  for (const step of plan.steps) {
    if (!step.actions.some((action) => action.type === 'utterance')) continue;
    const ids = (byLocation[step.speechLocation] ??= []);
    if (!ids.includes(step.resource)) ids.push(step.resource);
  }
  return byLocation;
}
