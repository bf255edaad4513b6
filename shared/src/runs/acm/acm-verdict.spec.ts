import { jobVerdictTitle } from '../../statuses/job-verdict.constant';
import { ACM_SCENARIO_STATES } from '../acm-script.rule';
import { type AcmStepOutcome } from './acm-outcome.rule';
import { acmVerdict } from './acm-verdict.rule';

const scenario = (name: string, state: string): AcmStepOutcome => ({
  scenario: { id: name.split(' ')[0]!, name, state, statements: [] } as unknown as AcmStepOutcome['scenario'],
});

describe('acmVerdict (issue 29)', () => {
  it('fails a run whose only scenario failed (a manual step canceled), naming it', () => {
    const verdict = acmVerdict([scenario('310 Drop in on a contact', ACM_SCENARIO_STATES.failed)]);
    expect(verdict).toEqual({
      verdict: 'failed',
      reason: '1 of 1 ACM scenarios failed: 310 Drop in on a contact',
    });
    expect(jobVerdictTitle(verdict.verdict)).toBe('Verdict: Failed');
  });

  it('fails a run when any scenario failed, and passes one whose scenarios all completed', () => {
    const completed = scenario('302 Call a contact', ACM_SCENARIO_STATES.completed);
    expect(acmVerdict([completed, scenario('310 Drop in', ACM_SCENARIO_STATES.failed)]).verdict).toBe(
      'failed',
    );
    expect(acmVerdict([completed])).toEqual({ verdict: 'passed', reason: 'All 1 ACM scenarios passed' });
    expect(jobVerdictTitle('passed')).toBe('Verdict: Passed');
  });
});
