import { RUN_VIEW_TEXTS } from '../common/run-view-texts.constant';
import { type FunctionalValidationType } from './functional.schema';

/** The summary grid of the functional test metrics (doc 1 §2.6). */
export const FUNCTIONAL_METRICS_LABELS = {
  testCompletionCount: 'Test Completion Count',
  currentTestCase: 'Current Test Case',
  startTime: RUN_VIEW_TEXTS.startTime,
  questionPlayed: RUN_VIEW_TEXTS.questionPlayed,
  elapsedTime: RUN_VIEW_TEXTS.elapsedTime,
  dutHeard: 'DUT Heard',
  overallEta: 'Overall ETA',
  cloudResponse: 'Cloud Response',
  testCaseInProgress: 'Test Case In Progress',
} as const;

/** The columns of a category's test-case table; the mobile variant adds device validation (doc 1 §2.6). */
export const FUNCTIONAL_TABLE_COLUMNS = {
  testCaseName: 'Test Case Name',
  cloudValidation: 'Cloud Validation',
  audioRecordingValidation: 'Audio Recording Validation',
  deviceValidation: 'Device Validation',
  overallResult: 'Overall Result',
  comments: 'Comments',
  utterances: 'Utterances',
} as const;
export type FunctionalTableColumn = keyof typeof FUNCTIONAL_TABLE_COLUMNS;

/** The columns of the utterance details tab; validation type shows for mobile only (doc 1 §2.6). */
export const FUNCTIONAL_UTTERANCE_COLUMNS = {
  questionPlayed: RUN_VIEW_TEXTS.questionPlayed,
  dutHeard: 'DUT Heard',
  response: 'Response',
  validationType: 'Validation Type',
  comments: 'Comments',
} as const;
export type FunctionalUtteranceColumn = keyof typeof FUNCTIONAL_UTTERANCE_COLUMNS;

/** How each validation type reads in the utterance details tab. */
export const FUNCTIONAL_VALIDATION_TYPE_LABELS: Readonly<Record<FunctionalValidationType, string>> = {
  CLOUD: 'Cloud',
  REFERENCE_MIC: 'Reference Mic',
  REFERENCE_MIC_SPEECH_AUDIO: 'Reference Mic Speech Audio',
  CUSTOM_MOBILE: 'Custom Mobile',
  DEVICE: 'Device',
};

export const FUNCTIONAL_MESSAGES = {
  /** The button that opens a test case's utterances (doc 1 §2.6). */
  utterancesButton: 'Utterances',
  /** The button that goes back from the utterance details tab (doc 1 §2.6). */
  backToTestMetrics: RUN_VIEW_TEXTS.testMetrics,
  /** Completed test cases over all of them, in the summary grid. */
  completionCount: (completed: number, total: number) => `${completed}/${total}`,
  /**
   * The comment on an utterance the DUT did not wake for (doc 1 §5 'DUT Failed
   * to invoke ...'): the spec elides the end, which names the assistant invoked.
   */
  dutFailedToInvoke: (assistant: string) => `DUT Failed to invoke ${assistant}`,
  /** A value not known yet, or a validation a test case does not have: as the live metrics show it. */
  noValue: '--',
} as const;

/**
 * Why a test case got its overall result (doc 3 §4 gives the two passing
 * reasons verbatim; the failure and error reasons, and those of the device
 * validation of a mobile functional case, are written in the same style).
 */
export const FUNCTIONAL_RESULT_REASONS = {
  passedByCloud: 'passed based on cloud validation',
  passedByAudioRecording: 'passed based on audio recording validation',
  failedByBoth: 'failed based on cloud and audio recording validation',
  failedByCloud: 'failed based on cloud validation',
  failedByAudioRecording: 'failed based on audio recording validation',
  errorInBoth: 'cloud and audio recording validation could not be completed',
  errorInCloud: 'cloud validation could not be completed',
  errorInAudioRecording: 'audio recording validation could not be completed',
  passedByDevice: 'passed based on device validation',
  failedByDevice: 'failed based on device validation',
  errorInDevice: 'device validation could not be completed',
} as const;
export type FunctionalResultReason =
  (typeof FUNCTIONAL_RESULT_REASONS)[keyof typeof FUNCTIONAL_RESULT_REASONS];
