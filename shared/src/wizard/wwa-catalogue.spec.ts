import { testSuiteById } from '../suites/test-suites.constant';
import { WWA_SCENARIO_NAME } from '../suites/test-suites.constant';
import { validateNewRun } from './test-creation.rule';
import { TEST_CREATION_MESSAGES } from './wizard.messages';
import {
  buildNewRunPayload,
  chooseWizardSuite,
  setDeviceAttribute,
  setWwaDeviceCategory,
  setWwaTestPlans,
} from './wizard-state.util';
import { wizardTestSuites } from './suite-catalogue.rule';
import {
  WWA_DEVICE_CATEGORIES,
  wwaDeviceCategoryOptions,
  wwaSelectionLabels,
  wwaTestPlanOptions,
} from './wwa-catalogue.constant';

describe('the WWA catalogue and selection', () => {
  const wwa = wizardTestSuites([WWA_SCENARIO_NAME]).find((suite) => suite.id === WWA_SCENARIO_NAME)!;

  it('offers each device category with discovery first among its test plans', () => {
    expect(testSuiteById(WWA_SCENARIO_NAME)?.displayName).toBe('WWA');
    expect(wwaDeviceCategoryOptions().map((option) => option.value)).toEqual(
      WWA_DEVICE_CATEGORIES.map((category) => category.id),
    );
    for (const category of WWA_DEVICE_CATEGORIES) {
      expect(wwaTestPlanOptions(category.id)[0]).toEqual({ value: 'DISCOVERY', label: 'Discovery' });
    }
    expect(wwaTestPlanOptions('TOASTER')).toEqual([]);
  });

  it('fixes the scenario type, keeps plans in catalogue order and drops them with the category', () => {
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

  it("checks the selection with doc 2 §5's WWA messages", () => {
    const categories = WWA_DEVICE_CATEGORIES.map((category) => category.id);
    const errorsOf = (deviceCategory: string, testPlans: string[]) => {
      const state = setWwaTestPlans(setWwaDeviceCategory(chooseWizardSuite(wwa), deviceCategory), testPlans);
      return validateNewRun(buildNewRunPayload({ ...state, draft: { ...state.draft, name: 'Plug_1' } }), {
        wwaDeviceCategories: categories,
      }).scenarioErrors.wwaScenarios;
    };
    expect(errorsOf('', [])).toBe(TEST_CREATION_MESSAGES.invalidDeviceCategory);
    expect(errorsOf('SMART_PLUG', [])).toBe(TEST_CREATION_MESSAGES.noTestPlanForDeviceCategory('SMART_PLUG'));
    expect(errorsOf('SMART_PLUG', ['POWER_CONTROL'])).toBeUndefined();
  });
});
