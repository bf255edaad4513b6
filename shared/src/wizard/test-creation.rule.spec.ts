import { FIELD_MESSAGES } from '../run-fields/field.messages';
import { newRunPayloadSchema, newRunValidationSchema } from './test-draft.schema';
import {
  type NewRunContext,
  newRunLabErrors,
  newRunScenarioErrors,
  validateNewRun,
} from './test-creation.rule';
import { ACM_MESSAGES, TEST_CREATION_MESSAGES, WIZARD_MESSAGES } from './wizard.messages';

const functionalSuite = {
  id: 'AQTFunctional',
  displayName: 'Functional',
  category: 'FUNCTIONAL',
  config: '{"marketPlace":"en_US"}',
  mapping: [
    { tag: '@alarm', duts: ['DUT1'], actors: ['Speaker', 'Noise'] },
    { tag: '@timer', duts: ['DUT1', 'DUT2'], actors: ['Speaker'] },
  ],
};
const acmSuite = {
  ...functionalSuite,
  id: 'AQTUDTV2',
  displayName: 'ACM',
  category: 'MULTIMODAL',
  mapping: [],
};

const actor = (name: string, thingId: string) => ({ name, configType: 'actor', thingId, piName: thingId });
const dut = (name: string, dsn: string) => ({ name, configType: 'dut', customerId: 'C1', dsn });

function aRun(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Smoke_1',
    locale: 'en_US',
    enableEmailNotification: false,
    scenarioType: 'STANDARD',
    customizedScenarios: [],
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: functionalSuite,
    testMapping: {
      mapping: [
        dut('DUT1', 'DSN1'),
        dut('DUT2', 'DSN2'),
        actor('Speaker', 'thing1'),
        actor('Noise', 'thing2'),
      ],
      actorMapping: [actor('Speaker', 'thing1'), actor('Noise', 'thing2')],
      deviceMapping: [
        {
          dsn: 'DSN1',
          customerId: 'C1',
          buildInfo: '1.2.3',
          cidEmail: 'qa@example.com',
          namespace: 'any thing',
        },
        { dsn: 'DSN2', customerId: 'C1' },
      ],
    },
    testOptions: {},
    labId: 'lab-1',
    accountConfig: [],
    referenceMicConsent: true,
    ...overrides,
  };
}

const lab: NewRunContext['lab'] = {
  locked: false,
  pis: [
    { id: 'thing1', name: 'Pi-1', connected: true },
    { id: 'thing2', name: 'Pi-2', connected: true },
  ],
};

describe('validateNewRun', () => {
  it('passes a complete standard run, which is also a valid payload', () => {
    const run = aRun();
    const result = validateNewRun(run, { lab });
    expect(result).toEqual({ isValid: true, scenarioErrors: {}, labErrors: {}, errors: [] });
    expect(newRunPayloadSchema.safeParse(run).success).toBe(true);
    expect(newRunValidationSchema.parse(result)).toEqual(result);
  });

  it('reports every error keyed by field and in one flat list', () => {
    const result = validateNewRun({ scenarioType: 'custom', customizedScenarios: [{ category: 'Alarm' }] });
    expect(result.isValid).toBe(false);
    expect(result.scenarioErrors).toEqual({
      name: TEST_CREATION_MESSAGES.invalidName,
      locale: TEST_CREATION_MESSAGES.localeRequired,
      enableEmailNotification: TEST_CREATION_MESSAGES.emailNotificationNotSelected,
      testSuite: TEST_CREATION_MESSAGES.testSuiteRequired,
      customizedScenarios: { '0': 'No scenario selected for the category Alarm' },
    });
    expect(result.labErrors).toEqual({
      labId: TEST_CREATION_MESSAGES.labRequired,
      referenceMicConsent: TEST_CREATION_MESSAGES.referenceMicConsentRequired,
    });
    expect(result.errors).toEqual([
      'Name cannot be empty or have special characters',
      'Please select a locale',
      'Enable email notification not selected',
      'TestSuite cannot be empty',
      'No scenario selected for the category Alarm at index 0',
      'Please select lab id',
      TEST_CREATION_MESSAGES.referenceMicConsentRequired,
    ]);
    expect(newRunValidationSchema.safeParse(result).success).toBe(true);
  });

  it('reads a body that is not an object as empty', () => {
    expect(validateNewRun(null).scenarioErrors.scenarioType).toBe(
      TEST_CREATION_MESSAGES.scenarioTypeRequired,
    );
    expect(validateNewRun('run').errors.length).toBeGreaterThan(0);
  });

  it('checks only the steps passed', () => {
    const run = aRun({ labId: '', referenceMicConsent: false });
    expect(validateNewRun(run, {}, 0).isValid).toBe(true);
    expect(validateNewRun(run, {}, 1).errors).toEqual([TEST_CREATION_MESSAGES.labRequired]);
    expect(validateNewRun(aRun({ referenceMicConsent: false }), {}, 1).isValid).toBe(true);
    expect(validateNewRun(aRun({ referenceMicConsent: false }), {}, 2).errors).toEqual([
      TEST_CREATION_MESSAGES.referenceMicConsentRequired,
    ]);
  });
});

describe('newRunScenarioErrors', () => {
  it.each([
    ['Smoke_1', undefined],
    ['a'.repeat(30), undefined],
    ['a'.repeat(31), FIELD_MESSAGES.tooLong],
    ['', TEST_CREATION_MESSAGES.invalidName],
    ['my test', TEST_CREATION_MESSAGES.invalidName],
    ['smoke-1', TEST_CREATION_MESSAGES.invalidName],
    [42, TEST_CREATION_MESSAGES.invalidName],
  ])('name %p gives %p', (name, expected) => {
    expect(newRunScenarioErrors(aRun({ name })).name).toBe(expected);
  });

  it.each([
    [undefined, TEST_CREATION_MESSAGES.scenarioTypeRequired],
    ['', TEST_CREATION_MESSAGES.scenarioTypeRequired],
    ['quick', TEST_CREATION_MESSAGES.scenarioTypeInvalid],
    ['standard', undefined],
    ['STANDARD', undefined],
  ])('scenario type %p gives %p', (scenarioType, expected) => {
    expect(newRunScenarioErrors(aRun({ scenarioType })).scenarioType).toBe(expected);
  });

  it('needs e-mail notification as a boolean and a suite with an id', () => {
    expect(newRunScenarioErrors(aRun({ enableEmailNotification: 'true' })).enableEmailNotification).toBe(
      TEST_CREATION_MESSAGES.emailNotificationNotSelected,
    );
    expect(
      newRunScenarioErrors(aRun({ enableEmailNotification: true })).enableEmailNotification,
    ).toBeUndefined();
    expect(newRunScenarioErrors(aRun({ testSuite: { id: '' } })).testSuite).toBe(
      TEST_CREATION_MESSAGES.testSuiteRequired,
    );
    expect(newRunScenarioErrors(aRun({ testSuite: [] })).testSuite).toBe(
      TEST_CREATION_MESSAGES.testSuiteRequired,
    );
  });

  it('needs a category and a scenario in every custom row, each category once', () => {
    const errors = newRunScenarioErrors(
      aRun({
        scenarioType: 'CUSTOM',
        customizedScenarios: [
          { category: '', scenarios: ['a'] },
          { category: 'Alarm', scenarios: [] },
          { category: 'Alarm', scenarios: ['b'] },
          { category: 'Timer', scenarios: ['c'] },
        ],
      }),
    );
    expect(errors.customizedScenarios).toEqual({
      '0': 'Invalid Category',
      '1': 'No scenario selected for the category Alarm',
      '2': 'Invalid Category',
    });
  });

  it('asks for a category when a custom run has no rows', () => {
    expect(newRunScenarioErrors(aRun({ scenarioType: 'CUSTOM' })).customizedScenarios).toEqual({
      '0': 'Invalid Category',
    });
  });

  it('refuses categories the scenario list does not offer', () => {
    const run = aRun({
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category: 'Alarm', scenarios: ['a'] }],
    });
    expect(newRunScenarioErrors(run, { categories: ['Alarm'] }).customizedScenarios).toBeUndefined();
    expect(newRunScenarioErrors(run, { categories: ['Timer'] }).customizedScenarios).toEqual({
      '0': 'Invalid Category',
    });
  });

  it('takes an ACM run’s categories from the ACM library', () => {
    const run = (category: string) =>
      aRun({
        testSuite: acmSuite,
        scenarioType: 'CUSTOM',
        customizedScenarios: [{ category, scenarios: [302] }],
      });
    expect(newRunScenarioErrors(run('CALLING')).customizedScenarios).toBeUndefined();
    expect(newRunScenarioErrors(run('Alarm')).customizedScenarios).toEqual({ '0': 'Invalid Category' });
  });

  it('ignores rows of a standard run', () => {
    expect(
      newRunScenarioErrors(aRun({ customizedScenarios: [{ category: '', scenarios: [] }] }))
        .customizedScenarios,
    ).toBeUndefined();
  });

  it('needs a WWA device category and a test plan for it', () => {
    const wwa = (wwaScenarios: unknown) => newRunScenarioErrors(aRun({ scenarioType: 'wwa', wwaScenarios }));
    expect(wwa(undefined).wwaScenarios).toBe(TEST_CREATION_MESSAGES.invalidDeviceCategory);
    expect(wwa({ deviceCategory: 'Light', testPlans: [] }).wwaScenarios).toBe(
      'No test plan selected for the device category Light',
    );
    expect(wwa({ deviceCategory: 'Light', testPlans: ['plan-1'] }).wwaScenarios).toBeUndefined();
    expect(
      newRunScenarioErrors(
        aRun({ scenarioType: 'WWA', wwaScenarios: { deviceCategory: 'Light', testPlans: ['p'] } }),
        { wwaDeviceCategories: ['Plug'] },
      ).wwaScenarios,
    ).toBe(TEST_CREATION_MESSAGES.invalidDeviceCategory);
  });

  it('checks the option fields as customTestOptions', () => {
    const result = validateNewRun(aRun({ testOptions: { utteranceCount: 60001, namespace: 'x y' } }), {
      lab,
    });
    expect(result.scenarioErrors.customTestOptions).toEqual({ utteranceCount: FIELD_MESSAGES.outOfRange });
    expect(result.errors).toEqual(['utteranceCount: Invalid/ out of range input.']);
  });

  it('checks the delay only for a custom run', () => {
    const options = { testOptions: { delayBetweenUtterances: 0 } };
    expect(newRunScenarioErrors(aRun(options)).customTestOptions).toBeUndefined();
    expect(
      newRunScenarioErrors(
        aRun({
          ...options,
          scenarioType: 'CUSTOM',
          customizedScenarios: [{ category: 'A', scenarios: ['a'] }],
        }),
      ).customTestOptions,
    ).toEqual({ delayBetweenUtterances: FIELD_MESSAGES.outOfRange });
  });

  it("checks the counts a run's own custom options give, as the form's", () => {
    const custom = { scenarioType: 'CUSTOM', customizedScenarios: [{ category: 'A', scenarios: ['a'] }] };
    const given = (customOptions: Record<string, unknown>) =>
      newRunScenarioErrors(aRun({ ...custom, testOptions: { customOptions } })).customTestOptions;
    expect(given({ delayBetweenUtterances: 500, utteranceCount: 0, noise: 'Pink noise' })).toEqual({
      delayBetweenUtterances: FIELD_MESSAGES.outOfRange,
      utteranceCount: FIELD_MESSAGES.utteranceCountZero,
    });
    expect(given({ delayBetweenUtterances: 3, utteranceCount: 1 })).toBeUndefined();
    // A non-custom run plays no delay, whatever it gives.
    expect(
      newRunScenarioErrors(aRun({ testOptions: { customOptions: { delayBetweenUtterances: 500 } } }))
        .customTestOptions,
    ).toBeUndefined();
  });
});

describe('newRunLabErrors for a feature-file mapping', () => {
  const withMapping = (patch: Record<string, unknown>) => {
    const run = aRun();
    return aRun({ testMapping: { ...run.testMapping, ...patch } });
  };

  it('needs a lab id, and nothing more without one', () => {
    expect(newRunLabErrors(aRun({ labId: ' ' }), { lab: { ...lab, locked: true } })).toEqual({
      labId: TEST_CREATION_MESSAGES.labRequired,
    });
  });

  it('refuses a locked lab', () => {
    expect(newRunLabErrors(aRun(), { lab: { ...lab, locked: true } })).toEqual({
      lab: TEST_CREATION_MESSAGES.labLocked,
    });
  });

  it.each(['mapping', 'actorMapping', 'deviceMapping'])('needs a non-empty %s', (key) => {
    expect(newRunLabErrors(withMapping({ [key]: [] })).mapping).toBe(
      TEST_CREATION_MESSAGES.missingLabMapping,
    );
  });

  it('needs customer id and DSN on every device', () => {
    expect(
      newRunLabErrors(withMapping({ deviceMapping: [{ dsn: 'DSN1' }, { dsn: 'DSN2', customerId: 'C1' }] }))
        .mapping,
    ).toBe(TEST_CREATION_MESSAGES.missingDeviceInformation);
  });

  it('checks device fields: DSN text, build info and e-mail', () => {
    const device = (patch: Record<string, unknown>) =>
      newRunLabErrors(
        withMapping({
          deviceMapping: [
            { dsn: 'DSN1', customerId: 'C1', ...patch },
            { dsn: 'DSN2', customerId: 'C1' },
          ],
        }),
      ).mapping;
    expect(device({ dsn: 'DSN 1' })).toBe(FIELD_MESSAGES.invalidCharacters);
    expect(device({ buildInfo: '1.2 3' })).toBe(FIELD_MESSAGES.invalidCharacters);
    expect(device({ cidEmail: 'nobody' })).toBe(FIELD_MESSAGES.invalidEmail);
  });

  it('refuses the same DSN twice', () => {
    expect(
      newRunLabErrors(
        withMapping({
          deviceMapping: [
            { dsn: 'DSN1', customerId: 'C1' },
            { dsn: 'DSN1', customerId: 'C1' },
          ],
        }),
      ).mapping,
    ).toBe(FIELD_MESSAGES.duplicateDsn);
  });

  it('needs as many actors and devices as the suite has roles for a standard run only', () => {
    const short = withMapping({ actorMapping: [actor('Speaker', 'thing1')] });
    expect(newRunLabErrors(short).mapping).toBe(TEST_CREATION_MESSAGES.mappingCountMismatch);
    const custom = { ...short, scenarioType: 'CUSTOM' };
    expect(newRunLabErrors(custom).mapping).toBeUndefined();
    const oneDevice = withMapping({ deviceMapping: [{ dsn: 'DSN1', customerId: 'C1' }] });
    expect(newRunLabErrors(oneDevice).mapping).toBe(TEST_CREATION_MESSAGES.mappingCountMismatch);
  });

  it('refuses an actor on a Pi that is not connected', () => {
    const offline = { ...lab, pis: [lab.pis[0]!, { ...lab.pis[1]!, connected: false }] };
    expect(newRunLabErrors(aRun(), { lab: offline }).mapping).toBe(TEST_CREATION_MESSAGES.piNotConnected);
    expect(newRunLabErrors(aRun(), { lab }).mapping).toBeUndefined();
  });

  it("says 'Lab does not have devices' when the lab has fewer Pis than actor roles", () => {
    expect(newRunLabErrors(aRun(), { lab: { locked: false, pis: [lab.pis[0]!] } }).lab).toBe(
      WIZARD_MESSAGES.labHasNoDevices,
    );
  });
});

describe('newRunLabErrors for ACM', () => {
  const device = (dsn: string, pi: string) => ({
    dsnInfo: { name: dsn, dsn, deviceOrderId: 1 },
    pi: { name: pi },
    firmware: '1.0.0',
  });
  const acmRun = (accountConfig: unknown) =>
    aRun({
      testSuite: acmSuite,
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category: 'CALLING', scenarios: ['302'] }],
      accountConfig,
    });
  const acmLab: NewRunContext['lab'] = {
    locked: false,
    pis: [
      { id: 't1', name: 'Pi-1', connected: true },
      { id: 't2', name: 'Pi-2', connected: true },
    ],
  };

  it('passes two configured accounts for a call', () => {
    const run = acmRun([
      { customerIdInfo: { customerId: 'C1', email: 'a@x.io' }, devicePiConfig: [device('D1', 'Pi-1')] },
      { customerIdInfo: { customerId: 'C2', email: 'b@x.io' }, devicePiConfig: [device('D2', 'Pi-2')] },
    ]);
    expect(validateNewRun(run, { lab: acmLab }).errors).toEqual([]);
  });

  it('reports accounts as a whole and one by one', () => {
    const result = validateNewRun(acmRun([{ devicePiConfig: [] }]), { lab: acmLab });
    expect(result.labErrors).toEqual({
      accountConfig: ACM_MESSAGES.accountsNotConfigured,
      accounts: { '0': ACM_MESSAGES.customerIdRequired },
    });
    expect(result.errors).toEqual([
      'Required accounts not configured to perfom test',
      'Please select a customer id at index 0',
    ]);
  });

  it('needs enough connected Pis in the lab', () => {
    const run = acmRun([
      { customerIdInfo: { customerId: 'C1', email: 'a@x.io' }, devicePiConfig: [device('D1', 'Pi-1')] },
      { customerIdInfo: { customerId: 'C2', email: 'b@x.io' }, devicePiConfig: [device('D2', 'Pi-2')] },
    ]);
    const onePi = { locked: false, pis: [acmLab.pis[0]!] };
    expect(newRunLabErrors(run, { lab: onePi }).lab).toBe(WIZARD_MESSAGES.labHasNoDevices);
    const halfOffline = { locked: false, pis: [acmLab.pis[0]!, { ...acmLab.pis[1]!, connected: false }] };
    const errors = newRunLabErrors(run, { lab: halfOffline });
    expect(errors.lab).toBe(ACM_MESSAGES.labLacksPiConfigurations);
    expect(errors.accounts).toEqual({ '1': TEST_CREATION_MESSAGES.piNotConnected });
    expect(newRunLabErrors(run, { lab: { ...acmLab, locked: true } }).lab).toBe(
      TEST_CREATION_MESSAGES.labLocked,
    );
  });
});
