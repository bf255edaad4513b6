import { spokenWords } from '@oak/shared';

/** At most this many phrases, of at most this many words, make a grammar: a case expects a few. */
export const GRAMMAR_MAX_PHRASES = 200;
export const GRAMMAR_MAX_WORDS = 40;

/** The expected phrases as the recogniser takes them: spoken words, each phrase once, empty ones left out. */
export function grammarPhrases(phrases: readonly string[]): string[][] {
  const seen = new Set<string>();
  const kept: string[][] = [];
  for (const phrase of phrases.slice(0, GRAMMAR_MAX_PHRASES)) {
    const words = spokenWords(phrase).slice(0, GRAMMAR_MAX_WORDS);
    const key = words.join(' ');
    if (!words.length || seen.has(key)) continue;
    seen.add(key);
    kept.push(words);
  }
  return kept;
}

/**
 * A JSGF grammar whose sentences are exactly the phrases: the recogniser
 * answers one of them for a stretch of speech, and nothing for silence.
 * Bound to the phrases, it answers the nearest one for speech that is none of
 * them: pocketsphinx 0.8's command line gives no score to reject it by (a
 * loop of everyday words beside the phrases wins even over the phrase said
 * plainly, with espeak-ng's voices). Words are spoken words (a-z, digits
 * spelled out, inner apostrophes), so they need no quoting.
 */
export function jsgfGrammar(phrases: readonly (readonly string[])[]): string {
  if (!phrases.length) throw new RangeError('A grammar needs at least one phrase');
  return [
    '#JSGF V1.0;',
    'grammar expected;',
    `public <expected> = ${phrases.map((words) => words.join(' ')).join(' | ')};`,
    '',
  ].join('\n');
}
