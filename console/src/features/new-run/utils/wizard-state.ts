import {
  type AcmDevicePiConfig,
  type CategoryScenarios,
  type CustomerIdEntry,
  DEFAULT_DEVICE_ATTRIBUTES,
  DEFAULT_WIZARD_SCENARIO_TYPE,
  type DeviceAttributes,
  EMPTY_WIZARD_TEST_MAPPING,
  type NewRunPayloadDraft,
  type OptionalDut,
  ROUTES,
  RUN_DELAY_BETWEEN_UTTERANCES_FIELD,
  type Route,
  SUITE_CHOICE_STEP,
  type TestDraft,
  type TestSuite,
  WIZARD_TEST_CONFIGURATION_STEP,
  WWA_WIZARD_SCENARIO_TYPE,
  type WizardChoiceField,
  type WizardLabConfig,
  type WizardScenarioType,
  type WizardStep,
  type WwaScenarioSelection,
  acmDevicesPerAccount,
  defaultDelayBetweenUtterances,
  pruneAccountConfig,
  suiteLocaleOf,
  wizardChoiceStored,
  wizardRunOptionFields,
  wizardVariantOf,
  wwaTestPlanOptions,
} from '@oak/shared';

/*
 * The wizard's states and resets as pure functions (doc 2 §4): each takes the
 * state and returns the next one, leaving the given one untouched. They are
 * the wizard's view state, so they live with the wizard; the run it submits
 * (NewRunPayloadDraft) and the rules that check it are shared's.
 */

export interface WizardState {
  readonly step: WizardStep;
  readonly draft: TestDraft;
  readonly labConfig: WizardLabConfig;
  readonly wwaScenarios: WwaScenarioSelection;
  readonly referenceMicConsent: boolean;
  /**
   * The delay between utterances as the user typed it ('' once cleared), or
   * undefined while they have not: until then the field follows the scenario
   * type's default (see withRunDelay).
   */
  readonly typedDelay?: string;
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
 * fixed to WWA, its delay between utterances starts at the type's default, and
 * the wizard opens at step 1.
 */
export function chooseWizardSuite(suite: TestSuite): WizardState {
  const fresh = initialWizardState();
  const scenarioType =
    wizardVariantOf(suite.displayName) === 'wwa' ? WWA_WIZARD_SCENARIO_TYPE : fresh.draft.scenarioType;
  return withRunDelay({
    ...fresh,
    step: WIZARD_TEST_CONFIGURATION_STEP,
    draft: { ...fresh.draft, testSuite: suite, locale: suiteLocaleOf(suite), scenarioType },
  });
}

/**
 * The delay between utterances of the run, where step 1 offers its field (a
 * custom run of the acoustic family): what the user typed, else the default of
 * the scenario type (doc 3 §5 'Default 1; 0 for non-custom'), so a new run
 * shows and submits the delay it plays. A run without the field goes without
 * one, as does a field the user cleared; the job rule then records the default.
 */
function withRunDelay(state: WizardState): WizardState {
  const { draft, typedDelay } = state;
  const { [RUN_DELAY_BETWEEN_UTTERANCES_FIELD]: _delay, ...others } = draft.testOptions;
  const offered =
    !!draft.testSuite &&
    wizardRunOptionFields(draft.testSuite, draft.scenarioType).includes(RUN_DELAY_BETWEEN_UTTERANCES_FIELD);
  const text = typedDelay ?? String(defaultDelayBetweenUtterances(draft.scenarioType === 'CUSTOM'));
  const testOptions =
    offered && text !== '' ? { ...others, [RUN_DELAY_BETWEEN_UTTERANCES_FIELD]: text } : others;
  return { ...state, draft: { ...draft, testOptions } };
}

/** The lab configuration emptied: lab, accounts and mapping. */
function withLabConfigReset(state: WizardState): WizardState {
  return {
    ...state,
    labConfig: INITIAL_LAB_CONFIG,
    draft: { ...state.draft, testMapping: EMPTY_WIZARD_TEST_MAPPING },
  };
}

/**
 * Changing the scenario type to a different one resets the lab configuration
 * (doc 2 §4). Only a custom run chooses its delay between utterances (doc 3
 * §5): the delay follows the new type, and what the user typed comes back
 * with the custom type.
 */
export function setWizardScenarioType(state: WizardState, scenarioType: WizardScenarioType): WizardState {
  if (state.draft.scenarioType === scenarioType) return state;
  return withLabConfigReset(withRunDelay({ ...state, draft: { ...state.draft, scenarioType } }));
}

/**
 * A run option field of step 1 as typed; cleared, the run goes without it. A
 * typed delay between utterances no longer follows the scenario type.
 */
export function setWizardRunOption(state: WizardState, field: string, text: string): WizardState {
  const { [field]: _previous, ...others } = state.draft.testOptions;
  const testOptions = text.trim() === '' ? others : { ...others, [field]: text.trim() };
  const typed = field === RUN_DELAY_BETWEEN_UTTERANCES_FIELD ? { typedDelay: text.trim() } : {};
  return { ...state, ...typed, draft: { ...state.draft, testOptions } };
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

/** The run the wizard holds, as it submits it (doc 2 §3 'The submitted test payload merges ...'). */
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
