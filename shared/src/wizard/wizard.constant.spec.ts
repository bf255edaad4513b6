import {
  ACM_SCENARIO_LIBRARY,
  ACM_SCENARIOS,
  ACM_SUPPORTED_LOCALES,
  acmScenarioById,
} from '../runs/acm-scenarios.constant';
import { acmRequiredDeviceCount } from './acm-config.rule';
import { newRunBreadcrumbs } from './new-run-breadcrumbs.util';
import { wizardScenarioTypeSchema } from './test-draft.schema';
import { WIZARD_BUTTONS, WIZARD_LABELS } from './wizard-labels.constant';
import {
  ACM_MESSAGES,
  SUBMISSION_MESSAGES,
  TEST_CREATION_MESSAGES,
  WIZARD_LIST_MESSAGES,
} from './wizard.messages';
import {
  CUSTOM_SCENARIO_CUTOFF_DATE,
  DEFAULT_DEVICE_ATTRIBUTES,
  DEFAULT_WIZARD_SCENARIO_TYPE,
  normalizeWizardScenarioType,
  SCENARIO_TYPE_TILES,
  SUITE_CHOICE_STEP,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  wizardStepLabel,
  wizardStepOfLabel,
  wizardVariantOf,
} from './wizard.constant';

describe('wizard shape', () => {
  it('has three steps, index 0 to 2, after the suite choice at -1', () => {
    expect(WIZARD_STEP_COUNT).toBe(3);
    expect(WIZARD_STEPS.map((step) => [step.index, step.title])).toEqual([
      [0, 'Test configuration'],
      [1, 'Lab configuration'],
      [2, 'Review and create'],
    ]);
    expect(SUITE_CHOICE_STEP).toBe(-1);
  });

  it("labels steps 'Step N' and 'Step N of M'", () => {
    expect(wizardStepLabel(0)).toBe('Step 1');
    expect(wizardStepOfLabel(2)).toBe('Step 3 of 3');
    expect(wizardStepOfLabel(1, 5)).toBe('Step 2 of 5');
  });

  it.each([
    ['ACM', 'acm'],
    ['WWA', 'wwa'],
    ['Acoustic', 'custom'],
    ['acm', 'custom'],
    [undefined, 'custom'],
  ])('suite %p opens the %s wizard', (displayName, variant) => {
    expect(wizardVariantOf(displayName)).toBe(variant);
  });

  it('reads the scenario type in either case', () => {
    expect(normalizeWizardScenarioType('standard')).toBe('STANDARD');
    expect(normalizeWizardScenarioType(' Custom ')).toBe('CUSTOM');
    expect(normalizeWizardScenarioType('WWA')).toBe('WWA');
    expect(normalizeWizardScenarioType('quick')).toBeUndefined();
    expect(normalizeWizardScenarioType(3)).toBeUndefined();
  });

  it('parses the scenario type into its upper-case form', () => {
    expect(wizardScenarioTypeSchema.parse('wwa')).toBe('WWA');
    expect(wizardScenarioTypeSchema.safeParse('quick').success).toBe(false);
    expect(wizardScenarioTypeSchema.safeParse(undefined).success).toBe(false);
  });

  it('labels the buttons and sections of doc 2 §2', () => {
    expect([
      WIZARD_BUTTONS.cancel,
      WIZARD_BUTTONS.previous,
      WIZARD_BUTTONS.next,
      WIZARD_BUTTONS.submit,
    ]).toEqual(['Cancel', 'Previous', 'Next', 'Submit']);
    expect(WIZARD_LABELS.thingConfiguration).toBe('Thing Configuration');
    expect(WIZARD_LABELS.deviceConfigurations).toBe('Device Configurations');
    expect(WIZARD_LABELS.enableEmailNotification).toBe('enable email notification');
    expect(WIZARD_LABELS.account(0)).toBe('Account 1');
  });

  it('keeps the defaults of doc 2 §9', () => {
    expect(DEFAULT_WIZARD_SCENARIO_TYPE).toBe('CUSTOM');
    expect(DEFAULT_DEVICE_ATTRIBUTES).toEqual({ irBlasters: false, dimmable: false });
    expect(CUSTOM_SCENARIO_CUTOFF_DATE).toBe('2022-12-31');
    expect(SCENARIO_TYPE_TILES[0]).toMatchObject({ value: 'STANDARD', description: 'run standard tests' });
  });
});

describe('messages', () => {
  it('formats row errors and keeps the spec wording, typos included', () => {
    expect(TEST_CREATION_MESSAGES.atIndex('Invalid Category', 1)).toBe('Invalid Category at index 1');
    expect(TEST_CREATION_MESSAGES.noScenarioForCategory('Calling')).toBe(
      'No scenario selected for the category Calling',
    );
    expect(TEST_CREATION_MESSAGES.noTestPlanForDeviceCategory('Light')).toBe(
      'No test plan selected for the device category Light',
    );
    expect(ACM_MESSAGES.accountsNotConfigured).toBe('Required accounts not configured to perfom test');
    expect(ACM_MESSAGES.notEnoughDevices(2)).toBe(
      'This account does not have enough devices. The minimum number of devices required is 2',
    );
    expect(WIZARD_LIST_MESSAGES.customScenarios).toBe('Failed to fetch custom scenarios');
    expect(SUBMISSION_MESSAGES.jobQueueFull).toBe(
      'Too many jobs in job queue. Please remove one or more jobs from job queue and retry.',
    );
    expect(SUBMISSION_MESSAGES.sequencingFailed).toBe(
      'Error sequencing the test. Please retry after sometime!',
    );
  });
});

describe('newRunBreadcrumbs', () => {
  it("leads from 'New run' to 'Create {suite} test'", () => {
    expect(newRunBreadcrumbs('ACM')).toEqual([
      { label: 'New run', route: '/v2/run' },
      { label: 'Create ACM test', route: '/v2/run/create' },
    ]);
    expect(newRunBreadcrumbs(undefined)[1]?.label).toBe('Create test');
    expect(newRunBreadcrumbs('  ')[1]?.label).toBe('Create test');
  });
});

describe('ACM scenario library', () => {
  it('holds the categories and scenario ids of doc 2 §9 for en_US', () => {
    expect(ACM_SUPPORTED_LOCALES).toEqual(['en_US']);
    expect(
      Object.fromEntries(
        ACM_SCENARIO_LIBRARY.map((category) => [category.id, category.scenarios.map((s) => s.id)]),
      ),
    ).toEqual({
      CALLING: [302, 304, 305],
      DROP_IN: [306, 310],
      INTERRUPT: [701, 702, 703, 706, 708],
      DISAMBIGUATION: [801],
      DO_NOT_DISTURB: [903],
      LONGEVITY: [1501],
      MESSAGING: [1714],
    });
    expect(new Set(ACM_SCENARIOS.map((s) => s.id)).size).toBe(ACM_SCENARIOS.length);
  });

  it('gives every scenario at least one device per account', () => {
    for (const scenario of ACM_SCENARIOS) {
      expect(scenario.devicesPerAccount.length).toBeGreaterThan(0);
      expect(scenario.devicesPerAccount.every((count) => count >= 1)).toBe(true);
    }
  });

  it('looks scenarios up by number or string and counts their DUTs', () => {
    expect(acmScenarioById('302')?.id).toBe(302);
    expect(acmScenarioById(999)).toBeUndefined();
    expect(acmRequiredDeviceCount(acmScenarioById(302)!.devicesPerAccount)).toBe(2);
    expect(acmRequiredDeviceCount(acmScenarioById('305')!.devicesPerAccount)).toBe(3);
    expect(acmRequiredDeviceCount(acmScenarioById(306)!.devicesPerAccount)).toBe(2);
  });
});
