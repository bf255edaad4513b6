/** The wake word of a DUT that is given none: the provider's assistant. */
export const DEFAULT_WAKE_WORD = 'Alexa';

/**
 * Text as a recogniser writes it: lower case, words only in any script (with
 * their accents and marks: "spät", "più"), apostrophes kept ("what's",
 * "aujourd’hui" as "aujourd'hui"), colons kept inside clock times ("7:30").
 * Transcripts from the resource manifest carry punctuation and capitals;
 * activity items do not.
 */
export function normaliseUtterance(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}':]+/gu, ' ')
    .replace(/(?<!\d):|:(?!\d)/g, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface AddressedUtterance {
  /** Whether the utterance starts with the wake word. */
  readonly addressed: boolean;
  /** What follows the wake word (the whole text when it is absent), normalised. */
  readonly command: string;
}

/** Splits "Alexa, set a timer" into the wake word and "set a timer", ignoring case and punctuation. */
export function splitWakeWord(text: string, wakeWord: string = DEFAULT_WAKE_WORD): AddressedUtterance {
  const normalised = normaliseUtterance(text);
  const word = normaliseUtterance(wakeWord);
  if (normalised === word) return { addressed: true, command: '' };
  if (word !== '' && normalised.startsWith(`${word} `)) {
    return { addressed: true, command: normalised.slice(word.length + 1) };
  }
  return { addressed: false, command: normalised };
}
