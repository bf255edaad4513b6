import { type PackPhrase } from '../../locales/speech/locale-speech';
import { packLanguageOf } from '../../locales/speech/pack-languages.data';

/**
 * The categories of a stability run's utterance set, one command of each
 * (chosen: doc 3 §3 names the type, not its utterances): everyday requests
 * every language of the pack says, a few so a round is short and a long run
 * repeats them many times.
 */
const STABILITY_SET_CATEGORIES = ['TIME', 'WEATHER', 'TIMER'] as const;

/** A command of the stability set, with its place in its language's commands (the pack names its file by it). */
export interface StabilityPhrase {
  readonly phrase: PackPhrase;
  readonly index: number;
}

/** The stability set of a locale: the first command of each category in its pack language; none for a locale the pack does not speak. */
export function stabilityPhrases(locale: string): StabilityPhrase[] {
  const phrases = packLanguageOf(locale)?.phrases ?? [];
  return STABILITY_SET_CATEGORIES.flatMap((category) => {
    const index = phrases.findIndex((phrase) => phrase.category === category);
    return index < 0 ? [] : [{ phrase: phrases[index]!, index }];
  });
}

/** The catalogue resource holding a locale's stability recordings: what a sync of STABILITY_STRESS sends. */
export function stabilityResourceId(locale: string): string {
  return `STABILITY_STRESS/${locale}`;
}

/** What the stability set of a locale says (the wake word, then the command) and the intent a right answer carries. */
export function stabilityTranscripts(
  locale: string,
): { readonly transcript: string; readonly expectedIntent: string }[] {
  const wakeWord = packLanguageOf(locale)?.wakeWord ?? '';
  return stabilityPhrases(locale).map(({ phrase }) => ({
    transcript: `${wakeWord}, ${phrase.text}`,
    expectedIntent: phrase.intent,
  }));
}
