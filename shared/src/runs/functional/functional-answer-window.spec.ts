import { dutAnswerWindow } from './functional-answer-window.rule';

describe("the DUT's answer window in a recording", () => {
  it('starts half a second before the DUT answered and ends 2.5 s after its words, said at 120 a minute', () => {
    // 'the volume is six': four words, two seconds at 120 words a minute.
    expect(
      dutAnswerWindow({ startedMs: 10_000, respondedMs: 13_200, responseText: 'The volume is 6.' }),
    ).toEqual({ fromMs: 2700, toMs: 3200 + 2000 + 2500 });
  });

  it('keeps to the recording when the answer comes at once, and a tone keeps only the margins', () => {
    expect(dutAnswerWindow({ startedMs: 10_000, respondedMs: 10_200, responseText: '' })).toEqual({
      fromMs: 0,
      toMs: 2700,
    });
  });

  it('is none where the device cloud gave no time: the recording is heard whole', () => {
    expect(dutAnswerWindow({ startedMs: 10_000, responseText: 'The volume is 6.' })).toBeUndefined();
    expect(dutAnswerWindow({ respondedMs: 10_000 })).toBeUndefined();
  });
});
