import { customerDeviceSchema } from '../devices/customer-device.schema';
import { customerIdEntriesFrom, featureMappingEntrySchema } from './lab-mapping.schema';
import { newRunReviewOf } from './review-summary.util';
import {
  customerIdSelectOptions,
  deviceSelectOptions,
  labPiShortageMessage,
  labSelectOptions,
  piSelectOptions,
  suiteChoiceError,
  suiteSelectGroups,
  suitesWithPlaceholder,
} from './wizard-options.util';
import { TEST_CREATION_MESSAGES } from './wizard.messages';

describe('suite select', () => {
  const suites = [
    { id: 'a', displayName: 'Acoustic', category: 'ACOUSTIC' as const },
    { id: 'b', displayName: 'ACM', category: 'MULTIMODAL' as const },
    { id: 'c', displayName: 'Kitchen test', category: 'UDT' as const },
  ];

  it('groups Certification Tests apart from OAK Tests (UDT)', () => {
    expect(suiteSelectGroups(suites).map((group) => [group.label, group.options.map((s) => s.id)])).toEqual([
      ['Certification Tests', ['a', 'b']],
      ['OAK Tests', ['c']],
    ]);
  });

  it('filters by display name in any case and leaves empty groups out', () => {
    expect(suiteSelectGroups(suites, ' ac').map((group) => group.options.map((s) => s.id))).toEqual([
      ['a', 'b'],
    ]);
    expect(suiteSelectGroups(suites, 'zzz')).toEqual([]);
  });

  it("adds 'Create New Scenario' to OAK Tests when the user may define tests and has none", () => {
    const builtIn = suites.slice(0, 2);
    const groups = suiteSelectGroups(suitesWithPlaceholder(builtIn, true));
    expect(groups.map((group) => [group.label, group.options.map((s) => s.displayName)])).toEqual([
      ['Certification Tests', ['Acoustic', 'ACM']],
      ['OAK Tests', ['Create New Scenario']],
    ]);
    expect(groups[1]!.options[0]!.id).toBe('CREATE_NEW_SCENARIO');
    expect(suitesWithPlaceholder(builtIn, false)).toEqual(builtIn);
    expect(suitesWithPlaceholder(suites, true)).toEqual(suites);
  });

  it('needs a suite', () => {
    expect(suiteChoiceError('')).toBe(TEST_CREATION_MESSAGES.testSuiteRequired);
    expect(suiteChoiceError(undefined)).toBe(TEST_CREATION_MESSAGES.testSuiteRequired);
    expect(suiteChoiceError('a')).toBeUndefined();
  });
});

describe('lab configuration choices', () => {
  it('disables locked labs and disconnected Pis', () => {
    const labs = [
      { id: 'l1', name: 'Lab 1', lock: 0 },
      { id: 'l2', name: 'Lab 2', lock: 1 },
    ];
    expect(labSelectOptions(labs, (lab) => lab.lock === 1)).toEqual([
      { value: 'l1', label: 'Lab 1', disabled: false },
      { value: 'l2', label: 'Lab 2', disabled: true },
    ]);
    expect(
      piSelectOptions([
        { id: 't1', name: 'Pi-1', connected: true },
        { id: 't2', name: 'Pi-2', connected: false },
      ]).map((option) => option.disabled),
    ).toEqual([false, true]);
  });

  it('labels customer ids by e-mail and devices by name with the DSN as description', () => {
    expect(
      customerIdSelectOptions([
        { customerId: 'C1', email: 'qa@x.io' },
        { customerId: 'C2', email: '' },
      ]),
    ).toEqual([
      { value: 'C1', label: 'qa@x.io' },
      { value: 'C2', label: 'C2' },
    ]);
    expect(
      deviceSelectOptions([
        { name: 'Kitchen Echo', dsn: 'G09' },
        { name: '', dsn: 'G10' },
      ]),
    ).toEqual([
      { value: 'G09', label: 'Kitchen Echo', description: 'G09' },
      { value: 'G10', label: 'G10', description: 'G10' },
    ]);
  });

  it("alerts 'Lab does not have devices' with fewer Pis than devices", () => {
    expect(labPiShortageMessage(1, 2)).toBe('Lab does not have devices');
    expect(labPiShortageMessage(2, 2)).toBeUndefined();
  });

  it('reads the customer ids answer of single-entry maps', () => {
    expect(
      customerIdEntriesFrom([{ C1: 'a@x.io' }, { C2: 'b@x.io', C3: 'c@x.io' }, { C4: 5 }, null, ['x'], 'y']),
    ).toEqual([
      { customerId: 'C1', email: 'a@x.io' },
      { customerId: 'C2', email: 'b@x.io' },
      { customerId: 'C3', email: 'c@x.io' },
    ]);
    expect(customerIdEntriesFrom({ C1: 'a' })).toEqual([]);
  });

  it('parses devices and mapping entries', () => {
    expect(
      customerDeviceSchema.parse({
        name: 'Echo',
        dsn: 'G09',
        metadata: { namespace: 'ns', typeId: 'T1', buildInfo: '1.0' },
      }),
    ).toMatchObject({ dsn: 'G09' });
    expect(customerDeviceSchema.safeParse({ name: 'Echo', dsn: '' }).success).toBe(false);
    expect(featureMappingEntrySchema.safeParse({ name: 'DUT1', configType: 'dut' }).success).toBe(true);
    expect(featureMappingEntrySchema.safeParse({ name: 'DUT1', configType: 'pi' }).success).toBe(false);
  });
});

describe('newRunReviewOf', () => {
  const run = {
    name: 'Run_1',
    locale: 'en_US',
    enableEmailNotification: true,
    scenarioType: 'CUSTOM',
    customizedScenarios: [
      { category: 'Alarm', scenarios: ['a'] },
      { category: '', scenarios: [] },
    ],
    deviceAttributes: { irBlasters: true, dimmable: false },
    testMapping: {
      mapping: [
        {
          name: 'DUT1',
          configType: 'dut' as const,
          customerId: 'C1',
          dsn: 'G09',
          dsnMeta: { name: 'Kitchen Echo', dsn: 'G09' },
        },
        { name: 'DUT2', configType: 'dut' as const },
        { name: 'Speaker', configType: 'actor' as const, thingId: 't1', piName: 'Pi-1' },
        { name: 'Noise', configType: 'actor' as const },
      ],
      actorMapping: [],
      deviceMapping: [],
    },
    accountConfig: [
      {
        customerIdInfo: { customerId: 'C1', email: 'a@x.io' },
        devicePiConfig: [
          { dsnInfo: { name: 'Echo', dsn: 'G09', deviceOrderId: 1 }, pi: { name: 'Pi-1' }, firmware: '1.0' },
        ],
      },
      { devicePiConfig: [{ firmware: '' }] },
    ],
  };

  it('shows the test and lab configuration with an Edit target per step', () => {
    const review = newRunReviewOf(run, 'Lab 1');
    expect(review.testConfiguration).toEqual({
      editStep: 0,
      name: 'Run_1',
      locale: 'en_US',
      enableEmailNotification: true,
      scenarioType: 'CUSTOM',
      categories: [{ category: 'Alarm', label: 'Alarm', scenarios: ['a'] }],
      runOptions: [],
      choices: [],
    });
    expect(review.labConfiguration).toEqual({
      editStep: 1,
      labName: 'Lab 1',
      duts: [
        { name: 'DUT1', customerId: 'C1', deviceName: 'Kitchen Echo', dsn: 'G09' },
        { name: 'DUT2', customerId: '', deviceName: '', dsn: '' },
      ],
      actors: [
        { name: 'Speaker', piName: 'Pi-1' },
        { name: 'Noise', piName: '' },
      ],
      acmDevices: [
        {
          tag: 'DUT',
          account: 0,
          customerId: 'C1',
          dsn: 'G09',
          deviceName: 'Echo',
          build: '1.0',
          piName: 'Pi-1',
        },
        { tag: 'A2D1', account: 1, customerId: '', dsn: '', deviceName: '', build: '', piName: '' },
      ],
      accounts: [
        { customerId: 'C1', email: 'a@x.io', devices: [{ dsn: 'G09', piName: 'Pi-1', firmware: '1.0' }] },
        { customerId: '', email: '', devices: [{ dsn: '', piName: '', firmware: '' }] },
      ],
    });
  });

  it("names an ACM run's categories and scenarios by their labels, not their ids", () => {
    const acm = {
      ...run,
      testSuite: { displayName: 'ACM' },
      customizedScenarios: [{ category: 'CALLING', scenarios: ['302', '305'] }],
    };
    expect(newRunReviewOf(acm, 'Lab 1').testConfiguration.categories).toEqual([
      { category: 'CALLING', label: 'Calling', scenarios: ['Calling 302', 'Calling 305'] },
    ]);
  });

  it('shows WWA device attributes', () => {
    const wwaScenarios = { deviceCategory: 'Light', testPlans: ['p1'] };
    const review = newRunReviewOf({ ...run, scenarioType: 'wwa', wwaScenarios }, 'Lab 1');
    expect(review.testConfiguration.deviceAttributes).toEqual({ irBlasters: true, dimmable: false });
    expect(review.testConfiguration.wwaScenarios).toEqual(wwaScenarios);
    expect(review.testConfiguration.categories).toEqual([]);
  });

  it("shows the choices the run's scenario types need, defaults included, by label", () => {
    const testOptions = { noiseSelection: ['PUB', 'SILENCE'], trainers: ['Liam', 'Olivia'] };
    expect(
      newRunReviewOf({ ...run, testOptions }, 'Lab 1', ['AC_TRAINED_MOBILE']).testConfiguration.choices,
    ).toEqual([
      { label: 'Noise selection', value: 'Silence, Pub' },
      { label: 'Trainers', value: 'Olivia, Liam' },
      { label: 'Lock type', value: 'SWIPE_LOCK' },
    ]);
  });

  it('shows the run options set in step 1, in form order', () => {
    const testOptions = { delayBetweenUtterances: 3, utteranceCount: '12', other: 'x' };
    expect(newRunReviewOf({ ...run, testOptions }, 'Lab 1').testConfiguration.runOptions).toEqual([
      { field: 'utteranceCount', value: '12' },
      { field: 'delayBetweenUtterances', value: '3' },
    ]);
  });
});
