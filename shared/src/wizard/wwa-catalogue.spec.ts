import { testSuiteById } from '../suites/test-suites.constant';
import { WWA_SCENARIO_NAME } from '../suites/test-suites.constant';
import { validateNewRun } from './test-creation.rule';
import { TEST_CREATION_MESSAGES } from './wizard.messages';
import { EMPTY_WIZARD_TEST_MAPPING } from './lab-mapping.schema';
import { wizardTestSuites } from './suite-catalogue.rule';
import { type NewRunPayloadDraft } from './test-draft.schema';
import { suiteLocaleOf } from './test-suite.schema';
import { DEFAULT_DEVICE_ATTRIBUTES } from './wizard.constant';
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

  it('names a selection by the labels of its category and plans', () => {
    expect(
      wwaSelectionLabels({ deviceCategory: 'LIGHT', testPlans: ['DISCOVERY', 'COLOR_CONTROL'] }),
    ).toEqual({
      deviceCategory: 'Light',
      testPlans: ['Discovery', 'Color control'],
    });
  });

  it("checks the selection with doc 2 §5's WWA messages", () => {
    const categories = WWA_DEVICE_CATEGORIES.map((category) => category.id);
    // A WWA run as the wizard holds it after step 1, with the selection under test.
    const run = (wwaScenarios: NewRunPayloadDraft['wwaScenarios']): NewRunPayloadDraft => ({
      name: 'Plug_1',
      locale: suiteLocaleOf(wwa),
      enableEmailNotification: false,
      scenarioType: 'WWA',
      customizedScenarios: [{ category: '', scenarios: [] }],
      deviceAttributes: { ...DEFAULT_DEVICE_ATTRIBUTES },
      testSuite: wwa,
      testMapping: EMPTY_WIZARD_TEST_MAPPING,
      testOptions: {},
      labId: '',
      accountConfig: [],
      optionalDuts: [],
      wwaScenarios,
      referenceMicConsent: false,
    });
    const errorsOf = (deviceCategory: string, testPlans: string[]) =>
      validateNewRun(run({ deviceCategory, testPlans }), { wwaDeviceCategories: categories }).scenarioErrors
        .wwaScenarios;
    expect(errorsOf('', [])).toBe(TEST_CREATION_MESSAGES.invalidDeviceCategory);
    expect(errorsOf('SMART_PLUG', [])).toBe(TEST_CREATION_MESSAGES.noTestPlanForDeviceCategory('SMART_PLUG'));
    expect(errorsOf('SMART_PLUG', ['POWER_CONTROL'])).toBeUndefined();
  });
});
