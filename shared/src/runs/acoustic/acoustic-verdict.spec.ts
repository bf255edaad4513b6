import { type AcousticStepOutcome } from './acoustic-outcome.schema';
import { acousticVerdict } from './acoustic-verdict.rule';

const WAKE_ME_UP = { transcript: 'Alexa, wake me up at 6 30 tomorrow', expectedResponse: 'SetAlarmIntent' };
const outcome = (heard: boolean, responded: boolean, responseText = 'Alarm set for 6:30 AM tomorrow.') =>
  ({
    trial: WAKE_ME_UP,
    answer: { heard, responded, intent: responded ? 'SetAlarmIntent' : null, responseText },
  }) as unknown as AcousticStepOutcome;

describe('acousticVerdict (issue 29)', () => {
  it('passes a run that played to its end whatever its rates, as FRR and RAR are measurements, giving them', () => {
    expect(acousticVerdict([outcome(false, false), outcome(true, false), outcome(true, true)])).toEqual({
      verdict: 'passed',
      reason:
        'Measured over 3 utterances: FRR 33.33%, RAR 33.33% (an acoustic run measures its rates; they do not fail it)',
    });
  });

  it('counts toward RAR only the answers right in full, intent and slots', () => {
    expect(
      acousticVerdict([outcome(true, true), outcome(true, true, 'Alarm set for 6:30 PM today.')]).reason,
    ).toBe(
      'Measured over 2 utterances: FRR 0%, RAR 50% (an acoustic run measures its rates; they do not fail it)',
    );
  });
});
