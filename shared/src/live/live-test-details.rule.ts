import { JOB_DUT_TAG, type LabJob, parseJobMapping, parseJobOptions } from '../jobs/lab-job.schema';
import { jobScenarioSuite } from '../jobs/job-suite.util';
import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import { testSuiteById } from '../suites/test-suites.constant';
import { LIVE_TEST_DETAILS_LABELS, type LiveTestDetailsField } from './live-labels.messages';
import { liveToggleText } from './live-metrics.rule';
import { formatLiveUtcTime } from './live-time.util';
import { type LiveTestStats } from './test-stats.schema';

/** The test details panel variants (doc 1 §2.15). */
export const LIVE_TEST_DETAILS_VARIANTS = [
  'generic',
  'music',
  'autoLocalSearch',
  'uplStability',
  'security',
] as const;
export type LiveTestDetailsVariant = (typeof LIVE_TEST_DETAILS_VARIANTS)[number];

export function liveTestDetailsVariant(suite: ScenarioSuite | undefined): LiveTestDetailsVariant {
  switch (suite) {
    case 'MUSIC':
      return 'music';
    case 'AUTO_LOCAL_SEARCH':
      return 'autoLocalSearch';
    case 'UPL':
    case 'STABILITY':
      return 'uplStability';
    case 'AVS_SECURITY':
      return 'security';
    default:
      return 'generic';
  }
}

const IDENTITY: readonly LiveTestDetailsField[] = ['login', 'locale', 'customerId', 'suiteAndScenario'];
const DEVICE: readonly LiveTestDetailsField[] = ['deviceSerialNumber', 'amazonId', 'lab', 'deviceName'];

/**
 * The fields of each variant, in order (doc 1 §2.15 lists the generic panel's
 * fields; which ones each variant drops is not shown, so it is chosen: a
 * variant keeps what its suite sets, and security adds the Pi and wifi name of
 * doc 1 §2.12). The console hides a field whose value the run lacks.
 */
export const LIVE_TEST_DETAILS_FIELDS: Readonly<
  Record<LiveTestDetailsVariant, readonly LiveTestDetailsField[]>
> = {
  generic: [
    ...IDENTITY,
    'deviceSerialNumber',
    'testType',
    'amazonId',
    'lab',
    'deviceName',
    'emailNotification',
    'proxyEnabled',
    'testCategory',
    'customOptions',
    'trainers',
    'noiseSelection',
    'functionalTestCases',
    'lockType',
    'startTime',
  ],
  music: [...IDENTITY, 'testType', ...DEVICE, 'emailNotification', 'customOptions', 'startTime'],
  autoLocalSearch: [...IDENTITY, ...DEVICE, 'emailNotification', 'proxyEnabled', 'startTime'],
  uplStability: [...IDENTITY, 'testType', ...DEVICE, 'emailNotification', 'startTime'],
  security: [
    'login',
    'customerId',
    'suiteAndScenario',
    'deviceSerialNumber',
    'lab',
    'deviceName',
    'piName',
    'wifiName',
    'emailNotification',
    'startTime',
  ],
};

/** One line of the test details panel: its field, label and the value shown. */
export interface LiveTestDetailsRow {
  readonly field: LiveTestDetailsField;
  readonly label: string;
  readonly value: string;
}

/** A custom option as the panel shows it: words for flags, lists joined, nested values as JSON. */
function optionText(value: unknown): string {
  if (typeof value === 'boolean') return liveToggleText(value);
  if (Array.isArray(value)) return value.map(optionText).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Custom options that have a field of their own, or that the panel has no use for. */
const OWN_FIELD_OPTIONS = new Set(['deviceName', 'trainers', 'noiseSelection', 'lockType']);

/**
 * The test details panel of a run (doc 1 §2.15): the fields of its suite's
 * variant that the run has a value for, in order. Values come from the job's
 * options and mapping (the DUT entry), and the start time and proxy flag from
 * its live statistics. Options or a mapping that cannot be read show what the
 * job row itself holds.
 */
export function liveTestDetailsRows(job: LabJob, testStats: LiveTestStats = {}): LiveTestDetailsRow[] {
  const options = parseJobOptions(job.options);
  const mapping = parseJobMapping(job.mapping);
  const opts = options.ok ? options.value : undefined;
  const dut = mapping.ok ? mapping.value.deviceMapping[JOB_DUT_TAG] : undefined;
  const custom: Record<string, unknown> = opts?.testOptions.customOptions ?? {};
  const suite = opts ? jobScenarioSuite(opts) : undefined;
  const suiteName = opts ? (testSuiteById(opts.testSuite)?.displayName ?? opts.testSuite) : undefined;
  const otherOptions = Object.entries(custom).filter(
    ([key, value]) => !OWN_FIELD_OPTIONS.has(key) && value !== undefined && value !== null && value !== '',
  );
  const values: Record<LiveTestDetailsField, string | undefined> = {
    login: job.ownerEmail,
    locale: opts?.marketPlace,
    customerId: dut?.customerId,
    suiteAndScenario: opts
      ? `${suiteName} / ${opts.testOptions.scenarioType}`
      : job.scenarioName || undefined,
    deviceSerialNumber: dut?.dsn,
    testType: opts?.testType,
    amazonId: opts?.testOptions.amazonId ?? dut?.amazonId,
    lab: job.labName,
    deviceName: dut?.deviceName ?? (typeof custom.deviceName === 'string' ? custom.deviceName : undefined),
    emailNotification: liveToggleText(job.sendCompletionEmail),
    proxyEnabled:
      testStats.isProxyEnabled === undefined ? undefined : liveToggleText(testStats.isProxyEnabled),
    testCategory: opts?.testOptions.testCategory,
    customOptions: otherOptions.length
      ? otherOptions.map(([key, value]) => `${key}: ${optionText(value)}`).join('; ')
      : undefined,
    trainers: custom.trainers === undefined ? undefined : optionText(custom.trainers),
    noiseSelection: custom.noiseSelection === undefined ? undefined : optionText(custom.noiseSelection),
    functionalTestCases: testStats.functionalTestCases?.length
      ? String(testStats.functionalTestCases.length)
      : undefined,
    lockType: custom.lockType === undefined ? undefined : optionText(custom.lockType),
    startTime: formatLiveUtcTime(testStats.startTime) || undefined,
    piName: mapping.ok
      ? Object.values(mapping.value.actorMapping ?? {})
          .map((actor) => actor.piName ?? actor.thingId)
          .join(', ') || undefined
      : undefined,
    wifiName: typeof custom.wifiName === 'string' ? custom.wifiName : undefined,
  };
  return LIVE_TEST_DETAILS_FIELDS[liveTestDetailsVariant(suite)].flatMap((field) => {
    const value = values[field];
    return value ? [{ field, label: LIVE_TEST_DETAILS_LABELS[field], value }] : [];
  });
}
