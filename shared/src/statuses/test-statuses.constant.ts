/**
 * The status of a test, test case or utterance (doc 3 §4, doc 1 §4.3), in one
 * canonical upper-case form; raw values arrive in several spellings and go
 * through `normalizeTestStatus`.
 */
export const TEST_STATUSES = [
  'SUCCEEDED',
  'FAILED',
  'ERROR',
  'IN_PROGRESS',
  'EVALUATING_RESULT',
  'QUEUED',
  'SKIPPED',
  'IGNORED',
  'NOT_APPLICABLE',
  'INFO',
  'TIME_OUT',
] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** How the live views show a status (doc 3 §4: SUCCEEDED shown Passed, running states shown Running). */
export const TEST_STATUS_TEXTS: Readonly<Record<TestStatus, string>> = {
  SUCCEEDED: 'Passed',
  FAILED: 'Failed',
  ERROR: 'Error',
  IN_PROGRESS: 'Running',
  EVALUATING_RESULT: 'Running',
  QUEUED: 'Queued',
  SKIPPED: 'Skipped',
  IGNORED: 'Ignored',
  NOT_APPLICABLE: 'Not Applicable',
  INFO: 'Info',
  TIME_OUT: 'Timed Out',
};

/**
 * How user-defined test results show a status (doc 2 §4 'Utterance/test displays').
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export const UTTERANCE_STATUS_TEXTS: Readonly<Partial<Record<TestStatus, string>>> = {
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  ERROR: 'Error',
  IN_PROGRESS: 'In Progress',
  QUEUED: 'Queued',
  TIME_OUT: 'Timed Out',
};

/** Statuses still waiting for an outcome (doc 2 §4 'pending are IN_PROGRESS and QUEUED'). */
const PENDING_STATUSES = ['IN_PROGRESS', 'QUEUED'] as const satisfies readonly TestStatus[];

/** Statuses shown with a running animation (doc 1 §4.3). */
const RUNNING_STATUSES = ['IN_PROGRESS', 'EVALUATING_RESULT'] as const satisfies readonly TestStatus[];

/** Statuses whose tooltip shows the failure logs (doc 1 §4.3). */
const FAILURE_STATUSES = ['FAILED', 'ERROR'] as const satisfies readonly TestStatus[];

const ALIASES: Readonly<Record<string, TestStatus>> = {
  SUCCEEDED: 'SUCCEEDED',
  SUCCESS: 'SUCCEEDED',
  COMPLETED: 'SUCCEEDED',
  COMPLETE: 'SUCCEEDED',
  PASSED: 'SUCCEEDED',
  FAILED: 'FAILED',
  FAILURE: 'FAILED',
  ERROR: 'ERROR',
  IN_PROGRESS: 'IN_PROGRESS',
  INPROGRESS: 'IN_PROGRESS',
  RUNNING: 'IN_PROGRESS',
  EVALUATING_RESULT: 'EVALUATING_RESULT',
  QUEUED: 'QUEUED',
  PENDING: 'QUEUED',
  SKIPPED: 'SKIPPED',
  IGNORED: 'IGNORED',
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  INFO: 'INFO',
  TIME_OUT: 'TIME_OUT',
  TIMEOUT: 'TIME_OUT',
  TIMED_OUT: 'TIME_OUT',
};

/**
 * The canonical status of a raw value in any of the spec's spellings
 * ('in progress', 'succeeded', 'completed', 'success', 'TIME_OUT'...), or
 * undefined when it is none of them.
 */
export function normalizeTestStatus(raw: string | null | undefined): TestStatus | undefined {
  if (!raw) return undefined;
  return ALIASES[
    raw
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_')
  ];
}

/** @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements) */
export function isPendingStatus(status: TestStatus | undefined): boolean {
  return status !== undefined && (PENDING_STATUSES as readonly TestStatus[]).includes(status);
}

export function isRunningStatus(status: TestStatus | undefined): boolean {
  return status !== undefined && (RUNNING_STATUSES as readonly TestStatus[]).includes(status);
}

export function isFailureStatus(status: TestStatus | undefined): boolean {
  return status !== undefined && (FAILURE_STATUSES as readonly TestStatus[]).includes(status);
}

/** Utterance result statuses of the stability and latency suites (doc 1 §3, §9). */
export const UTTERANCE_RESULT_STATUSES = ['SUCCESS', 'FAILURE', 'ERROR'] as const;
