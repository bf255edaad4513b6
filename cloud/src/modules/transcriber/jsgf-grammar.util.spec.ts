import { GRAMMAR_MAX_PHRASES, GRAMMAR_MAX_WORDS, grammarPhrases, jsgfGrammar } from './jsgf-grammar.util';

describe('the expected phrases as a grammar', () => {
  it('takes each phrase once, as spoken words, leaving out empty ones', () => {
    expect(
      grammarPhrases(['5 minutes, starting now.', 'five minutes starting now', '...', "It's 10:30"]),
    ).toEqual([
      ['five', 'minutes', 'starting', 'now'],
      ["it's", 'ten', 'thirty'],
    ]);
  });

  it('is bounded', () => {
    const many = Array.from({ length: GRAMMAR_MAX_PHRASES + 5 }, (_, index) => `phrase ${index}`);
    expect(grammarPhrases(many)).toHaveLength(GRAMMAR_MAX_PHRASES);
    expect(grammarPhrases(['word '.repeat(60)])[0]).toHaveLength(GRAMMAR_MAX_WORDS);
  });

  it('writes a JSGF grammar whose sentences are the phrases', () => {
    expect(jsgfGrammar([['alarm', 'set'], ['cancelled']])).toBe(
      '#JSGF V1.0;\ngrammar expected;\npublic <expected> = alarm set | cancelled;\n',
    );
    expect(() => jsgfGrammar([])).toThrow(RangeError);
  });
});
