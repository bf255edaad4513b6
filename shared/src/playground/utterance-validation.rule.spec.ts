import { isSendKey, isValidUtterance } from './utterance-validation.rule';

describe('playground validation (doc 2 §5)', () => {
  it.each([
    ['what time is it', true],
    ['a', true],
    ['7', true],
    ['¿qué hora es?', true],
    ['今何時', true],
    ['', false],
    ['   ', false],
    ['?!.', false],
  ])('%p has a word: %s', (text, valid) => {
    expect(isValidUtterance(text)).toBe(valid);
  });

  it.each([
    [{ key: 'Enter', shiftKey: false }, true],
    [{ key: 'Enter', shiftKey: true }, false],
    [{ key: 'a', shiftKey: false }, false],
  ])('%j sends: %s', (event, sends) => {
    expect(isSendKey(event)).toBe(sends);
  });
});
