import { RUN_VERDICT_MESSAGES, type RunVerdict } from '../../statuses/job-verdict.constant';
import { ACM_SCENARIO_STATES } from '../acm-script.rule';
import { type AcmStepOutcome } from './acm-outcome.rule';

const SCENARIOS = 'ACM scenarios';

/**
 * An ACM run's verdict (issue 29): every scenario is a pass/fail test, so any
 * scenario that failed (a statement failed, a manual step canceled ...)
 * fails the run, naming each failed scenario.
 */
export function acmVerdict(outcomes: readonly AcmStepOutcome[]): RunVerdict {
  if (!outcomes.length) return { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.nothingJudged(SCENARIOS) };
  const failed = outcomes
    .filter(({ scenario }) => scenario.state === ACM_SCENARIO_STATES.failed)
    .map(({ scenario }) => scenario.name);
  return failed.length
    ? { verdict: 'failed', reason: RUN_VERDICT_MESSAGES.someFailed(failed, outcomes.length, SCENARIOS) }
    : { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.allPassed(outcomes.length, SCENARIOS) };
}
