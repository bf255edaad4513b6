import {
  type FunctionalTestCase,
  type FunctionalUtteranceResult,
  type FunctionalValidation,
  type FunctionalValidationType,
  type LabJob,
  type LiveTestStats,
} from '@oak/shared';
import { jobStub } from '../../../testing/job-stubs';

/** One utterance a functional case played, heard and answered. */
export function utteranceResultStub(
  overrides: Partial<FunctionalUtteranceResult> & Pick<FunctionalUtteranceResult, 'questionPlayed'>,
): FunctionalUtteranceResult {
  return {
    status: 'SUCCESS',
    scoreFalseRejectionRate: 0,
    scoreResponseAccuracyRate: 1,
    utteranceAttribute: 'normal',
    utterValidationInfo: { utterValidationType: 'INTENT' },
    ...overrides,
  };
}

/** One validation of a case with its utterances. */
export function validationStub(
  validationType: FunctionalValidationType,
  status: string,
  overrides: Partial<FunctionalValidation> = {},
): FunctionalValidation {
  return { validationType, status, utteranceResults: [], ...overrides };
}

/** A functional test case as the live feed reports it; queued with no validations yet by default. */
export function testCaseStub(
  overrides: Partial<FunctionalTestCase> & Pick<FunctionalTestCase, 'testCaseName' | 'testCaseCategory'>,
): FunctionalTestCase {
  return { status: 'QUEUED', testCaseData: [], ...overrides };
}

/** A running functional job as GET /api/jobs lists it; mobile makes it a MOBILE_FUNCTIONAL run. */
export function functionalJobStub({
  testName,
  mobile = false,
  ...job
}: Partial<LabJob> & { testName: string; mobile?: boolean }): LabJob {
  return jobStub({
    testName,
    family: 'functional',
    options: JSON.stringify({
      testSuite: mobile ? 'AVSCertMobile' : 'AQTFunctional',
      testName,
      testType: 'STANDARD',
      marketPlace: 'en_US',
      testOptions: {
        testSuite: mobile ? 'MOBILE' : 'FUNCTIONAL',
        scenarioType: mobile ? 'MOBILE_FUNCTIONAL' : 'FUNC_ALL',
        customOptions: {},
      },
    }),
    ...job,
  });
}

export const FAILURE_LOGS = {
  case: 'Cancel the alarm: the alarm was still set after the utterance',
  cloud: 'No directive received from the cloud within 8 s',
  audio: 'Recording silent after the wake word',
} as const;

/**
 * Four cases in two categories, as a functional run's feed reports them
 * half-way: Alarm holds a passed and a failed case, Timer a running and a
 * queued one.
 */
export function functionalCasesStub(): FunctionalTestCase[] {
  return [
    testCaseStub({
      testCaseName: 'Set an alarm',
      testCaseCategory: 'ALARM',
      status: 'SUCCEEDED',
      testCaseData: [
        validationStub('CLOUD', 'SUCCEEDED', {
          utteranceResults: [
            utteranceResultStub({
              questionPlayed: 'Alexa, what alarms do I have',
              dutHeard: 'what alarms do i have',
              dutResponded: 'You have an alarm for 7:00 AM.',
              actionSequenceNum: 2,
            }),
            utteranceResultStub({
              questionPlayed: 'Alexa, set an alarm for 7 am',
              dutHeard: 'set an alarm for seven am',
              dutResponded: 'Alarm set for 7:00 AM.',
              actionSequenceNum: 1,
            }),
          ],
        }),
        validationStub('REFERENCE_MIC', 'SUCCEEDED'),
      ],
    }),
    testCaseStub({
      testCaseName: 'Cancel the alarm',
      testCaseCategory: 'ALARM',
      status: 'FAILED',
      failureLogs: [FAILURE_LOGS.case],
      testCaseData: [
        validationStub('CLOUD', 'FAILED', {
          failureLogs: [FAILURE_LOGS.cloud],
          utteranceResults: [
            utteranceResultStub({
              questionPlayed: 'Alexa, cancel my alarm',
              dutHeard: '',
              dutResponded: '',
              status: 'FAILURE',
              scoreFalseRejectionRate: 1,
              scoreResponseAccuracyRate: 0,
              actionSequenceNum: 3,
            }),
          ],
        }),
        validationStub('REFERENCE_MIC', 'FAILED', { failureLogs: [FAILURE_LOGS.audio] }),
      ],
    }),
    testCaseStub({
      testCaseName: 'Set a timer',
      testCaseCategory: 'TIMER',
      status: 'IN_PROGRESS',
      testCaseData: [
        validationStub('CLOUD', 'IN_PROGRESS', {
          utteranceResults: [
            utteranceResultStub({
              questionPlayed: 'Alexa, set a timer for 5 minutes',
              dutHeard: 'set a timer for five minutes',
              dutResponded: 'Five minutes, starting now.',
              actionSequenceNum: 4,
            }),
            utteranceResultStub({
              questionPlayed: 'Alexa, how much time is left',
              status: 'IN_PROGRESS',
              actionSequenceNum: 5,
            }),
          ],
        }),
      ],
    }),
    testCaseStub({ testCaseName: 'Pause the timer', testCaseCategory: 'TIMER' }),
  ];
}

/** The functional run's statistics that go with its cases, as commonFeeds announces them. */
export function functionalStatsStub(
  cases: FunctionalTestCase[] = functionalCasesStub(),
  overrides: LiveTestStats = {},
): LiveTestStats {
  return {
    functionalTestCases: cases,
    testCaseCategoryStatusMap: { ALARM: 'FAILED', TIMER: 'IN_PROGRESS' },
    currentFunctionalTest: 'Set a timer',
    num: 3,
    played: 2,
    // The runner's own figure; a functional header reads its cases instead (doc 1 §4.1).
    percentage: 10,
    startTime: '2026-11-20T10:00:00.000Z',
    questionPlayed: 'Alexa, how much time is left',
    dutHeard: 'how much time is left',
    cloudResponse: 'About four minutes left.',
    ...overrides,
  };
}
