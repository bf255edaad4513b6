import { RUN_VIEW_TEXTS } from '../common/run-view-texts.constant';

/** Tabs of a live-run container (doc 1 §2.2, §2.14). */
export const LIVE_TAB_LABELS = {
  testDetails: 'Test Details',
  testMetrics: RUN_VIEW_TEXTS.testMetrics,
  utteranceDetailsCloud: 'Utterance Details (Alexa Cloud Validation)',
  utteranceDetails: 'Utterance Details',
  testInfo: 'Test Info',
  deviceInfo: 'Device Info',
} as const;
export type LiveTabId = keyof typeof LIVE_TAB_LABELS;

/**
 * Labels of the live test metrics panel (doc 1 §2.4). Quoted ones are verbatim;
 * the spec names the others without their wording, which is chosen here.
 */
export const LIVE_METRICS_LABELS = {
  questionPlayed: RUN_VIEW_TEXTS.questionPlayed,
  dutHeardFrr: 'DUT Heard - FRR',
  dutWakeUpIar: 'DUT Wake up - IAR',
  dutRespondedRar: 'DUT Responded - RAR',
  dutHeardHar: 'DUT Heard - HAR',
  utteranceInjectionStatus: 'Utterance Injection Status',
  // Chosen wording:
  utteranceCount: 'Utterance Count',
  startTime: RUN_VIEW_TEXTS.startTime,
  elapsedTime: RUN_VIEW_TEXTS.elapsedTime,
  eta: 'ETA',
  location: 'Location',
  noisePlayed: 'Noise Played',
  currentTrainer: 'Current Trainer',
  currentLatency: 'Current Latency (ms)',
  roundUtteranceCount: 'Round Utterance Count',
  referenceMic: 'Reference Mic',
} as const;

/** Enabled or Disabled, as music's 'Utterance Injection Status' and the details panel's flags read (doc 1 §2.4, §2.15). */
export const LIVE_TOGGLE_TEXTS = {
  enabled: 'Enabled',
  disabled: 'Disabled',
} as const;

/** The reference mic indicator (doc 1 §2.4: online shows Rec; otherwise unavailable or offline). */
export const LIVE_REF_MIC_TEXTS = {
  online: 'Rec',
  unavailable: 'Unavailable',
  offline: 'Offline',
} as const;

/** The voice robustness metrics panel (doc 1 §2.5). */
export const LIVE_VOICE_ROBUSTNESS_LABELS = {
  trainingRound: 'Training Round (Completed / Total)',
  startTime: 'Start Time',
  currentTrainer: 'Current Trainer',
  elapsedTime: 'Elapsed Time',
  backgroundNoise: 'Background Noise',
  eta: 'ETA',
} as const;

/**
 * Field labels of the test details panel (doc 1 §2.15; Pi and wifi name from
 * the security variant, §2.12). The spec lists the fields, not their wording,
 * which is chosen here.
 */
export const LIVE_TEST_DETAILS_LABELS = {
  login: 'Login',
  locale: 'Locale',
  customerId: 'Customer ID',
  suiteAndScenario: 'Test Suite / Scenario',
  deviceSerialNumber: 'Device Serial Number',
  testType: 'Test Type',
  amazonId: 'Amazon ID',
  lab: 'Lab',
  deviceName: 'Device Name',
  emailNotification: 'Email Notification',
  proxyEnabled: 'Proxy Enabled',
  testCategory: 'Test Category',
  customOptions: 'Custom Options',
  trainers: 'Trainers',
  noiseSelection: 'Noise Selection',
  functionalTestCases: 'Functional Test Cases',
  lockType: 'Lock Type',
  startTime: 'Start Time (UTC)',
  piName: 'Pi Name',
  wifiName: 'Wifi Name',
} as const;
export type LiveTestDetailsField = keyof typeof LIVE_TEST_DETAILS_LABELS;

/** The optional DUTs' table under the live metrics (chosen wording). */
export const LIVE_OPTIONAL_DUT_LABELS = {
  title: 'Optional DUTs',
  dut: 'DUT',
  device: 'Device',
  played: 'Played',
  frr: 'FRR',
  rar: 'RAR',
} as const;
