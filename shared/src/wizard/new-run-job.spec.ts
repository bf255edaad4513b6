import { NEW_JOB_MESSAGES } from '../jobs/job.messages';
import { jobMappingSchema, jobOptionsSchema } from '../jobs/lab-job.schema';
import { newRunPayloadSchema } from './test-draft.schema';
import {
  jobDelayBetweenUtterances,
  newRunJob,
  runCustomOptions,
  runScenarioTypes,
  suiteRunCategories,
  unrunnableRunParts,
  unrunnableScenarioTypes,
} from './new-run-job.rule';

const acousticSuite = {
  id: 'AVSCertSimulation',
  displayName: 'Acoustic',
  category: 'ACOUSTIC',
  config: '{"marketPlace":"en_US"}',
  mapping: [{ tag: '@acoustic', duts: ['DUT1'], actors: ['Speaker', 'Noise'] }],
};

const aRun = (overrides: Record<string, unknown> = {}) =>
  newRunPayloadSchema.parse({
    name: 'Near_1',
    locale: 'en_US',
    enableEmailNotification: true,
    scenarioType: 'CUSTOM',
    customizedScenarios: [
      { category: 'AC_NEAR_FIELD', scenarios: ['0.9m-90deg'] },
      { category: 'AC_WWDD_QUICK_TEST', scenarios: ['0.9m-90deg'] },
    ],
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: acousticSuite,
    testMapping: {
      mapping: [
        {
          name: 'DUT1',
          configType: 'dut',
          customerId: 'C1',
          dsn: 'DSN1',
          dsnMeta: { name: 'Kitchen Echo', dsn: 'DSN1', metadata: { typeId: 'ECHO_DOT', buildInfo: '9.9' } },
        },
        { name: 'Speaker', configType: 'actor', thingId: 'thing-1', piName: 'Speech 0.9 m' },
      ],
      actorMapping: [
        { name: 'Speaker', configType: 'actor', thingId: 'thing-1', piName: 'Speech 0.9 m' },
        { name: 'Noise', configType: 'actor', thingId: 'thing-2' },
      ],
      deviceMapping: [{ dsn: 'DSN1', customerId: 'C1', deviceType: 'ECHO_DOT', buildInfo: '1.2.3' }],
    },
    testOptions: { testCategory: 'CERT', customOptions: { deviceName: 'Kitchen Echo' } },
    labId: 'lab-1',
    accountConfig: [],
    referenceMicConsent: true,
    ...overrides,
  });

describe('newRunJob', () => {
  it('writes the test category and the lock type the wizard shows, untouched, into the job (issue 29: Test Details)', () => {
    const trained = newRunJob(
      aRun({
        testSuite: { ...acousticSuite, id: 'AVSCertMobile', displayName: 'Mobile', category: 'MOBILE' },
        customizedScenarios: [{ category: 'AC_TRAINED_MOBILE', scenarios: ['0.9m-90deg'] }],
        testOptions: {},
      }),
    );
    expect(trained.options.testOptions).toMatchObject({
      testCategory: 'MOBILE',
      customOptions: { lockType: 'SWIPE_LOCK' },
    });
    const chosen = newRunJob(
      aRun({
        customizedScenarios: [{ category: 'AC_TRAINED_MOBILE', scenarios: ['0.9m-90deg'] }],
        testOptions: { lockType: 'PIN_LOCK' },
      }),
    );
    expect(chosen.options.testOptions).toMatchObject({
      testCategory: 'ACOUSTIC',
      customOptions: { lockType: 'PIN_LOCK' },
    });
    // A run without a trained phone has no lock type; a category the payload names is kept.
    const near = newRunJob(aRun());
    expect(near.options.testOptions.testCategory).toBe('CERT');
    expect(near.options.testOptions.customOptions).not.toHaveProperty('lockType');
  });

  it('turns a custom acoustic run into the options and mapping of its lab job', () => {
    const job = newRunJob(aRun());
    expect(jobOptionsSchema.parse(job.options)).toEqual({
      testSuite: 'AVSCertSimulation',
      testName: 'Near_1',
      testType: 'CUSTOM',
      marketPlace: 'en_US',
      executionOrder: ['AC_NEAR_FIELD', 'AC_WWDD_QUICK_TEST'],
      testOptions: {
        testSuite: 'ACOUSTIC',
        scenarioType: 'AC_NEAR_FIELD',
        testCategory: 'CERT',
        // Submitted without a delay between utterances: the custom run's default (doc 3 §5).
        customOptions: { deviceName: 'Kitchen Echo', delayBetweenUtterances: 1 },
        config: { name: 'Acoustic' },
        placements: { AC_NEAR_FIELD: ['0.9m-90deg'], AC_WWDD_QUICK_TEST: ['0.9m-90deg'] },
      },
    });
    expect(jobMappingSchema.parse(job.mapping)).toEqual({
      deviceMapping: {
        DUT: {
          customerId: 'C1',
          dsn: 'DSN1',
          deviceName: 'Kitchen Echo',
          buildInfo: '1.2.3',
          deviceType: 'ECHO_DOT',
        },
      },
      actorMapping: {
        Speaker: { thingId: 'thing-1', piName: 'Speech 0.9 m' },
        Noise: { thingId: 'thing-2' },
      },
    });
    expect(job.scenarioName).toBe('AC_NEAR_FIELD');
    expect(job.sendCompletionEmail).toBe(true);
  });

  it('keeps further DUT roles under their names, and reads a device only the device list describes', () => {
    const run = aRun();
    const job = newRunJob({
      ...run,
      testMapping: {
        ...run.testMapping,
        mapping: [
          { name: 'DUT1', configType: 'dut', customerId: 'C1', dsn: 'DSN1' },
          { name: 'DUT2', configType: 'dut', customerId: 'C2', dsn: 'DSN2' },
        ],
        deviceMapping: [{ dsn: 'DSN1', customerId: 'C1' }],
      },
    });
    expect(job.mapping.deviceMapping).toEqual({
      DUT: { customerId: 'C1', dsn: 'DSN1' },
      DUT2: { customerId: 'C2', dsn: 'DSN2' },
    });
  });

  it('plays the standard list of a suite, and nothing for a suite without one', () => {
    expect(runScenarioTypes(aRun({ scenarioType: 'STANDARD' }))).toEqual(['AC_NEAR_FIELD', 'AC_FAR_FIELD']);
    expect(
      runScenarioTypes(aRun({ scenarioType: 'standard', testSuite: { ...acousticSuite, category: 'UPL' } })),
    ).toEqual([]);
    expect(runScenarioTypes(aRun({ scenarioType: 'WWA' }))).toEqual([]);
    // Qualification plays every noise type.
    expect(
      runScenarioTypes(aRun({ scenarioType: 'STANDARD', testSuite: { ...acousticSuite, category: 'QUAL' } })),
    ).toEqual([
      'QUAL_SILENCE',
      'QUAL_DEVICE_PLAYBACK',
      'QUAL_NOISE_PINK',
      'QUAL_NOISE_PUB',
      'QUAL_NOISE_ROCK',
      'QUAL_NOISE_CAFE',
      'QUAL_NOISE_NEWS',
      'QUAL_WWDD',
    ]);
  });

  it('offers a certification suite its scenario types as categories', () => {
    expect(suiteRunCategories('CLOSE_TALK')).toEqual(['CT_WAKE_AND_RESPONSE', 'WWDD', 'FAR']);
    expect(suiteRunCategories('MULTIMODAL')).toBeUndefined();
    expect(suiteRunCategories('UDT')).toBeUndefined();
  });

  it('names the scenario types the runner cannot play yet', () => {
    expect(unrunnableScenarioTypes(['AC_FAR_FIELD', 'PORT_SCANNER', 'AC_WWDD_FULL_TEST'])).toEqual([
      'PORT_SCANNER',
    ]);
  });
});

describe('runCustomOptions', () => {
  it("merges the wizard's run option fields, as numbers, into the custom options", () => {
    expect(runCustomOptions({}, 'STANDARD')).toBeUndefined();
    expect(runCustomOptions({ customOptions: ['no'] }, 'STANDARD')).toBeUndefined();
    expect(
      runCustomOptions({ customOptions: { trainers: ['A'] }, utteranceCount: '12' }, 'STANDARD'),
    ).toEqual({ trainers: ['A'], utteranceCount: 12 });
    expect(runCustomOptions({ utteranceCount: '', delayBetweenUtterances: '3' }, 'CUSTOM')).toEqual({
      delayBetweenUtterances: 3,
    });
  });

  it('records the delay a custom run plays, its own or the default, and none for a non-custom run', () => {
    expect(runCustomOptions({}, 'CUSTOM')).toEqual({ delayBetweenUtterances: 1 });
    expect(runCustomOptions({ customOptions: { delayBetweenUtterances: 0 } }, 'custom')).toEqual({
      delayBetweenUtterances: 1,
    });
    expect(runCustomOptions({ customOptions: { delayBetweenUtterances: 4 } }, 'CUSTOM')).toEqual({
      delayBetweenUtterances: 4,
    });
    expect(runCustomOptions({ delayBetweenUtterances: '5', utteranceCount: '2' }, 'STANDARD')).toEqual({
      utteranceCount: 2,
    });
  });
});

describe('jobDelayBetweenUtterances', () => {
  // A stored job's options, as an older OAK or an API client may have left them.
  const options = (testType: string | undefined, customOptions?: Record<string, unknown>) => ({
    ...(testType ? { testType } : {}),
    testOptions: {
      testSuite: 'ACOUSTIC',
      scenarioType: 'AC_NEAR_FIELD',
      ...(customOptions ? { customOptions } : {}),
    },
  });

  it("plays the job's recorded delay, and a job stored without one its scenario type's default", () => {
    expect(jobDelayBetweenUtterances(newRunJob(aRun()).options)).toBe(1);
    expect(jobDelayBetweenUtterances(options('CUSTOM', { delayBetweenUtterances: 9 }))).toBe(9);
    expect(jobDelayBetweenUtterances(options('CUSTOM'))).toBe(1);
    expect(jobDelayBetweenUtterances(options('STANDARD', { delayBetweenUtterances: 9 }))).toBe(0);
    expect(jobDelayBetweenUtterances(options(undefined))).toBe(0);
  });
});

describe('unrunnableRunParts', () => {
  it('refuses a locale the catalogue offers that the lab does not play yet, by name (issue 29)', () => {
    expect(unrunnableRunParts(aRun({ locale: 'ja_JP' }))).toBe(NEW_JOB_MESSAGES.localeNotPlayed('ja_JP'));
    expect(NEW_JOB_MESSAGES.localeNotPlayed('ja_JP')).toContain('Locale ja_JP');
    for (const locale of ['de_DE', 'it_IT', 'es_ES', 'pt_BR'])
      expect(unrunnableRunParts(aRun({ locale }))).toBeUndefined();
  });

  it('plays a run of playable scenario types, and names a user-defined test it cannot run yet', () => {
    expect(unrunnableRunParts(aRun())).toBeUndefined();
    const udt = aRun({
      scenarioType: 'STANDARD',
      customizedScenarios: [],
      testSuite: { ...acousticSuite, id: 'u1', displayName: 'Kitchen_UDT', category: 'UDT' },
    });
    expect(unrunnableRunParts(udt)).toBe(NEW_JOB_MESSAGES.notRunnableUdt('Kitchen_UDT'));
  });

  it('plays functional runs, a standard one the whole catalogue, and refuses one mixed with another family', () => {
    const functionalSuite = {
      ...acousticSuite,
      id: 'AQTFunctional',
      displayName: 'Functional',
      category: 'FUNCTIONAL',
    };
    const standard = aRun({ scenarioType: 'STANDARD', customizedScenarios: [], testSuite: functionalSuite });
    expect(runScenarioTypes(standard)).toEqual(['FUNC_ALL']);
    expect(unrunnableRunParts(standard)).toBeUndefined();
    const mixed = aRun({
      testSuite: { ...acousticSuite, id: 'AVSCertMobile', displayName: 'Mobile', category: 'MOBILE' },
      customizedScenarios: [
        { category: 'AC_TRAINED_MOBILE', scenarios: ['0.9m-90deg'] },
        { category: 'MOBILE_FUNCTIONAL', scenarios: ['0.9m-30deg'] },
      ],
    });
    expect(unrunnableRunParts(mixed)).toBe(
      NEW_JOB_MESSAGES.mixedFamilies('AC_TRAINED_MOBILE', 'MOBILE_FUNCTIONAL'),
    );
    expect(unrunnableScenarioTypes(['FUNC_CUSTOM', 'PORT_SCANNER'])).toEqual(['PORT_SCANNER']);
  });
});
