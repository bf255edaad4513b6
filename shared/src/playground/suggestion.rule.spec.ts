import {
  SUGGESTION_MODE_INITIAL,
  buildSuggestionPrompt,
  buildSuggestionStatement,
  parseSuggestionStatement,
  suggestionContext,
  suggestionModeReducer,
} from './suggestion.rule';

describe('suggestionModeReducer (doc 2 §4)', () => {
  it('needs Suggest for Auto Bot', () => {
    expect(suggestionModeReducer(SUGGESTION_MODE_INITIAL, { type: 'setAutoBot', on: true })).toEqual({
      suggest: false,
      autoBot: false,
    });
    const suggesting = suggestionModeReducer(SUGGESTION_MODE_INITIAL, { type: 'setSuggest', on: true });
    expect(suggestionModeReducer(suggesting, { type: 'setAutoBot', on: true })).toEqual({
      suggest: true,
      autoBot: true,
    });
  });

  it('turns Auto Bot off with Suggest, and keeps it when Suggest stays on', () => {
    const both = { suggest: true, autoBot: true };
    expect(suggestionModeReducer(both, { type: 'setSuggest', on: false })).toEqual({
      suggest: false,
      autoBot: false,
    });
    expect(suggestionModeReducer(both, { type: 'setSuggest', on: true })).toEqual(both);
    expect(suggestionModeReducer(both, { type: 'setAutoBot', on: false })).toEqual({
      suggest: true,
      autoBot: false,
    });
  });
});

describe('suggestion context (doc 2 §7: the last 10 Q/A pairs)', () => {
  const pairs = Array.from({ length: 12 }, (_, i) => ({ Q: `q${i}`, A: `a${i}` }));

  it('keeps the last 10', () => {
    expect(suggestionContext(pairs).map((p) => p.Q)).toEqual(pairs.slice(2).map((p) => p.Q));
    expect(suggestionContext(pairs.slice(0, 10))).toHaveLength(10);
    expect(JSON.parse(buildSuggestionStatement(pairs))).toHaveLength(10);
    expect(buildSuggestionStatement([])).toBe('[]');
  });
});

describe('buildSuggestionPrompt (doc 2 §9)', () => {
  it('asks for a random 6 to 10 word question, not about weather, from "let\'s chat" without input', () => {
    const prompt = buildSuggestionPrompt();
    expect(prompt).toContain('random');
    expect(prompt).toContain('6 to 10 words');
    expect(prompt).toContain('weather');
    expect(prompt).toContain('"let\'s chat"');
    expect(buildSuggestionPrompt('   ')).toBe(prompt);
  });

  it('follows on from the input, without its quotes', () => {
    expect(buildSuggestionPrompt('Play "Jazz" radio')).toContain('"Play Jazz radio"');
  });
});

describe('parseSuggestionStatement (bedrockgenerate stmt)', () => {
  it('reads the pairs back, the last 10 kept', () => {
    const pairs = Array.from({ length: 12 }, (_, i) => ({ Q: `q${i}`, A: `a${i}` }));
    expect(parseSuggestionStatement(JSON.stringify(pairs))).toEqual({ ok: true, value: pairs.slice(2) });
    expect(parseSuggestionStatement('[]')).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['not JSON', '[{', /not JSON/],
    ['not a list of pairs', '{"Q":"q"}', /pairs/],
    ['a pair without an answer', '[{"Q":"q"}]', /pairs/],
    ['too long', JSON.stringify([{ Q: 'q'.repeat(30_000), A: '' }]), /longer/],
  ])('says why when it is %s', (_case, stmt, reason) => {
    const parsed = parseSuggestionStatement(stmt);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(reason);
  });
});
