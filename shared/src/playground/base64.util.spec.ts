import { decodeBase64ToBytes, decodeBase64ToText } from './base64.util';
import { decodeAlexaMetadata } from './alexa-metadata.util';

describe('base64', () => {
  it.each([
    ['', ''],
    ['aGk=', 'hi'],
    ['aGk', 'hi'],
    ['SGVsbG8sIFdvcmxkIQ==', 'Hello, World!'],
    ['aMOpbGxv', 'héllo'],
    ['SGVs\nbG8=', 'Hello'],
  ])('decodes %p to %p', (text, expected) => {
    expect(decodeBase64ToText(text)).toEqual({ ok: true, value: expected });
  });

  it('reads both alphabets', () => {
    expect(decodeBase64ToBytes('+/8=')).toEqual({ ok: true, value: new Uint8Array([0xfb, 0xff]) });
    expect(decodeBase64ToBytes('-_8')).toEqual({ ok: true, value: new Uint8Array([0xfb, 0xff]) });
  });

  it.each(['a', 'aGk$', 'aGk=x'])('refuses %p', (text) => {
    expect(decodeBase64ToBytes(text).ok).toBe(false);
    expect(decodeBase64ToText(text).ok).toBe(false);
  });

  it.each([[[]], [[0]], [[0, 1]], [[0, 1, 2]], [[255, 254, 253, 252]]])('round-trips %j', (bytes) => {
    const encoded = Buffer.from(bytes).toString('base64');
    expect(encoded.length % 4).toBe(0);
    expect(decodeBase64ToBytes(encoded)).toEqual({ ok: true, value: new Uint8Array(bytes) });
  });
});

describe('decodeAlexaMetadata (doc 2 §7)', () => {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it('reads INTENT as plain text', () => {
    expect(decodeAlexaMetadata('INTENT', b64('GetTimeIntent'))).toEqual({
      ok: true,
      value: { format: 'text', text: 'GetTimeIntent' },
    });
  });

  it('reads every other type as JSON', () => {
    expect(decodeAlexaMetadata('RECOGNITION', b64('{"asr":"what time is it"}'))).toEqual({
      ok: true,
      value: { format: 'json', value: { asr: 'what time is it' } },
    });
    expect(decodeAlexaMetadata('DIALOG', b64('not json'))).toEqual({
      ok: false,
      error: 'DIALOG metadata is not valid JSON',
    });
    expect(decodeAlexaMetadata('DIALOG', '%%').ok).toBe(false);
  });
});
