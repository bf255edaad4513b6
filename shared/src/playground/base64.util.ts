import { type Result, err, ok } from '../common';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES: Readonly<Record<string, number>> = Object.fromEntries([
  ...[...ALPHABET].map((char, index) => [char, index] as const),
  // The URL-safe alphabet's two letters, so either spelling decodes.
  ['-', 62] as const,
  ['_', 63] as const,
]);

/**
 * The bytes of a base64 text (standard or URL-safe alphabet, padding optional,
 * whitespace ignored). Written here because shared/ may use neither Node's
 * Buffer nor the browser's atob.
 */
export function decodeBase64ToBytes(text: string): Result<Uint8Array> {
  const compact = text.replace(/\s+/g, '').replace(/=+$/, '');
  if (compact.length % 4 === 1) return err('Invalid base64: wrong length');
  const bytes = new Uint8Array(Math.floor((compact.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of compact) {
    const value = VALUES[char];
    if (value === undefined) return err(`Invalid base64: unexpected character ${JSON.stringify(char)}`);
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return ok(bytes);
}

/** The UTF-8 text of a base64 payload; invalid UTF-8 sequences become U+FFFD. */
export function decodeBase64ToText(text: string): Result<string> {
  const bytes = decodeBase64ToBytes(text);
  return bytes.ok ? ok(new TextDecoder().decode(bytes.value)) : bytes;
}
