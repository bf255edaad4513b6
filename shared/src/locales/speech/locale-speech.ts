/*
 * How each language of the resource pack is spoken and understood: what the
 * pack's recordings say (espeak-ng's voice, the wake word, the commands and
 * the chatter), and for the virtual lab's devices, the grammar they
 * understand those commands with and the answers they give in that language.
 * English's grammar is the virtual lab's own (its assistant's code grammar);
 * every other language's is data, in its file beside the English one.
 */

/** A spoken command of the pack: what is said after the wake word, the category it exercises, the intent a correct answer carries. */
export interface PackPhrase {
  readonly category: string;
  readonly text: string;
  readonly intent: string;
}

/**
 * One thing a device understands: a command matching one of `patterns` (the
 * source of a regular expression over the whole command, as a recogniser
 * writes it: lower case, words only), answered with `response`. A named
 * group of a pattern is a slot, and `{name}` in the response says it back;
 * `{clock}` says the time of the command (hh:mm). '' answers with a tone only.
 */
export interface LocaleGrammarRule {
  readonly intent: string;
  readonly patterns: readonly string[];
  readonly response: string;
}

/** What a device understands in one language, and what it says when it does not. */
export interface LocaleGrammar {
  readonly rules: readonly LocaleGrammarRule[];
  readonly fallback: string;
}

/** A language of the pack: espeak-ng's voice, the wake word as spoken in it, its commands and chatter. */
export interface PackLanguage {
  readonly voice: string;
  readonly wakeWord: string;
  readonly phrases: readonly PackPhrase[];
  /** Speech without the wake word, for false-accept runs: it must never wake a device. */
  readonly chatter: readonly string[];
  /** How a virtual device understands and answers it; absent for English (the assistant's own grammar). */
  readonly grammar?: LocaleGrammar;
}
