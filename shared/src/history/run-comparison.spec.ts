import { type JobUtteranceResult } from '../jobs/job-api.schema';
import { utteranceResultStub } from '../testing/utterance-result.stub';
import { RUN_COMPARISON_MESSAGES } from './history.messages';
import { type ComparableRun, compareRuns } from './run-comparison.rule';

/** A run of `played` utterances: the first `missed` not heard, the next `wrong` heard but answered wrong. */
function run(
  jobId: string,
  played: number,
  missed: number,
  wrong: number,
  scenarioType = 'AC_NEAR_FIELD',
): ComparableRun {
  const results: JobUtteranceResult[] = Array.from({ length: played }, (_, index) =>
    utteranceResultStub({
      trialIndex: index,
      scenarioType,
      fileName: `utterance-${index % 50}.wav`,
      questionPlayed: `Alexa, question ${index % 50}`,
      heard: index >= missed,
      responded: index >= missed + wrong,
      status: index >= missed + wrong ? 'SUCCESS' : 'FAILURE',
    }),
  );
  return { jobId, testName: `Run ${jobId}`, scenarioType, results };
}

describe('run comparison', () => {
  it("marks the poor device's FRR significantly higher than the good one's, with each rate's interval", () => {
    const compared = compareRuns([run('good', 200, 4, 2), run('poor', 200, 24, 10)]);
    if (!compared.ok) throw new Error(compared.error);
    const { runs, deltas, methods } = compared.value;
    expect(methods).toEqual({
      interval: RUN_COMPARISON_MESSAGES.intervalMethod,
      test: RUN_COMPARISON_MESSAGES.testMethod,
    });
    expect(runs.map((r) => [r.jobId, r.played, r.heard, r.responded, r.frr.percent, r.rar.percent])).toEqual([
      ['good', 200, 196, 194, 2, 97],
      ['poor', 200, 176, 166, 12, 83],
    ]);
    expect(runs[0]!.frr.low).toBeLessThan(2);
    expect(runs[0]!.frr.high).toBeGreaterThan(2);
    expect(deltas).toHaveLength(1);
    expect(deltas[0]!.jobId).toBe('poor');
    expect(deltas[0]!.frr.points).toBe(10);
    expect(deltas[0]!.frr.significant).toBe(true);
    expect(deltas[0]!.rar.points).toBe(-14);
    expect(deltas[0]!.rar.significant).toBe(true);
  });

  it('does not call a small difference on few utterances significant', () => {
    const compared = compareRuns([run('a', 20, 1, 0), run('b', 20, 2, 0)]);
    expect(compared.ok && compared.value.deltas[0]!.frr).toEqual({
      points: 5,
      pValue: 0.5483,
      significant: false,
    });
  });

  it('lists the utterances whose outcome changed between the runs that played them', () => {
    const compared = compareRuns([run('a', 4, 1, 0), run('b', 3, 0, 1), run('c', 4, 4, 0)]);
    if (!compared.ok) throw new Error(compared.error);
    expect(compared.value.changedUtterances.map((u) => [u.questionPlayed, u.outcomes])).toEqual([
      ['Alexa, question 0', ['not heard', 'wrong answer', 'not heard']],
      ['Alexa, question 1', ['answered', 'answered', 'not heard']],
      ['Alexa, question 2', ['answered', 'answered', 'not heard']],
      ['Alexa, question 3', ['answered', null, 'not heard']],
    ]);
    expect(compared.value.deltas.map((d) => d.jobId)).toEqual(['b', 'c']);
    // An utterance only some runs played, alike wherever it played, did not change.
    const same = compareRuns([run('a', 4, 0, 0), run('b', 3, 0, 0)]);
    expect(same.ok && same.value.changedUtterances).toEqual([]);
  });

  it('compares only the DUT, never an optional DUT of the same run', () => {
    const good = run('good', 10, 0, 0);
    const withOptional = {
      ...good,
      results: [...good.results, ...run('x', 10, 10, 0).results.map((r) => ({ ...r, dut: 'OPTIONAL_DUT1' }))],
    };
    const compared = compareRuns([withOptional, good]);
    expect(compared.ok && compared.value.runs.map((r) => r.frr.percent)).toEqual([0, 0]);
  });

  it('refuses fewer than two runs, runs of different scenario types and a run without utterance results', () => {
    expect(compareRuns([run('a', 5, 0, 0)])).toEqual({ ok: false, error: RUN_COMPARISON_MESSAGES.tooFew });
    expect(compareRuns([run('a', 5, 0, 0), run('b', 5, 0, 0, 'AC_FAR_FIELD')])).toEqual({
      ok: false,
      error: RUN_COMPARISON_MESSAGES.differentTypes(['AC_NEAR_FIELD', 'AC_FAR_FIELD']),
    });
    expect(compareRuns([run('a', 5, 0, 0), { ...run('b', 0, 0, 0), testName: 'Func_All' }])).toEqual({
      ok: false,
      error: RUN_COMPARISON_MESSAGES.noUtterances('Func_All'),
    });
  });
});
