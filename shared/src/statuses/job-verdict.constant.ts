import { TEST_STATUS_TEXTS } from './test-statuses.constant';

/**
 * A run's verdict (issue 29): whether the device passed the run, by its
 * family's score, kept apart from whether the run ran to its end (its state).
 * Stored once the run has played to its end; a run that did not (failed
 * early, canceled) has none. A failed verdict fails the run, whose failure
 * class is then `test`.
 */
export const JOB_VERDICTS = ['passed', 'failed'] as const;
export type JobVerdict = (typeof JOB_VERDICTS)[number];

/** The verdict a family's score gives a run that played to its end, and why, in its owner's words. */
export interface RunVerdict {
  readonly verdict: JobVerdict;
  readonly reason: string;
}

/** How a verdict reads: the spec's test status texts (doc 3 §4: SUCCEEDED shown Passed, FAILED shown Failed). */
const JOB_VERDICT_TEXTS = {
  passed: TEST_STATUS_TEXTS.SUCCEEDED,
  failed: TEST_STATUS_TEXTS.FAILED,
} as const satisfies Record<JobVerdict, string>;

/** A verdict with its name, as Live Runs, the run list and the completion mail show it: 'Verdict: Failed'. */
export function jobVerdictTitle(verdict: JobVerdict): string {
  return `Verdict: ${JOB_VERDICT_TEXTS[verdict]}`;
}

/** The reasons the families' verdicts give, shared so every family words them alike. */
export const RUN_VERDICT_MESSAGES = {
  /** Some of what the family judges failed: '1 of 3 test cases failed: Set an alarm'. */
  someFailed: (failed: readonly string[], total: number, what: string) =>
    `${failed.length} of ${total} ${what} failed: ${failed.join('; ')}`,
  /** Everything judged passed. */
  allPassed: (total: number, what: string) => `All ${total} ${what} passed`,
  /** Nothing was judged (a run that ended early with nothing to judge). */
  nothingJudged: (what: string) => `No ${what} to judge`,
} as const;
