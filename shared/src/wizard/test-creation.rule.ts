import { ACM_SCENARIO_LIBRARY } from '../runs/acm-scenarios.constant';
import { acmConfigErrors, acmDevicesPerAccount } from './acm-config.rule';
import {
  buildInfoFieldError,
  duplicateDsnError,
  dsnSelectionError,
  firmwareFieldError,
  optionalDutCountError,
  emailFieldError,
  freeTextFieldError,
  runFieldErrors,
  textLengthFieldError,
} from '../run-fields/field-input.rule';
import { isRecordValue, listOf, recordOf, textOf } from './input-guards.util';
import { type NewRunLabErrors, type NewRunScenarioErrors, type NewRunValidation } from './test-draft.schema';
import {
  WIZARD_LAB_CONFIGURATION_STEP,
  normalizeWizardScenarioType,
  WIZARD_REVIEW_STEP,
  type WizardStepIndex,
  wizardVariantOf,
} from './wizard.constant';
import { TEST_CREATION_MESSAGES, WIZARD_MESSAGES } from './wizard.messages';
import { FIELD_MESSAGES } from '../run-fields/field.messages';
import {
  RUN_DELAY_BETWEEN_UTTERANCES_FIELD,
  RUN_UTTERANCE_COUNT_FIELD,
} from '../run-fields/run-field-limits.constant';
import { WIZARD_LABELS } from './wizard-labels.constant';
import { wizardChoiceErrors } from './acoustic-choices.rule';

/**
 * What the new-run checks need to know beyond the run itself: lists the
 * caller has fetched. A fact left out is not checked, so the cloud and the
 * console each pass what they hold.
 */
export interface NewRunContext {
  /** The categories the scenario list offers; an ACM run defaults to the ACM library's. */
  readonly categories?: readonly string[];
  /** The WWA device categories on offer. */
  readonly wwaDeviceCategories?: readonly string[];
  /**
   * The chosen lab: whether it is locked (its lock flag, defined by the lab
   * domain) and its Pis with their connection.
   */
  readonly lab?: {
    readonly locked: boolean;
    readonly pis: readonly { readonly id: string; readonly name: string; readonly connected: boolean }[];
  };
  /** How many devices each customer id has (the ACM minimum). */
  readonly deviceCountByCustomerId?: Readonly<Record<string, number>>;
  /** The scenario types the run plays (a standard run's come from its suite); the custom rows' when absent. */
  readonly scenarioTypes?: readonly string[];
  /** The locales the run can be made in (see wizardLocaleOptions); any when absent. */
  readonly locales?: readonly string[];
}

const WORD_CHARACTERS = /^\w+$/;

function categoryRowErrors(
  rows: readonly unknown[],
  categories: readonly string[] | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!rows.length) errors['0'] = TEST_CREATION_MESSAGES.invalidCategory;
  const seen = new Set<string>();
  rows.map(recordOf).forEach((row, index) => {
    const category = textOf(row.category);
    if (!category || seen.has(category) || (categories && !categories.includes(category))) {
      errors[String(index)] = TEST_CREATION_MESSAGES.invalidCategory;
    } else if (!listOf(row.scenarios).some((scenario) => textOf(scenario) || typeof scenario === 'number')) {
      errors[String(index)] = TEST_CREATION_MESSAGES.noScenarioForCategory(category);
    }
    seen.add(category);
  });
  return errors;
}

function wwaSelectionError(selection: unknown, deviceCategories: readonly string[] | undefined) {
  const { deviceCategory, testPlans } = recordOf(selection);
  const category = textOf(deviceCategory);
  if (!category || (deviceCategories && !deviceCategories.includes(category))) {
    return TEST_CREATION_MESSAGES.invalidDeviceCategory;
  }
  if (!listOf(testPlans).some((plan) => textOf(plan))) {
    return TEST_CREATION_MESSAGES.noTestPlanForDeviceCategory(category);
  }
  return undefined;
}

/**
 * The checks of step 1, test configuration (doc 2 §5 'Test creation'): name,
 * locale, e-mail flag, scenario type, the category rows or the WWA selection,
 * the test suite, and the option fields (doc 3 §3 'customTestOptions').
 */
export function newRunScenarioErrors(input: unknown, context: NewRunContext = {}): NewRunScenarioErrors {
  const run = recordOf(input);
  const errors: NewRunScenarioErrors = {};

  const name = typeof run.name === 'string' ? run.name : '';
  if (!WORD_CHARACTERS.test(name)) errors.name = TEST_CREATION_MESSAGES.invalidName;
  else {
    const tooLong = textLengthFieldError(name);
    if (tooLong) errors.name = tooLong;
  }

  if (!textOf(run.locale) || (context.locales && !context.locales.includes(textOf(run.locale))))
    errors.locale = TEST_CREATION_MESSAGES.localeRequired;
  if (typeof run.enableEmailNotification !== 'boolean') {
    errors.enableEmailNotification = TEST_CREATION_MESSAGES.emailNotificationNotSelected;
  }

  const scenarioType = normalizeWizardScenarioType(run.scenarioType);
  if (!textOf(run.scenarioType)) errors.scenarioType = TEST_CREATION_MESSAGES.scenarioTypeRequired;
  else if (!scenarioType) errors.scenarioType = TEST_CREATION_MESSAGES.scenarioTypeInvalid;

  const suite = recordOf(run.testSuite);
  if (!isRecordValue(run.testSuite) || !textOf(suite.id)) {
    errors.testSuite = TEST_CREATION_MESSAGES.testSuiteRequired;
  }

  if (scenarioType === 'CUSTOM') {
    const categories =
      context.categories ??
      (wizardVariantOf(textOf(suite.displayName)) === 'acm'
        ? ACM_SCENARIO_LIBRARY.map((category) => category.id)
        : undefined);
    const rowErrors = categoryRowErrors(listOf(run.customizedScenarios), categories);
    if (Object.keys(rowErrors).length) errors.customizedScenarios = rowErrors;
  }
  if (scenarioType === 'WWA') {
    const wwaError = wwaSelectionError(run.wwaScenarios, context.wwaDeviceCategories);
    if (wwaError) errors.wwaScenarios = wwaError;
  }

  const rowTypes = listOf(run.customizedScenarios).map((row) => textOf(recordOf(row).category));
  const custom = scenarioType === 'CUSTOM';
  const optionErrors = {
    ...givenCustomOptionErrors(recordOf(recordOf(run.testOptions).customOptions), custom),
    ...runFieldErrors(recordOf(run.testOptions), { custom }),
    ...wizardChoiceErrors(recordOf(run.testOptions), context.scenarioTypes ?? rowTypes),
  };
  if (Object.keys(optionErrors).length) errors.customTestOptions = optionErrors;
  return errors;
}

/**
 * The counts a run's own custom options may give beside the form's options
 * (an API client's `testOptions.customOptions`; the run plays them): checked
 * as the form's are, so one out of range is refused rather than replaced by
 * the default.
 */
function givenCustomOptionErrors(given: Readonly<Record<string, unknown>>, custom: boolean) {
  const counts = [RUN_UTTERANCE_COUNT_FIELD, RUN_DELAY_BETWEEN_UTTERANCES_FIELD].filter(
    (field) => given[field] !== undefined,
  );
  return runFieldErrors(Object.fromEntries(counts.map((field) => [field, given[field]])), { custom });
}

function deviceEntryError(device: Readonly<Record<string, unknown>>): string | undefined {
  if (!textOf(device.customerId) || !textOf(device.dsn))
    return TEST_CREATION_MESSAGES.missingDeviceInformation;
  return (
    freeTextFieldError(textOf(device.dsn)) ??
    (textOf(device.buildInfo) ? buildInfoFieldError(textOf(device.buildInfo)) : undefined) ??
    (textOf(device.cidEmail) ? emailFieldError(textOf(device.cidEmail)) : undefined)
  );
}

/** The distinct actor and DUT roles of a suite's mapping, read leniently. */
function roleCounts(suite: Readonly<Record<string, unknown>>): { actors: number; duts: number } {
  const entries = listOf(suite.mapping).map(recordOf);
  const names = (key: 'actors' | 'duts') =>
    new Set(entries.flatMap((entry) => listOf(entry[key]).map(textOf).filter(Boolean))).size;
  return { actors: names('actors'), duts: names('duts') };
}

/**
 * The checks of a non-ACM feature-file mapping (doc 2 §5): mapping, actor and
 * device mapping present; every device with customer id and DSN, no DSN twice;
 * for a standard run as many actors and devices as the suite has roles; every
 * actor on a connected Pi; a lab with a Pi for every actor role.
 */
function mappingErrors(run: Readonly<Record<string, unknown>>, context: NewRunContext): NewRunLabErrors {
  const testMapping = recordOf(run.testMapping);
  const actors = listOf(testMapping.actorMapping).map(recordOf);
  const devices = listOf(testMapping.deviceMapping).map(recordOf);
  const roles = roleCounts(recordOf(run.testSuite));
  const errors: NewRunLabErrors = {};

  if (context.lab && context.lab.pis.length < roles.actors) errors.lab = WIZARD_MESSAGES.labHasNoDevices;

  if (!listOf(testMapping.mapping).length || !actors.length || !devices.length) {
    errors.mapping = TEST_CREATION_MESSAGES.missingLabMapping;
    return errors;
  }
  const optional = listOf(run.optionalDuts).map(recordOf);
  const countError = optionalDutCountError(optional.length);
  if (countError) errors.optionalDutCount = countError;
  const taken = devices.map((device) => textOf(device.dsn));
  const optionalErrors: Record<string, string> = {};
  optional.forEach((dut, index) => {
    const dsn = textOf(dut.dsn);
    const error =
      (!textOf(dut.customerId) ? TEST_CREATION_MESSAGES.missingDeviceInformation : undefined) ??
      dsnSelectionError(dsn) ??
      (taken.includes(dsn) ? FIELD_MESSAGES.duplicateDsn : undefined) ??
      firmwareFieldError(textOf(dut.firmware));
    taken.push(dsn);
    if (error) optionalErrors[String(index)] = error;
  });
  if (Object.keys(optionalErrors).length) errors.optionalDuts = optionalErrors;
  const mappingError =
    devices.map(deviceEntryError).find(Boolean) ??
    duplicateDsnError(devices.map((device) => textOf(device.dsn)));
  if (mappingError) errors.mapping = mappingError;
  else if (
    normalizeWizardScenarioType(run.scenarioType) === 'STANDARD' &&
    (actors.length !== roles.actors || devices.length !== roles.duts)
  ) {
    errors.mapping = TEST_CREATION_MESSAGES.mappingCountMismatch;
  } else if (context.lab) {
    const connected = new Set(context.lab.pis.filter((pi) => pi.connected).map((pi) => pi.id));
    if (actors.some((actor) => !connected.has(textOf(actor.thingId)))) {
      errors.mapping = TEST_CREATION_MESSAGES.piNotConnected;
    }
  }
  return errors;
}

/**
 * The checks of step 2, lab configuration (doc 2 §5): a lab that is not
 * locked, then the ACM accounts or the feature-file mapping.
 */
export function newRunLabErrors(input: unknown, context: NewRunContext = {}): NewRunLabErrors {
  const run = recordOf(input);
  if (!textOf(run.labId)) return { labId: TEST_CREATION_MESSAGES.labRequired };

  let errors: NewRunLabErrors;
  if (wizardVariantOf(textOf(recordOf(run.testSuite).displayName)) === 'acm') {
    const customizedScenarios = listOf(run.customizedScenarios)
      .map(recordOf)
      .map((row) => ({ scenarios: listOf(row.scenarios).map(String) }));
    const acm = acmConfigErrors(
      run.accountConfig,
      acmDevicesPerAccount(run.scenarioType, customizedScenarios),
      {
        pis: context.lab?.pis,
        deviceCountByCustomerId: context.deviceCountByCustomerId,
      },
    );
    errors = {};
    if (acm.lab) errors.lab = acm.lab;
    if (acm.accountConfig) errors.accountConfig = acm.accountConfig;
    if (Object.keys(acm.accounts).length) errors.accounts = acm.accounts;
  } else {
    errors = mappingErrors(run, context);
  }
  if (context.lab?.locked) errors.lab = TEST_CREATION_MESSAGES.labLocked;
  return errors;
}

/** The consent to reference-mic recording, which the submit needs (doc 2 §5, doc 3 §5). */
function referenceMicConsentError(input: unknown): string | undefined {
  return recordOf(input).referenceMicConsent === true
    ? undefined
    : TEST_CREATION_MESSAGES.referenceMicConsentRequired;
}

function flatten(scenario: NewRunScenarioErrors, lab: NewRunLabErrors): string[] {
  const { customizedScenarios, customTestOptions, ...scenarioFields } = scenario;
  const { accounts, optionalDuts, referenceMicConsent, ...labFields } = lab;
  const indexed = (errors: Record<string, string> | undefined) =>
    Object.entries(errors ?? {}).map(([index, message]) =>
      TEST_CREATION_MESSAGES.atIndex(message, Number(index)),
    );
  return [
    ...Object.values(scenarioFields),
    ...indexed(customizedScenarios),
    ...Object.entries(customTestOptions ?? {}).map(([field, message]) => `${field}: ${message}`),
    ...Object.values(labFields),
    ...indexed(accounts),
    ...Object.entries(optionalDuts ?? {}).map(
      ([index, message]) => `${WIZARD_LABELS.optionalDut(Number(index))}: ${message}`,
    ),
    referenceMicConsent,
  ].filter((message): message is string => !!message);
}

/**
 * The new-run checks (doc 2 §5, doc 3 §3) through a step: the wizard's Next,
 * Previous and step clicks check the steps passed; the submit and POST
 * /api/jobs check all three, the review step adding the recording consent.
 * Errors come keyed per field for the form, and flat for an API 400.
 */
export function validateNewRun(
  input: unknown,
  context: NewRunContext = {},
  throughStep: WizardStepIndex = WIZARD_REVIEW_STEP,
): NewRunValidation {
  const scenarioErrors = newRunScenarioErrors(input, context);
  const labErrors = throughStep >= WIZARD_LAB_CONFIGURATION_STEP ? newRunLabErrors(input, context) : {};
  if (throughStep >= WIZARD_REVIEW_STEP) {
    const consent = referenceMicConsentError(input);
    if (consent) labErrors.referenceMicConsent = consent;
  }
  const errors = flatten(scenarioErrors, labErrors);
  return { isValid: errors.length === 0, scenarioErrors, labErrors, errors };
}
