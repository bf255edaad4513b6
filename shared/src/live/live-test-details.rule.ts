import { type ScenarioSuite } from '../suites/scenario-suites.constant';
import { type LiveTestDetailsField } from './live-labels.messages';

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
