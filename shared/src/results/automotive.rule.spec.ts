import { automotiveFeedIcon, showsAutomotiveUtteranceResults } from './automotive.rule';
import { automotiveFeedSchema } from './automotive.schema';

describe('automotive feed icons (doc 1 §4.7)', () => {
  it.each([
    ['Utterance FAILED', 'error'],
    ['Validation failed', 'error'],
    ['COMPLETE', 'success'],
    ['Validation complete', 'success'],
    ['Utterance PLAYED', 'success'],
    ['VALIDATING', 'validating'],
    ['Playing utterance', 'playing'],
    ['PLAYING noise', 'playing'],
    ['Waiting', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%j gives %j', (uiFeed, icon) => {
    expect(automotiveFeedIcon(uiFeed)).toBe(icon);
  });
});

describe('per-utterance results (doc 1 §4.7)', () => {
  it.each([
    ['validation complete', true],
    ['Validation Complete', true],
    ['VALIDATING', false],
    ['Utterance PLAYED', false],
    [undefined, false],
  ])('%j shows them: %s', (uiFeed, shown) => {
    expect(showsAutomotiveUtteranceResults(uiFeed)).toBe(shown);
  });

  it('reads the feed', () => {
    expect(
      automotiveFeedSchema.safeParse({
        payload: { uiFeed: 'PLAYING' },
        action: 'Playing utterance',
        utterancePlayed: 'navigate home',
        frr: 5,
        rar: 95,
        har: 97,
      }).success,
    ).toBe(true);
    expect(automotiveFeedSchema.safeParse({ frr: 120 }).success).toBe(false);
  });
});
