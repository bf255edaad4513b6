import {
  type AcmAccountConfig,
  type FeatureMappingEntry,
  TEST_CREATION_MESSAGES,
  type TestSuite,
  WWA_SCENARIO_NAME,
  wizardTestSuites,
  wwaSelectionLabels,
} from '@oak/shared';
import {
  addCategoryRow,
  addOptionalDut,
  buildNewRunPayload,
  canAddCategoryRow,
  categoryOptionsForRow,
  chooseWizardSuite,
  initialWizardState,
  removeCategoryRow,
  removeOptionalDut,
  selectAccountCustomerId,
  selectWizardLab,
  setCategoryRowCategory,
  setCategoryRowScenarios,
  setAccountDevice,
  setDeviceAttribute,
  setOptionalDut,
  setWizardRunOption,
  setWizardScenarioType,
  showsAddOnCategoryRow,
  setWwaDeviceCategory,
  setWwaTestPlans,
  showsRemoveOnCategoryRows,
  WIZARD_EXIT_ROUTE,
  type WizardState,
} from './wizard-state';
import { goToWizardStep } from './wizard-steps';

const suite = (displayName: string, config = '{"marketPlace":"en_GB"}'): TestSuite => ({
  id: `suite-${displayName}`,
  displayName,
  category: 'MULTIMODAL',
  config,
  mapping: [],
});
const device = (dsn: string, pi: string) => ({
  dsnInfo: { name: dsn, dsn, deviceOrderId: 1 },
  pi: { name: pi },
  firmware: '1',
});
const account = (customerId: string, ...devices: ReturnType<typeof device>[]): AcmAccountConfig => ({
  customerIdInfo: { customerId, email: `${customerId}@x.io` },
  devicePiConfig: devices,
});

function acmState(): WizardState {
  const state = chooseWizardSuite(suite('ACM'));
  return {
    ...state,
    draft: {
      ...state.draft,
      customizedScenarios: [
        { category: 'CALLING', scenarios: ['305'] },
        { category: 'DROP_IN', scenarios: ['306'] },
      ],
    },
    labConfig: {
      labId: 'lab-1',
      optionalDuts: [],
      accountConfig: [
        account('C1', device('D1', 'Pi-1'), device('D2', 'Pi-2')),
        account('C2', device('D3', 'Pi-3'), device('D4', 'Pi-4')),
      ],
    },
  };
}

describe('initial state and suite choice', () => {
  it('starts at the suite choice with the spec defaults', () => {
    const state = initialWizardState();
    expect(state.step).toBe(-1);
    expect(state.draft.scenarioType).toBe('CUSTOM');
    expect(state.draft.deviceAttributes).toEqual({ irBlasters: false, dimmable: false });
    expect(state.draft.customizedScenarios).toHaveLength(1);
    expect(WIZARD_EXIT_ROUTE).toBe('/v2/run');
  });

  it("fixes the locale to the suite config's marketplace and opens step 1", () => {
    const state = chooseWizardSuite(suite('Functional'));
    expect(state.step).toBe(0);
    expect(state.draft.locale).toBe('en_GB');
    expect(state.draft.testSuite?.displayName).toBe('Functional');
    expect(chooseWizardSuite(suite('Functional', 'not json')).draft.locale).toBe('');
  });

  it('fixes the WWA wizard to the WWA scenario type', () => {
    expect(chooseWizardSuite(suite('WWA')).draft.scenarioType).toBe('WWA');
    expect(chooseWizardSuite(suite('ACM')).draft.scenarioType).toBe('CUSTOM');
  });
});

describe('resets', () => {
  it('resets the lab configuration when the scenario type changes, not when it stays', () => {
    const state = acmState();
    expect(setWizardScenarioType(state, 'CUSTOM')).toBe(state);
    const changed = setWizardScenarioType(state, 'STANDARD');
    expect(changed.draft.scenarioType).toBe('STANDARD');
    expect(changed.labConfig).toEqual({ labId: undefined, accountConfig: [], optionalDuts: [] });
    expect(changed.draft.testMapping).toEqual({ mapping: [], actorMapping: [], deviceMapping: [] });
  });

  it('drops account configs of devices no longer needed when scenarios change', () => {
    const state = setCategoryRowScenarios(acmState(), 1, []);
    // 305 alone needs one device on the first account and two on the second.
    expect(state.labConfig.accountConfig).toEqual([
      account('C1', device('D1', 'Pi-1')),
      account('C2', device('D3', 'Pi-3'), device('D4', 'Pi-4')),
    ]);
    expect(state.draft.customizedScenarios[1]).toEqual({ category: 'DROP_IN', scenarios: [] });
  });

  it('drops them when a category is removed', () => {
    const state = removeCategoryRow(acmState(), 0);
    expect(state.draft.customizedScenarios).toEqual([{ category: 'DROP_IN', scenarios: ['306'] }]);
    expect(state.labConfig.accountConfig).toEqual([
      account('C1', device('D1', 'Pi-1'), device('D2', 'Pi-2')),
    ]);
  });

  it('clears a row’s scenarios when its category changes', () => {
    const state = setCategoryRowCategory(acmState(), 0, 'MESSAGING');
    expect(state.draft.customizedScenarios[0]).toEqual({ category: 'MESSAGING', scenarios: [] });
    expect(setCategoryRowCategory(state, 0, 'MESSAGING')).toBe(state);
    expect(setCategoryRowCategory(state, 5, 'X')).toBe(state);
    expect(setCategoryRowScenarios(state, 5, ['1'])).toBe(state);
  });

  it('resets the accounts and the Pis of the mapping when a different lab is chosen', () => {
    const actorEntry: FeatureMappingEntry = {
      name: 'Speaker',
      configType: 'actor',
      thingId: 't1',
      piName: 'Pi-1',
    };
    const dutEntry: FeatureMappingEntry = { name: 'DUT1', configType: 'dut', customerId: 'C1', dsn: 'D1' };
    const base = acmState();
    const state: WizardState = {
      ...base,
      draft: {
        ...base.draft,
        testMapping: {
          mapping: [dutEntry, actorEntry],
          actorMapping: [actorEntry],
          deviceMapping: [{ dsn: 'D1', customerId: 'C1' }],
        },
      },
    };
    expect(selectWizardLab(state, 'lab-1')).toBe(state);
    const moved = selectWizardLab(state, 'lab-2');
    expect(moved.labConfig).toEqual({ labId: 'lab-2', accountConfig: [], optionalDuts: [] });
    expect(moved.draft.testMapping).toEqual({
      mapping: [dutEntry],
      actorMapping: [],
      deviceMapping: [{ dsn: 'D1', customerId: 'C1' }],
    });
  });

  it("clears an account's devices when its customer id changes", () => {
    const state = acmState();
    expect(selectAccountCustomerId(state, 0, { customerId: 'C1', email: 'C1@x.io' })).toBe(state);
    const changed = selectAccountCustomerId(state, 0, { customerId: 'C9', email: 'c9@x.io' });
    expect(changed.labConfig.accountConfig[0]).toEqual({
      customerIdInfo: { customerId: 'C9', email: 'c9@x.io' },
      devicePiConfig: [],
    });
    expect(changed.labConfig.accountConfig[1]).toEqual(state.labConfig.accountConfig[1]);
    const fresh = selectAccountCustomerId(initialWizardState(), 1, { customerId: 'C2', email: '' });
    expect(fresh.labConfig.accountConfig).toEqual([
      { devicePiConfig: [] },
      { customerIdInfo: { customerId: 'C2', email: '' }, devicePiConfig: [] },
    ]);
  });
});

describe('category rows', () => {
  const categories = ['Alarm', 'Timer', 'Volume'];
  const rows = [
    { category: 'Alarm', scenarios: [] },
    { category: 'Timer', scenarios: [] },
  ];

  it('offers each row the categories other rows do not use', () => {
    expect(categoryOptionsForRow(rows, 0, categories)).toEqual(['Alarm', 'Volume']);
    expect(categoryOptionsForRow(rows, 1, categories)).toEqual(['Timer', 'Volume']);
  });

  it('shows Add on the last row while categories remain, Remove with more than one row', () => {
    expect(showsAddOnCategoryRow(rows, 1, categories)).toBe(true);
    expect(showsAddOnCategoryRow(rows, 0, categories)).toBe(false);
    expect(showsAddOnCategoryRow(rows, 1, ['Alarm', 'Timer'])).toBe(false);
    expect(canAddCategoryRow(rows, categories)).toBe(true);
    // Three rows for three categories, the last not yet chosen: no fourth.
    const third = [...rows, { category: '', scenarios: [] }];
    expect(showsAddOnCategoryRow(third, 2, categories)).toBe(false);
    expect(showsRemoveOnCategoryRows(rows)).toBe(true);
    expect(showsRemoveOnCategoryRows([rows[0]!])).toBe(false);
  });

  it('adds a row only while categories remain and never removes the last one', () => {
    const state = initialWizardState();
    const added = addCategoryRow(state, ['Alarm', 'Timer']);
    expect(added.draft.customizedScenarios).toHaveLength(2);
    // A row still without a category will take one of those left.
    expect(addCategoryRow(state, ['Alarm'])).toBe(state);
    expect(addCategoryRow(added, ['Alarm', 'Timer'])).toBe(added);
    const full = setCategoryRowCategory(state, 0, 'Alarm');
    expect(addCategoryRow(full, ['Alarm'])).toBe(full);
    expect(removeCategoryRow(state, 0)).toBe(state);
    expect(removeCategoryRow(added, 3)).toBe(added);
  });
});

describe('payload and step moves', () => {
  const ready = (): WizardState => {
    const state = chooseWizardSuite({ ...suite('Functional'), category: 'FUNCTIONAL' });
    return {
      ...state,
      draft: {
        ...state.draft,
        name: 'Run_1',
        error: 'old',
        customizedScenarios: [{ category: 'Alarm', scenarios: ['a'] }],
      },
    };
  };

  it('merges the selection, lab configuration, mapping, options and suite', () => {
    const payload = buildNewRunPayload(selectWizardLab(ready(), 'lab-1'));
    expect(payload).toMatchObject({
      name: 'Run_1',
      labId: 'lab-1',
      accountConfig: [],
      referenceMicConsent: false,
    });
    expect(payload).not.toHaveProperty('error');
    expect(payload.wwaScenarios).toBeUndefined();
    expect(buildNewRunPayload(chooseWizardSuite(suite('WWA'))).wwaScenarios).toEqual({
      deviceCategory: '',
      testPlans: [],
    });
    expect(buildNewRunPayload(initialWizardState()).labId).toBe('');
  });

  it('moves only when the steps before the target pass', () => {
    const state = ready();
    expect(goToWizardStep(state, 0)).toEqual({ state: { ...state, step: 0 } });
    const toLab = goToWizardStep(state, 1);
    expect(toLab.validation?.isValid).toBe(true);
    expect(toLab.state.step).toBe(1);
    const toReview = goToWizardStep(toLab.state, 2);
    expect(toReview.state).toBe(toLab.state);
    expect(toReview.validation?.labErrors.labId).toBe(TEST_CREATION_MESSAGES.labRequired);
    const unnamed = goToWizardStep({ ...state, draft: { ...state.draft, name: '' } }, 1);
    expect(unnamed.state.step).toBe(0);
    expect(unnamed.validation?.scenarioErrors.name).toBe(TEST_CREATION_MESSAGES.invalidName);
  });
});

describe('run options', () => {
  const acoustic: TestSuite = { ...suite('Acoustic'), category: 'ACOUSTIC' };

  it('keeps a run option as typed, drops it when cleared, and keeps the delay only for custom runs', () => {
    let state = setWizardRunOption(chooseWizardSuite(acoustic), 'utteranceCount', ' 12 ');
    state = setWizardRunOption(state, 'delayBetweenUtterances', '3');
    expect(state.draft.testOptions).toEqual({ utteranceCount: '12', delayBetweenUtterances: '3' });
    expect(setWizardRunOption(state, 'utteranceCount', '').draft.testOptions).toEqual({
      delayBetweenUtterances: '3',
    });
    const standard = setWizardScenarioType(state, 'STANDARD');
    expect(standard.draft.testOptions).toEqual({ utteranceCount: '12' });
    // What the user typed comes back with the custom type.
    expect(setWizardScenarioType(standard, 'CUSTOM').draft.testOptions).toEqual({
      utteranceCount: '12',
      delayBetweenUtterances: '3',
    });
  });

  it("starts the delay at the scenario type's default and follows the type until the user types one", () => {
    const fresh = chooseWizardSuite(acoustic);
    expect(fresh.draft.scenarioType).toBe('CUSTOM');
    expect(fresh.draft.testOptions).toEqual({ delayBetweenUtterances: '1' });
    expect(buildNewRunPayload(fresh).testOptions).toEqual({ delayBetweenUtterances: '1' });
    // A standard run has no field: its delay is 0 and goes unsaid; back to custom, the default again.
    const standard = setWizardScenarioType(fresh, 'STANDARD');
    expect(standard.draft.testOptions).toEqual({});
    expect(setWizardScenarioType(standard, 'CUSTOM').draft.testOptions).toEqual({
      delayBetweenUtterances: '1',
    });
    // Cleared, the run goes without it (the job then records the default), through type changes too.
    const cleared = setWizardRunOption(fresh, 'delayBetweenUtterances', '');
    expect(cleared.draft.testOptions).toEqual({});
    const back = setWizardScenarioType(setWizardScenarioType(cleared, 'STANDARD'), 'CUSTOM');
    expect(back.draft.testOptions).toEqual({});
    // A suite whose step 1 offers no delay field submits none.
    expect(chooseWizardSuite({ ...suite('Functional'), category: 'FUNCTIONAL' }).draft.testOptions).toEqual(
      {},
    );
  });
});

describe('setAccountDevice', () => {
  it('sets a device of an account with a customer id, holding the ones before it empty', () => {
    const base = chooseWizardSuite(suite('ACM'));
    expect(setAccountDevice(base, 0, 0, { firmware: '1' })).toBe(base);
    const withCustomer = selectAccountCustomerId(base, 0, { customerId: 'C1', email: 'a@x.io' });
    const second = setAccountDevice(withCustomer, 0, 1, { pi: { name: 'Pi-2' } });
    expect(second.labConfig.accountConfig[0]!.devicePiConfig).toEqual([
      { firmware: '' },
      { firmware: '', pi: { name: 'Pi-2' } },
    ]);
    const both = setAccountDevice(second, 0, 1, {
      dsnInfo: { name: 'Echo', dsn: 'G1', deviceOrderId: 2 },
      firmware: '1.0',
    });
    expect(both.labConfig.accountConfig[0]!.devicePiConfig[1]).toEqual({
      dsnInfo: { name: 'Echo', dsn: 'G1', deviceOrderId: 2 },
      pi: { name: 'Pi-2' },
      firmware: '1.0',
    });
  });
});

describe('optional DUTs in the wizard', () => {
  it('are added, changed and removed in the wizard; a new customer forgets the device', () => {
    let state = addOptionalDut(addOptionalDut(initialWizardState()));
    state = setOptionalDut(state, 0, { customerId: 'C1', dsn: 'OPT-1', name: 'Den', firmware: '1' });
    expect(state.labConfig.optionalDuts[0]).toMatchObject({ customerId: 'C1', dsn: 'OPT-1', firmware: '1' });
    state = setOptionalDut(state, 0, { customerId: 'C2' });
    expect(state.labConfig.optionalDuts[0]).toMatchObject({ customerId: 'C2', dsn: '', firmware: '1' });
    expect(removeOptionalDut(state, 0).labConfig.optionalDuts).toEqual([
      { customerId: '', dsn: '', firmware: '' },
    ]);
  });
});

describe('a WWA run in the wizard', () => {
  it('fixes the scenario type, keeps plans in catalogue order and drops them with the category', () => {
    const wwa = wizardTestSuites([WWA_SCENARIO_NAME]).find((suite) => suite.id === WWA_SCENARIO_NAME)!;
    let state = chooseWizardSuite(wwa);
    expect(state.draft.scenarioType).toBe('WWA');
    state = setWwaDeviceCategory(state, 'LIGHT');
    state = setWwaTestPlans(state, ['COLOR_CONTROL', 'DISCOVERY', 'NOT_A_PLAN']);
    expect(state.wwaScenarios).toEqual({
      deviceCategory: 'LIGHT',
      testPlans: ['DISCOVERY', 'COLOR_CONTROL'],
    });
    expect(setWwaDeviceCategory(state, 'LIGHT')).toBe(state);
    expect(setWwaDeviceCategory(state, 'TV').wwaScenarios).toEqual({ deviceCategory: 'TV', testPlans: [] });
    state = setDeviceAttribute(state, 'irBlasters', true);
    expect(state.draft.deviceAttributes).toEqual({ dimmable: false, irBlasters: true });
    expect(buildNewRunPayload(state).wwaScenarios).toEqual(state.wwaScenarios);
    expect(wwaSelectionLabels(state.wwaScenarios)).toEqual({
      deviceCategory: 'Light',
      testPlans: ['Discovery', 'Color control'],
    });
  });
});
