import { type LabJob } from '../jobs/lab-job.schema';
import { LIVE_TEST_DETAILS_LABELS } from './live-labels.messages';
import { liveTestDetailsRows } from './live-test-details.rule';

const options = {
  testSuite: 'AVSCertSimulation',
  testName: 'Kitchen_Run',
  testType: 'STANDARD',
  marketPlace: 'en_US',
  testOptions: {
    testSuite: 'ACOUSTIC',
    scenarioType: 'AC_NEAR_FIELD',
    testCategory: 'AC_NEAR_FIELD',
    amazonId: 'A1AMAZON',
    customOptions: {
      customizedTestType: 'quick',
      mobileVoiceTrainingIsManual: false,
      trainers: ['Ada', 'Grace'],
      lockType: 'PIN',
    },
  },
};
const mapping = {
  deviceMapping: { DUT: { customerId: 'C-1', dsn: 'G0DSN', deviceName: 'Kitchen Echo' } },
  actorMapping: { speaker: { thingId: 't-1', piName: 'near-30' } },
};

const job = (overrides: Partial<LabJob> = {}): LabJob => ({
  id: 'job-1',
  state: 'inprogress',
  options: JSON.stringify(options),
  mapping: JSON.stringify(mapping),
  labName: 'Lab A',
  ownerEmail: 'ops@example.com',
  sendCompletionEmail: true,
  createdAt: '2026-06-10T09:00:00.000Z',
  scenarioName: 'Kitchen_Run',
  family: 'acoustic',
  ...overrides,
});

describe('liveTestDetailsRows', () => {
  it('shows the generic fields the run has, in the order of doc 1 §2.15', () => {
    const rows = liveTestDetailsRows(job(), { startTime: '2026-06-10T09:05:00.000Z', isProxyEnabled: false });
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      [LIVE_TEST_DETAILS_LABELS.login, 'ops@example.com'],
      [LIVE_TEST_DETAILS_LABELS.locale, 'en_US'],
      [LIVE_TEST_DETAILS_LABELS.customerId, 'C-1'],
      [LIVE_TEST_DETAILS_LABELS.suiteAndScenario, 'Acoustic / AC_NEAR_FIELD'],
      [LIVE_TEST_DETAILS_LABELS.deviceSerialNumber, 'G0DSN'],
      [LIVE_TEST_DETAILS_LABELS.testType, 'STANDARD'],
      [LIVE_TEST_DETAILS_LABELS.amazonId, 'A1AMAZON'],
      [LIVE_TEST_DETAILS_LABELS.lab, 'Lab A'],
      [LIVE_TEST_DETAILS_LABELS.deviceName, 'Kitchen Echo'],
      [LIVE_TEST_DETAILS_LABELS.emailNotification, 'Enabled'],
      [LIVE_TEST_DETAILS_LABELS.proxyEnabled, 'Disabled'],
      [LIVE_TEST_DETAILS_LABELS.testCategory, 'AC_NEAR_FIELD'],
      [
        LIVE_TEST_DETAILS_LABELS.customOptions,
        'mobileVoiceTrainingIsManual: Disabled; customizedTestType: quick',
      ],
      [LIVE_TEST_DETAILS_LABELS.trainers, 'Ada, Grace'],
      [LIVE_TEST_DETAILS_LABELS.lockType, 'PIN'],
      [LIVE_TEST_DETAILS_LABELS.startTime, '2026-06-10 09:05:00 UTC'],
    ]);
  });

  it('leaves out what the run lacks, such as the start time of a queued run', () => {
    const rows = liveTestDetailsRows(job({ sendCompletionEmail: false }));
    expect(rows.find((row) => row.field === 'startTime')).toBeUndefined();
    expect(rows.find((row) => row.field === 'proxyEnabled')).toBeUndefined();
    expect(rows.find((row) => row.field === 'emailNotification')?.value).toBe('Disabled');
  });

  it('picks the fields of the suite variant: security names the Pis', () => {
    const security = {
      ...options,
      testSuite: 'AVSSecurityTools',
      testOptions: { testSuite: 'AVS_SECURITY', scenarioType: 'MITM' },
    };
    const rows = liveTestDetailsRows(job({ options: JSON.stringify(security) }));
    expect(rows.map((row) => row.field)).toEqual([
      'login',
      'customerId',
      'suiteAndScenario',
      'deviceSerialNumber',
      'lab',
      'deviceName',
      'piName',
      'emailNotification',
    ]);
    expect(rows.find((row) => row.field === 'piName')?.value).toBe('near-30');
  });

  it('shows what the job row holds when its options and mapping cannot be read', () => {
    const rows = liveTestDetailsRows(job({ options: '{not json', mapping: '[]' }));
    expect(rows.map((row) => row.field)).toEqual(['login', 'suiteAndScenario', 'lab', 'emailNotification']);
    expect(rows.find((row) => row.field === 'suiteAndScenario')?.value).toBe('Kitchen_Run');
  });
});
