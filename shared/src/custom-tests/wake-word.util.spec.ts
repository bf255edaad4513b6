import { decodeWakeWord, DEFAULT_WAKE_WORD_BYTES, encodeWakeWord } from './wake-word.util';

describe('wake word codec', () => {
  it('stores Alexa as its ASCII bytes', () => {
    expect(encodeWakeWord('Alexa')).toEqual([65, 108, 101, 120, 97]);
    expect(DEFAULT_WAKE_WORD_BYTES).toEqual([65, 108, 101, 120, 97]);
  });

  it('stores bytes above 127 as negative values', () => {
    expect(encodeWakeWord('é')).toEqual([-61, -87]);
    expect(encodeWakeWord('€')).toEqual([-30, -126, -84]);
    expect(encodeWakeWord('😀')).toEqual([-16, -97, -104, -128]);
    expect(encodeWakeWord('')).toEqual([]);
  });

  it.each(['Alexa', 'Computer', 'Amazonía', 'コンピューター', 'Ziggy 😀', ''])('round-trips %p', (text) => {
    const bytes = encodeWakeWord(text);
    expect(bytes.every((b) => b >= -128 && b <= 127)).toBe(true);
    expect(decodeWakeWord(bytes)).toBe(text);
  });

  it('accepts unsigned bytes, a plain string, and nothing', () => {
    expect(decodeWakeWord([195, 169])).toBe('é');
    expect(decodeWakeWord('Echo')).toBe('Echo');
    expect(decodeWakeWord(undefined)).toBe('Alexa');
    expect(decodeWakeWord(null)).toBe('Alexa');
  });

  it('decodes broken sequences as replacement characters', () => {
    expect(decodeWakeWord([-61])).toBe('\uFFFD');
    expect(decodeWakeWord([-87, 65])).toBe('\uFFFDA');
    expect(decodeWakeWord([-61, 65])).toBe('\uFFFDA');
    expect(decodeWakeWord([1000, 65])).toBe('\uFFFDA');
  });
});
