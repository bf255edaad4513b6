import { RUN_VERDICT_MESSAGES, type RunVerdict } from '../../statuses/job-verdict.constant';
import { isFailureStatus } from '../../statuses/test-statuses.constant';
import { type FunctionalOutcomes } from './functional-outcome.schema';
import { type FunctionalPlan } from './functional-plan.rule';
import { functionalReportRows } from './functional-report.rule';

const CASES = 'test cases';

/**
 * A functional run's verdict (issue 29): every test case is a pass/fail
 * test, so any case played whose overall result failed (Failed or Error, as
 * the report's rows judge it) fails the run, naming each. A case the run did
 * not reach (it ended early) is not judged.
 */
export function functionalVerdict(plan: FunctionalPlan, outcomes: FunctionalOutcomes): RunVerdict {
  const played = functionalReportRows(plan, outcomes).filter((row) => row.overallResult !== 'SKIPPED');
  if (!played.length) return { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.nothingJudged(CASES) };
  const failed = played.filter((row) => isFailureStatus(row.overallResult)).map((row) => row.testCaseName);
  return failed.length
    ? { verdict: 'failed', reason: RUN_VERDICT_MESSAGES.someFailed(failed, played.length, CASES) }
    : { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.allPassed(played.length, CASES) };
}
