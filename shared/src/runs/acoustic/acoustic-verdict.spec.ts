import { type AcousticStepOutcome } from './acoustic-outcome.schema';
import { acousticVerdict } from './acoustic-verdict.rule';

const outcome = (heard: boolean, responded: boolean) =>
  ({ answer: { heard, responded } }) as unknown as AcousticStepOutcome;

describe('acousticVerdict (issue 29)', () => {
  it('passes a run that played to its end whatever its rates, as FRR and RAR are measurements, giving them', () => {
    expect(acousticVerdict([outcome(false, false), outcome(true, false), outcome(true, true)])).toEqual({
      verdict: 'passed',
      reason:
        'Measured over 3 utterances: FRR 33.33%, RAR 33.33% (an acoustic run measures its rates; they do not fail it)',
    });
  });
});
