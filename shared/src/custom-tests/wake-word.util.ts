import { DEFAULT_WAKE_WORD } from './custom-tests.constant';

/*
 * A custom scenario's wake word is stored as a byte array of signed values
 * (doc 2 §3), the UTF-8 bytes of the text each read as -128..127, and decoded
 * for editing. The codec is written out here so it runs alike in the cloud
 * and in the browser.
 */

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return bytes;
}

const REPLACEMENT = '\uFFFD';

function utf8Text(bytes: readonly number[]): string {
  let text = '';
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at] as number;
    const length =
      lead < 0x80 ? 1 : lead >= 0xf0 && lead < 0xf8 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    const continuation = bytes.slice(at + 1, at + length);
    if (!length || continuation.length !== length - 1 || continuation.some((b) => (b & 0xc0) !== 0x80)) {
      text += REPLACEMENT;
      at += 1;
      continue;
    }
    const first = length === 1 ? lead : lead & (0xff >> (length + 1));
    const code = continuation.reduce((value, b) => (value << 6) | (b & 0x3f), first);
    text += String.fromCodePoint(code);
    at += length;
  }
  return text;
}

/** The wake word as stored: its UTF-8 bytes as signed values. */
export function encodeWakeWord(text: string): number[] {
  return utf8Bytes(text).map((byte) => (byte > 127 ? byte - 256 : byte));
}

/**
 * The wake word's text for editing. A plain string is taken as it is; nothing
 * stored gives the default wake word; a byte outside -128..255 is not a byte
 * and decodes as a replacement character.
 */
export function decodeWakeWord(stored: readonly number[] | string | undefined | null): string {
  if (stored === undefined || stored === null) return DEFAULT_WAKE_WORD;
  if (typeof stored === 'string') return stored;
  const bytes = stored.map((value) =>
    Number.isInteger(value) && value >= -128 && value <= 255 ? value & 0xff : 0xff,
  );
  return utf8Text(bytes);
}

/** The default wake word, encoded (doc 2 §3 'default Alexa'). */
export const DEFAULT_WAKE_WORD_BYTES: readonly number[] = encodeWakeWord(DEFAULT_WAKE_WORD);
