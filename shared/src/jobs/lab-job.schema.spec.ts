import { jobScenarioSuite } from './job-suite.util';
import { JOB_DUT_TAG, labJobSchema, parseJobMapping, parseJobOptions } from './lab-job.schema';

const options = {
  testSuite: 'AVSCertMobile',
  testName: 'nightly_mobile',
  testType: 'standard',
  marketPlace: 'en_US',
  executionOrder: ['case_1', 'case_2'],
  testOptions: {
    testSuite: 'MOBILE',
    scenarioType: 'AC_TRAINED_MOBILE',
    testCategory: 'ALARM',
    customOptions: {
      mobileVoiceTrainingIsManual: true,
      deviceName: 'Pixel',
      customizedTestType: 'quick',
      lockType: 'PIN_LOCK',
    },
    hotspotOptions: { ssid: 'lab' },
    amazonId: 'A1',
    config: { name: 'default' },
  },
};

const mapping = {
  deviceMapping: {
    DUT: { customerId: 'C1', dsn: 'G0001', amazonId: 'A1', deviceName: 'Kitchen', buildInfo: '1.2.3' },
    DUT_2: { customerId: 'C1', dsn: 'G0002' },
  },
};

const job = {
  id: 'job-1',
  state: 'inprogress',
  options: JSON.stringify(options),
  mapping: JSON.stringify(mapping),
  labName: 'Lab A',
  ownerEmail: 'ops@example.com',
  sendCompletionEmail: true,
  createdAt: '2025-06-10T09:00:00.000Z',
  scenarioName: 'Trained mobile',
  family: 'acoustic',
};

describe('lab job', () => {
  it('parses a job and its JSON-string options and mapping', () => {
    const parsed = labJobSchema.parse(job);
    const opts = parseJobOptions(parsed.options);
    const map = parseJobMapping(parsed.mapping);
    expect(opts.ok && opts.value.testOptions.customOptions).toEqual(options.testOptions.customOptions);
    expect(map.ok && map.value.deviceMapping[JOB_DUT_TAG].dsn).toBe('G0001');
    expect(map.ok && map.value.deviceMapping.DUT_2.dsn).toBe('G0002');
  });

  it.each([
    ['an unknown state', { state: 'done' }],
    ['a createdAt that is no timestamp', { createdAt: 'yesterday' }],
    ['a missing lab name', { labName: undefined }],
    ['a family the table does not have', { family: 'karaoke' }],
    ['no family', { family: undefined }],
  ])('refuses %s', (_, change) => {
    expect(labJobSchema.safeParse({ ...job, ...change }).success).toBe(false);
  });

  it('names the field when options are not JSON or lack a part', () => {
    expect(parseJobOptions('{')).toEqual({ ok: false, error: 'options is not valid JSON' });
    const { testOptions: _, ...withoutTestOptions } = options;
    const missing = parseJobOptions(JSON.stringify(withoutTestOptions));
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.error).toMatch(/^options is invalid: testOptions/);
  });

  it('needs a DUT entry with customer id and DSN in the mapping', () => {
    expect(parseJobMapping({ deviceMapping: { DUT_2: { customerId: 'C', dsn: 'D' } } }).ok).toBe(false);
    const noDsn = parseJobMapping({ deviceMapping: { DUT: { customerId: 'C' } } });
    expect(!noDsn.ok && noDsn.error).toMatch(/^mapping is invalid: deviceMapping\.DUT\.dsn/);
  });

  it('refuses an unknown customized test type', () => {
    const bad = {
      ...options,
      testOptions: { ...options.testOptions, customOptions: { customizedTestType: 'long' } },
    };
    expect(parseJobOptions(bad).ok).toBe(false);
  });
});

describe('jobScenarioSuite', () => {
  it.each([
    ['MOBILE', 'AVSCertSimulation', 'MOBILE'],
    ['AVSCertMusic', 'whatever', 'MUSIC'],
    ['unknown', 'AQTFunctional', 'FUNCTIONAL'],
    ['unknown', 'unknown', undefined],
  ])('reads testOptions.testSuite %s and testSuite %s as %s', (inner, outer, expected) => {
    expect(jobScenarioSuite({ testSuite: outer, testOptions: { testSuite: inner, scenarioType: 'X' } })).toBe(
      expected,
    );
  });
});
