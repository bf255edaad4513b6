import { baseWord, isSpokenWord, parseBacktraces, wordConfidence } from './decoder-backtrace.util';

/** Two stretches as pocketsphinx_continuous logs them with -backtrace yes. */
const LOG = `INFO: fsg_search.c(870): fsg 0.13 wall 0.073 xRT
INFO: pocketsphinx.c(1168): five minutes (-9632)
word                 start end   pprob ascr       lscr       lback
<sil>                0     5     1.000 -120       -337       1
five                 6     20    1.000 -300       0          1
(NULL)               20    20    1.000 0          0          1
minutes(2)           21    40    1.000 -500       0          1
INFO: fsg_search.c(266): TOTAL fsg 0.03 wall 0.015 xRT
word                 start end   pprob ascr       lscr       lback
okay                 0     9     1.000 -90        0          1
`;

describe('the decoder backtrace', () => {
  it('reads each stretch of speech with its words, frames and acoustic scores', () => {
    const [first, second] = parseBacktraces(LOG);
    expect(first).toHaveLength(4);
    expect(first![1]).toEqual({ word: 'five', startFrame: 6, endFrame: 20, acousticScore: -300 });
    expect(second).toEqual([{ word: 'okay', startFrame: 0, endFrame: 9, acousticScore: -90 }]);
    expect(parseBacktraces('INFO: nothing decoded')).toEqual([]);
  });

  it('tells words said from pauses, noises and null transitions', () => {
    expect(['<sil>', '[NOISE]', '(NULL)', 'five', "o'clock"].map(isSpokenWord)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(baseWord('minutes(2)')).toBe('minutes');
  });

  it('scores the words against free phone recognition over the same frames, per frame', () => {
    const [words] = parseBacktraces(LOG);
    // Phones scoring 10 per frame better than the words over frames 6..40 (35 frames).
    const phones = [
      { word: 'SIL', startFrame: 0, endFrame: 5, acousticScore: -100 },
      { word: 'F', startFrame: 6, endFrame: 40, acousticScore: -800 + 350 },
    ];
    expect(wordConfidence(words!, phones)).toBeCloseTo(-10);
    expect(wordConfidence([{ word: '<sil>', startFrame: 0, endFrame: 9, acousticScore: -1 }], phones)).toBe(
      undefined,
    );
  });
});
