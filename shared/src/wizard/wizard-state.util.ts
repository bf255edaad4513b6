import { ROUTES, type Route } from '../navigation/routes.constant';
import { acmDevicesPerAccount, pruneAccountConfig } from './acm-config.rule';
import {
  type AcmDevicePiConfig,
  type CustomerIdEntry,
  EMPTY_WIZARD_TEST_MAPPING,
} from './lab-mapping.schema';
import { RUN_DELAY_BETWEEN_UTTERANCES_FIELD } from './run-field-limits.constant';
import {
  type CategoryScenarios,
  type DeviceAttributes,
  type NewRunLabErrors,
  type NewRunPayload,
  type NewRunScenarioErrors,
  type NewRunValidation,
  type OptionalDut,
  type TestDraft,
  type WizardLabConfig,
  type WwaScenarioSelection,
} from './test-draft.schema';
import { suiteLocaleOf, type TestSuite } from './test-suite.schema';
import { wwaTestPlanOptions } from './wwa-catalogue.constant';
import { type WizardChoiceField, wizardChoiceStored } from './acoustic-choices.rule';
import { type NewRunContext, validateNewRun } from './test-creation.rule';
import {
  DEFAULT_DEVICE_ATTRIBUTES,
  DEFAULT_WIZARD_SCENARIO_TYPE,
  SUITE_CHOICE_STEP,
  WIZARD_TEST_CONFIGURATION_STEP,
  type WizardStepIndex,
  type WizardScenarioType,
  type WizardStep,
  WWA_WIZARD_SCENARIO_TYPE,
  wizardVariantOf,
} from './wizard.constant';

/*
 * The wizard's states and resets as pure functions (doc 2 §4): each takes the
 * state and returns the next one, leaving the given one untouched.
 */

export interface WizardState {
  readonly step: WizardStep;
  readonly draft: TestDraft;
  readonly labConfig: WizardLabConfig;
  readonly wwaScenarios: WwaScenarioSelection;
  readonly referenceMicConsent: boolean;
}

/** Where the wizard goes after a submit or a cancel (doc 2 §2, §4). */
export const WIZARD_EXIT_ROUTE: Route = ROUTES.runList;

export const EMPTY_CATEGORY_ROW: CategoryScenarios = { category: '', scenarios: [] };

const INITIAL_LAB_CONFIG: WizardLabConfig = { labId: undefined, accountConfig: [], optionalDuts: [] };

/** A fresh wizard at the suite choice; submit and cancel come back to it (doc 2 §4). */
export function initialWizardState(): WizardState {
  return {
    step: SUITE_CHOICE_STEP,
    draft: {
      scenarioType: DEFAULT_WIZARD_SCENARIO_TYPE,
      name: '',
      locale: '',
      enableEmailNotification: false,
      customizedScenarios: [EMPTY_CATEGORY_ROW],
      deviceAttributes: { ...DEFAULT_DEVICE_ATTRIBUTES },
      testSuite: undefined,
      testMapping: EMPTY_WIZARD_TEST_MAPPING,
      testOptions: {},
    },
    labConfig: INITIAL_LAB_CONFIG,
    wwaScenarios: { deviceCategory: '', testPlans: [] },
    referenceMicConsent: false,
  };
}

/**
 * Proceed from the suite choice (doc 2 §2): the run takes the suite, its locale
 * is fixed to the suite config's marketplace, a WWA run's scenario type is
 * fixed to WWA, and the wizard opens at step 1.
 */
export function chooseWizardSuite(suite: TestSuite): WizardState {
  const fresh = initialWizardState();
  const scenarioType =
    wizardVariantOf(suite.displayName) === 'wwa' ? WWA_WIZARD_SCENARIO_TYPE : fresh.draft.scenarioType;
  return {
    ...fresh,
    step: WIZARD_TEST_CONFIGURATION_STEP,
    draft: { ...fresh.draft, testSuite: suite, locale: suiteLocaleOf(suite), scenarioType },
  };
}

/** The lab configuration emptied: lab, accounts and mapping. */
function withLabConfigReset(state: WizardState): WizardState {
  return {
    ...state,
    labConfig: INITIAL_LAB_CONFIG,
    draft: { ...state.draft, testMapping: EMPTY_WIZARD_TEST_MAPPING },
  };
}

/** Changing the scenario type to a different one resets the lab configuration (doc 2 §4). */
export function setWizardScenarioType(state: WizardState, scenarioType: WizardScenarioType): WizardState {
  if (state.draft.scenarioType === scenarioType) return state;
  // Only a custom run chooses its delay between utterances (doc 3 §5).
  const { [RUN_DELAY_BETWEEN_UTTERANCES_FIELD]: _delay, ...kept } = state.draft.testOptions;
  const testOptions = scenarioType === 'CUSTOM' ? state.draft.testOptions : kept;
  return withLabConfigReset({ ...state, draft: { ...state.draft, scenarioType, testOptions } });
}

/** A run option field of step 1 as typed; cleared, the run goes without it. */
export function setWizardRunOption(state: WizardState, field: string, text: string): WizardState {
  const { [field]: _previous, ...others } = state.draft.testOptions;
  const testOptions = text.trim() === '' ? others : { ...others, [field]: text.trim() };
  return { ...state, draft: { ...state.draft, testOptions } };
}

/** After the scenarios change, account configs of devices no longer needed go (doc 2 §4). */
function withRows(state: WizardState, customizedScenarios: CategoryScenarios[]): WizardState {
  const devicesPerAccount = acmDevicesPerAccount(state.draft.scenarioType, customizedScenarios);
  return {
    ...state,
    draft: { ...state.draft, customizedScenarios },
    labConfig: {
      ...state.labConfig,
      accountConfig: pruneAccountConfig(state.labConfig.accountConfig, devicesPerAccount),
    },
  };
}

/** Choose a row's category; its scenarios belonged to the previous category and are cleared. */
export function setCategoryRowCategory(state: WizardState, index: number, category: string): WizardState {
  const rows = state.draft.customizedScenarios;
  if (!rows[index] || rows[index].category === category) return state;
  return withRows(
    state,
    rows.map((row, at) => (at === index ? { category, scenarios: [] } : row)),
  );
}

export function setCategoryRowScenarios(
  state: WizardState,
  index: number,
  scenarios: readonly string[],
): WizardState {
  const rows = state.draft.customizedScenarios;
  if (!rows[index]) return state;
  return withRows(
    state,
    rows.map((row, at) => (at === index ? { ...row, scenarios: [...scenarios] } : row)),
  );
}

/** The categories a row may choose: all but those other rows use (doc 2 §2). */
export function categoryOptionsForRow(
  rows: readonly CategoryScenarios[],
  index: number,
  categories: readonly string[],
): readonly string[] {
  const used = new Set(rows.filter((_, at) => at !== index).map((row) => row.category));
  return categories.filter((category) => !used.has(category));
}

/**
 * Whether a category remains for a new row: one that no row uses and that no
 * row still without a category will take, so there are never more rows than
 * categories.
 */
export function canAddCategoryRow(
  rows: readonly CategoryScenarios[],
  categories: readonly string[],
): boolean {
  const used = new Set(rows.map((row) => row.category));
  const unused = categories.filter((category) => !used.has(category)).length;
  const unchosen = rows.filter((row) => !categories.includes(row.category)).length;
  return unused > unchosen;
}

/** Add shows only on the last row and only while unused categories remain (doc 2 §2). */
export function showsAddOnCategoryRow(
  rows: readonly CategoryScenarios[],
  index: number,
  categories: readonly string[],
): boolean {
  return index === rows.length - 1 && canAddCategoryRow(rows, categories);
}

/** Remove shows when there is more than one row (doc 2 §2). */
export function showsRemoveOnCategoryRows(rows: readonly CategoryScenarios[]): boolean {
  return rows.length > 1;
}

export function addCategoryRow(state: WizardState, categories: readonly string[]): WizardState {
  if (!canAddCategoryRow(state.draft.customizedScenarios, categories)) return state;
  return {
    ...state,
    draft: { ...state.draft, customizedScenarios: [...state.draft.customizedScenarios, EMPTY_CATEGORY_ROW] },
  };
}

/** Removing a category removes the account configs no longer needed (doc 2 §4). */
export function removeCategoryRow(state: WizardState, index: number): WizardState {
  const rows = state.draft.customizedScenarios;
  if (!showsRemoveOnCategoryRows(rows) || !rows[index]) return state;
  return withRows(
    state,
    rows.filter((_, at) => at !== index),
  );
}

/**
 * Choosing a different lab resets the account configuration (doc 2 §4). The
 * Pis of the actor mapping belonged to the previous lab, so they go too; the
 * devices, which are not the lab's, stay.
 */
export function selectWizardLab(state: WizardState, labId: string): WizardState {
  if (state.labConfig.labId === labId) return state;
  const { testMapping } = state.draft;
  return {
    ...state,
    // Optional DUTs are devices, not the lab's: they stay.
    labConfig: { labId, accountConfig: [], optionalDuts: state.labConfig.optionalDuts },
    draft: {
      ...state.draft,
      testMapping: {
        ...testMapping,
        mapping: testMapping.mapping.filter((entry) => entry.configType !== 'actor'),
        actorMapping: [],
      },
    },
  };
}

/** Choosing a different customer id for an account clears that account's devices (doc 2 §4). */
export function selectAccountCustomerId(
  state: WizardState,
  accountIndex: number,
  customerIdInfo: CustomerIdEntry,
): WizardState {
  const accounts = [...state.labConfig.accountConfig];
  const current = accounts[accountIndex];
  if (current?.customerIdInfo?.customerId === customerIdInfo.customerId) return state;
  for (let at = accounts.length; at < accountIndex; at++) accounts[at] = { devicePiConfig: [] };
  accounts[accountIndex] = { customerIdInfo, devicePiConfig: [] };
  return { ...state, labConfig: { ...state.labConfig, accountConfig: accounts } };
}

/**
 * One device of an ACM account (doc 2 §2 'per device choose the DSN, a Pi and
 * free-text firmware'): the change applies to the device at its position, the
 * devices before it held empty until chosen. An account without a customer id
 * takes no device.
 */
export function setAccountDevice(
  state: WizardState,
  accountIndex: number,
  deviceIndex: number,
  change: Partial<AcmDevicePiConfig>,
): WizardState {
  const accounts = [...state.labConfig.accountConfig];
  const account = accounts[accountIndex];
  if (!account?.customerIdInfo) return state;
  const devices = [...account.devicePiConfig];
  for (let at = devices.length; at < deviceIndex; at++) devices[at] = { firmware: '' };
  devices[deviceIndex] = { ...(devices[deviceIndex] ?? { firmware: '' }), ...change };
  accounts[accountIndex] = { ...account, devicePiConfig: devices };
  return { ...state, labConfig: { ...state.labConfig, accountConfig: accounts } };
}

/** A choice of step 1 (noises, levels, trainers, lock type), stored in testOptions as the runner reads it. */
export function setWizardChoice(
  state: WizardState,
  field: WizardChoiceField,
  values: readonly string[],
): WizardState {
  return {
    ...state,
    draft: {
      ...state.draft,
      testOptions: { ...state.draft.testOptions, [field]: wizardChoiceStored(field, values) },
    },
  };
}

/** A WWA run's device category; its test plans are chosen again for the new one. */
export function setWwaDeviceCategory(state: WizardState, deviceCategory: string): WizardState {
  if (deviceCategory === state.wwaScenarios.deviceCategory) return state;
  return { ...state, wwaScenarios: { deviceCategory, testPlans: [] } };
}

/** A WWA run's test plans, kept in the category's order. */
export function setWwaTestPlans(state: WizardState, testPlans: readonly string[]): WizardState {
  const order = wwaTestPlanOptions(state.wwaScenarios.deviceCategory).map((plan) => plan.value);
  const chosen = order.filter((plan) => testPlans.includes(plan));
  return { ...state, wwaScenarios: { ...state.wwaScenarios, testPlans: chosen } };
}

/** A WWA device attribute (doc 2 §2 dimmable, irBlasters). */
export function setDeviceAttribute(
  state: WizardState,
  attribute: keyof DeviceAttributes,
  value: boolean,
): WizardState {
  return {
    ...state,
    draft: { ...state.draft, deviceAttributes: { ...state.draft.deviceAttributes, [attribute]: value } },
  };
}

/** The run the wizard submits, before its checks (doc 2 §3 'The submitted test payload merges ...'). */
export type NewRunPayloadDraft = Omit<NewRunPayload, 'testSuite' | 'labId'> & {
  readonly testSuite: TestSuite | undefined;
  readonly labId: string;
};

export function buildNewRunPayload(state: WizardState): NewRunPayloadDraft {
  const { error: _error, ...draft } = state.draft;
  return {
    ...draft,
    testSuite: draft.testSuite,
    labId: state.labConfig.labId ?? '',
    accountConfig: state.labConfig.accountConfig,
    optionalDuts: state.labConfig.optionalDuts,
    wwaScenarios: draft.scenarioType === 'WWA' ? state.wwaScenarios : undefined,
    referenceMicConsent: state.referenceMicConsent,
  };
}

export interface WizardStepMove {
  readonly state: WizardState;
  /** The checks of the steps before the target; absent when there were none to run. */
  readonly validation?: NewRunValidation;
}

/**
 * Next, Previous or a click on a step (doc 2 §2): the steps before the target
 * are checked, and the wizard moves only when they pass.
 */
export function goToWizardStep(
  state: WizardState,
  target: WizardStepIndex,
  context: NewRunContext = {},
): WizardStepMove {
  if (target === WIZARD_TEST_CONFIGURATION_STEP) return { state: { ...state, step: target } };
  const validation = validateNewRun(buildNewRunPayload(state), context, (target - 1) as WizardStepIndex);
  return { state: validation.isValid ? { ...state, step: target } : state, validation };
}

/** The wizard's shown errors: step 1's and step 2's (with the submit's consent). */
export interface WizardShownErrors {
  readonly scenario: NewRunScenarioErrors;
  readonly lab: NewRunLabErrors;
}

function withoutKey<T extends object>(errors: T, key: keyof T): T {
  if (errors[key] === undefined) return errors;
  const { [key]: _dropped, ...rest } = errors;
  return rest as T;
}

function withoutEntries(
  errors: Readonly<Record<string, string>> | undefined,
  changed: (key: string) => boolean,
): Record<string, string> | undefined {
  if (!errors) return errors;
  const kept = Object.fromEntries(Object.entries(errors).filter(([key]) => !changed(key)));
  return Object.keys(kept).length ? kept : undefined;
}

const changedAt = (before: readonly unknown[], after: readonly unknown[], index: number) =>
  JSON.stringify(before[index]) !== JSON.stringify(after[index]);

/**
 * The errors still shown after an edit (doc 3 §4 'Editing a field clears its
 * error'): each field that changed between `before` and `after` loses its
 * error; the others keep theirs. The same object when nothing was cleared.
 */
export function errorsAfterEdit(
  before: WizardState,
  after: WizardState,
  errors: WizardShownErrors,
): WizardShownErrors {
  let scenario = errors.scenario;
  let lab = errors.lab;
  const was = before.draft;
  const is = after.draft;
  if (was.name !== is.name) scenario = withoutKey(scenario, 'name');
  if (was.locale !== is.locale) scenario = withoutKey(scenario, 'locale');
  if (was.enableEmailNotification !== is.enableEmailNotification)
    scenario = withoutKey(scenario, 'enableEmailNotification');
  if (was.scenarioType !== is.scenarioType) scenario = withoutKey(scenario, 'scenarioType');
  if (JSON.stringify(before.wwaScenarios) !== JSON.stringify(after.wwaScenarios))
    scenario = withoutKey(scenario, 'wwaScenarios');
  if (was.customizedScenarios !== is.customizedScenarios) {
    const rows = withoutEntries(scenario.customizedScenarios, (index) =>
      changedAt(was.customizedScenarios, is.customizedScenarios, Number(index)),
    );
    scenario = rows
      ? { ...scenario, customizedScenarios: rows }
      : withoutKey(scenario, 'customizedScenarios');
  }
  if (was.testOptions !== is.testOptions) {
    const options = withoutEntries(
      scenario.customTestOptions,
      (field) => JSON.stringify(was.testOptions[field]) !== JSON.stringify(is.testOptions[field]),
    );
    scenario = options
      ? { ...scenario, customTestOptions: options }
      : withoutKey(scenario, 'customTestOptions');
  }
  if (before.labConfig.labId !== after.labConfig.labId) {
    lab = withoutKey(withoutKey(lab, 'labId'), 'lab');
  }
  if (was.testMapping !== is.testMapping) lab = withoutKey(lab, 'mapping');
  if (before.labConfig.accountConfig !== after.labConfig.accountConfig) {
    const accounts = withoutEntries(lab.accounts, (index) =>
      changedAt(before.labConfig.accountConfig, after.labConfig.accountConfig, Number(index)),
    );
    lab = withoutKey(accounts ? { ...lab, accounts } : withoutKey(lab, 'accounts'), 'accountConfig');
  }
  if (before.labConfig.optionalDuts !== after.labConfig.optionalDuts) {
    const optional = withoutEntries(lab.optionalDuts, (index) =>
      changedAt(before.labConfig.optionalDuts, after.labConfig.optionalDuts, Number(index)),
    );
    lab = withoutKey(
      optional ? { ...lab, optionalDuts: optional } : withoutKey(lab, 'optionalDuts'),
      'optionalDutCount',
    );
  }
  if (before.referenceMicConsent !== after.referenceMicConsent) lab = withoutKey(lab, 'referenceMicConsent');
  return scenario === errors.scenario && lab === errors.lab ? errors : { scenario, lab };
}

/** Adds an empty optional DUT row; the count check says when there are too many. */
export function addOptionalDut(state: WizardState): WizardState {
  const optionalDuts = [...state.labConfig.optionalDuts, { customerId: '', dsn: '', firmware: '' }];
  return { ...state, labConfig: { ...state.labConfig, optionalDuts } };
}

export function removeOptionalDut(state: WizardState, index: number): WizardState {
  const optionalDuts = state.labConfig.optionalDuts.filter((_dut, at) => at !== index);
  return { ...state, labConfig: { ...state.labConfig, optionalDuts } };
}

/** Changes an optional DUT; a different customer id clears its device, which was the previous customer's (doc 2 §4). */
export function setOptionalDut(state: WizardState, index: number, change: Partial<OptionalDut>): WizardState {
  const optionalDuts = state.labConfig.optionalDuts.map((dut, at) => {
    if (at !== index) return dut;
    const customerChanged = change.customerId !== undefined && change.customerId !== dut.customerId;
    const cleared = customerChanged ? { dsn: '', name: undefined, deviceType: undefined } : {};
    return { ...dut, ...cleared, ...change };
  });
  return { ...state, labConfig: { ...state.labConfig, optionalDuts } };
}
