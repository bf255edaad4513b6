import { DEFAULT_DUT_TYPE } from '../devices';
import { type TestStatus, isFailureStatus, isRunningStatus, normalizeTestStatus } from '../statuses';
import { functionalRunCategoryLabel } from '../suites/functional-test-categories.constant';
import {
  FUNCTIONAL_MESSAGES,
  FUNCTIONAL_RESULT_REASONS,
  type FunctionalResultReason,
  type FunctionalTableColumn,
  type FunctionalUtteranceColumn,
} from './functional.messages';
import {
  type FunctionalTestCase,
  type FunctionalUtteranceResult,
  type FunctionalValidation,
  type FunctionalValidationType,
  REGEX_UTTERANCE_VALIDATION_TYPE,
} from './functional.schema';

/** Statuses that have no outcome yet (doc 1 §4.1). */
const FUNCTIONAL_UNFINISHED_STATUSES: readonly TestStatus[] = ['QUEUED', 'IN_PROGRESS', 'EVALUATING_RESULT'];

/** A case whose status is missing or unreadable has not started yet. */
function caseStatus(status: string | null | undefined): TestStatus {
  return normalizeTestStatus(status) ?? 'QUEUED';
}

function isFinished(status: string | null | undefined): boolean {
  return !FUNCTIONAL_UNFINISHED_STATUSES.includes(caseStatus(status));
}

/** A category's status is queued until the status map supplies one (doc 1 §4.3). */
export function functionalCategoryStatus(
  category: string,
  statusMap: Readonly<Record<string, string | null | undefined>> | null | undefined,
): TestStatus {
  return normalizeTestStatus(statusMap?.[category]) ?? 'QUEUED';
}

export interface FunctionalCategorySection {
  readonly category: string;
  readonly label: string;
  readonly status: TestStatus;
  readonly testCases: readonly FunctionalTestCase[];
}

/**
 * The expandable category sections of the functional metrics (doc 1 §2.6), in
 * the order their first case arrives, each labelled as its run names it
 * (navigation's and mobile's categories too). The status map is the live
 * feed's testCaseCategoryStatusMap.
 */
export function functionalCategorySections(
  cases: readonly FunctionalTestCase[],
  statusMap?: Readonly<Record<string, string | null | undefined>> | null,
): FunctionalCategorySection[] {
  const byCategory = new Map<string, FunctionalTestCase[]>();
  for (const testCase of cases) {
    const list = byCategory.get(testCase.testCaseCategory) ?? [];
    list.push(testCase);
    byCategory.set(testCase.testCaseCategory, list);
  }
  return [...byCategory].map(([category, testCases]) => ({
    category,
    label: functionalRunCategoryLabel(category),
    status: functionalCategoryStatus(category, statusMap),
    testCases,
  }));
}

/** The validation types that make up each column of the test-case table (doc 1 §2.6). */
export const FUNCTIONAL_VALIDATION_GROUPS = {
  cloud: ['CLOUD'],
  audioRecording: ['REFERENCE_MIC', 'REFERENCE_MIC_SPEECH_AUDIO'],
  device: ['CUSTOM_MOBILE', 'DEVICE'],
} as const satisfies Record<string, readonly FunctionalValidationType[]>;
export type FunctionalValidationGroup = keyof typeof FUNCTIONAL_VALIDATION_GROUPS;

/**
 * One status for several validations of a group: still running wins (the
 * verdict is not in), then a failure, then an error, then a pass.
 */
export function combineFunctionalValidationStatuses(
  statuses: readonly (string | null | undefined)[],
): TestStatus | undefined {
  const known = statuses.map((s) => normalizeTestStatus(s)).filter((s): s is TestStatus => s !== undefined);
  const precedence: readonly ((s: TestStatus) => boolean)[] = [
    (s) => s === 'QUEUED' || isRunningStatus(s),
    (s) => s === 'FAILED',
    (s) => s === 'ERROR' || s === 'TIME_OUT',
    (s) => s === 'SUCCEEDED',
  ];
  for (const matches of precedence) {
    const found = known.find(matches);
    if (found) return found;
  }
  return known[0];
}

/** The status of a case's validations of one group, or undefined when it has none. */
export function functionalValidationStatus(
  testCase: Pick<FunctionalTestCase, 'testCaseData'>,
  group: FunctionalValidationGroup,
): TestStatus | undefined {
  const types: readonly FunctionalValidationType[] = FUNCTIONAL_VALIDATION_GROUPS[group];
  return combineFunctionalValidationStatuses(
    testCase.testCaseData.filter((v) => types.includes(v.validationType)).map((v) => v.status),
  );
}

export interface FunctionalOverallResult {
  readonly status: TestStatus;
  readonly reason?: FunctionalResultReason;
}

type Verdict = 'passed' | 'failed' | 'error' | 'none';

function verdictOf(status: TestStatus | undefined): Verdict {
  if (status === 'SUCCEEDED') return 'passed';
  if (status === 'FAILED') return 'failed';
  if (status === 'ERROR' || status === 'TIME_OUT') return 'error';
  return 'none';
}

/** The overall result from the cloud and audio recording verdicts alone (the table below). */
function cloudAndAudioResult(cloud: Verdict, audio: Verdict, overall: TestStatus): FunctionalOverallResult {
  const R = FUNCTIONAL_RESULT_REASONS;
  if (cloud === 'passed') return { status: 'SUCCEEDED', reason: R.passedByCloud };
  if (audio === 'passed') return { status: 'SUCCEEDED', reason: R.passedByAudioRecording };
  if (cloud === 'failed' && audio === 'failed') return { status: 'FAILED', reason: R.failedByBoth };
  if (cloud === 'failed') return { status: 'FAILED', reason: R.failedByCloud };
  if (audio === 'failed') return { status: 'FAILED', reason: R.failedByAudioRecording };
  if (cloud === 'error' && audio === 'error') return { status: 'ERROR', reason: R.errorInBoth };
  if (cloud === 'error') return { status: 'ERROR', reason: R.errorInCloud };
  if (audio === 'error') return { status: 'ERROR', reason: R.errorInAudioRecording };
  return { status: overall };
}

/**
 * The overall result of a test case from its overall, cloud, reference-mic
 * (audio recording) and, for mobile functional, device statuses (doc 1 §4.3;
 * reasons doc 3 §4). Without a device validation, the table:
 *
 * | overall                               | cloud      | audio recording | result    | reason                     |
 * | queued, in progress, evaluating       | any        | any             | overall   | none                       |
 * | skipped, ignored, not applicable, info| any        | any             | overall   | none                       |
 * | finished                              | passed     | any             | SUCCEEDED | passedByCloud              |
 * | finished                              | not passed | passed          | SUCCEEDED | passedByAudioRecording     |
 * | finished                              | failed     | failed          | FAILED    | failedByBoth               |
 * | finished                              | failed     | error or none   | FAILED    | failedByCloud              |
 * | finished                              | error/none | failed          | FAILED    | failedByAudioRecording     |
 * | finished                              | error      | error           | ERROR     | errorInBoth                |
 * | finished                              | error      | none            | ERROR     | errorInCloud               |
 * | finished                              | none       | error           | ERROR     | errorInAudioRecording      |
 * | finished                              | none       | none            | overall   | none                       |
 *
 * A pass by either validation passes the case: the recording proves the DUT
 * answered even when the cloud record is missing. A failure is a verdict and
 * outranks an error, which only says a validation could not run. Time-outs
 * count as errors. A missing overall status reads as queued.
 *
 * The device validation (the phone's app shows what was asked for) is a
 * further condition, not an alternative: once finished, a device failure fails
 * a case the others passed or could not judge (failedByDevice); a device error
 * makes a passed case an error (errorInDevice); a case the others failed keeps
 * their failure and reason, and one they could not judge keeps its error
 * unless the device failed. With no cloud or audio recording verdict the
 * device's decides alone (passedByDevice, failedByDevice, errorInDevice).
 */
export function functionalOverallResult(
  overall: string | null | undefined,
  cloud: string | null | undefined,
  audioRecording: string | null | undefined,
  device?: string | null,
): FunctionalOverallResult {
  const status = caseStatus(overall);
  if (!isFinished(overall) || ['SKIPPED', 'IGNORED', 'NOT_APPLICABLE', 'INFO'].includes(status)) {
    return { status };
  }
  const result = cloudAndAudioResult(
    verdictOf(normalizeTestStatus(cloud)),
    verdictOf(normalizeTestStatus(audioRecording)),
    status,
  );
  const d = verdictOf(normalizeTestStatus(device));
  const R = FUNCTIONAL_RESULT_REASONS;
  // Without a reason, the cloud and audio recording gave no verdict: the device's decides alone.
  const judged = result.reason !== undefined;
  if (d === 'failed' && (result.status !== 'FAILED' || !judged))
    return { status: 'FAILED', reason: R.failedByDevice };
  if (d === 'error' && (result.status === 'SUCCEEDED' || !judged))
    return { status: 'ERROR', reason: R.errorInDevice };
  if (d === 'passed' && !judged) return { status: 'SUCCEEDED', reason: R.passedByDevice };
  return result;
}

export interface FunctionalTestCaseRow {
  readonly testCaseName: string;
  readonly cloudValidation?: TestStatus;
  readonly audioRecordingValidation?: TestStatus;
  readonly deviceValidation?: TestStatus;
  readonly overallResult: FunctionalOverallResult;
  /** The reason of the overall result, empty when there is none. */
  readonly comments: string;
  /** Shown in a tooltip on a failed or error status (doc 1 §4.3). */
  readonly failureLogs: readonly string[];
}

/**
 * One row of a category's test-case table (doc 1 §2.6): each column's
 * status, and the overall result with its reason from all of them, the device
 * validation included (a mobile case whose app check failed is not 'passed
 * based on cloud validation').
 */
export function functionalTestCaseRow(testCase: FunctionalTestCase): FunctionalTestCaseRow {
  const cloudValidation = functionalValidationStatus(testCase, 'cloud');
  const audioRecordingValidation = functionalValidationStatus(testCase, 'audioRecording');
  const deviceValidation = functionalValidationStatus(testCase, 'device');
  const overallResult = functionalOverallResult(
    testCase.status,
    cloudValidation,
    audioRecordingValidation,
    deviceValidation,
  );
  return {
    testCaseName: testCase.testCaseName,
    cloudValidation,
    audioRecordingValidation,
    deviceValidation,
    overallResult,
    comments: overallResult.reason ?? '',
    failureLogs: isFailureStatus(overallResult.status)
      ? [...(testCase.failureLogs ?? []), ...testCase.testCaseData.flatMap((v) => v.failureLogs ?? [])]
      : [],
  };
}

/** The test-case table's columns; a mobile functional run adds device validation (doc 1 §2.6). */
export function functionalTableColumns(isMobile: boolean): FunctionalTableColumn[] {
  return [
    'testCaseName',
    'cloudValidation',
    'audioRecordingValidation',
    ...(isMobile ? (['deviceValidation'] as const) : []),
    'overallResult',
    'comments',
    'utterances',
  ];
}

/** The utterance details columns; validation type shows for mobile only (doc 1 §2.6). */
export function functionalUtteranceColumns(isMobile: boolean): FunctionalUtteranceColumn[] {
  return [
    'questionPlayed',
    'dutHeard',
    'response',
    ...(isMobile ? (['validationType'] as const) : []),
    'comments',
  ];
}

/**
 * The 'DUT Failed to invoke ...' comment (doc 1 §5): only for a non-regex
 * validation, a false-rejection score of 1 (the DUT did not wake) and a failed
 * or error status. The assistant is the DUT's type, the provider's by default.
 */
export function functionalUtteranceComment(
  result: Pick<FunctionalUtteranceResult, 'status' | 'scoreFalseRejectionRate' | 'utterValidationInfo'>,
  assistant: string = DEFAULT_DUT_TYPE,
): string | undefined {
  const isRegex =
    result.utterValidationInfo?.utterValidationType.toUpperCase() === REGEX_UTTERANCE_VALIDATION_TYPE;
  if (isRegex || result.scoreFalseRejectionRate !== 1) return undefined;
  if (!isFailureStatus(normalizeTestStatus(result.status))) return undefined;
  return FUNCTIONAL_MESSAGES.dutFailedToInvoke(assistant);
}

export interface FunctionalUtteranceRow {
  readonly questionPlayed: string;
  readonly dutHeard: string;
  readonly response: string;
  readonly validationType: FunctionalValidation['validationType'];
  readonly status?: TestStatus;
  readonly comments: string;
}

/** The rows of a test case's section in the utterance details tab (doc 1 §2.6), in play order. */
export function functionalUtteranceRows(
  testCase: Pick<FunctionalTestCase, 'testCaseData'>,
  assistant: string = DEFAULT_DUT_TYPE,
): FunctionalUtteranceRow[] {
  return (
    testCase.testCaseData
      .flatMap((validation) => (validation.utteranceResults ?? []).map((result) => ({ validation, result })))
      // Unnumbered utterances have not been sequenced yet: they come last, in arrival order.
      .sort(
        (x, y) =>
          (x.result.actionSequenceNum ?? Number.MAX_SAFE_INTEGER) -
          (y.result.actionSequenceNum ?? Number.MAX_SAFE_INTEGER),
      )
      .map(({ validation, result }) => ({
        questionPlayed: result.questionPlayed,
        dutHeard: result.dutHeard ?? '',
        response: result.dutResponded ?? '',
        validationType: validation.validationType,
        status: normalizeTestStatus(result.status),
        comments: functionalUtteranceComment(result, assistant) ?? '',
      }))
  );
}
