import { type LocaleGrammar, PACK_LANGUAGES } from '@oak/shared';
import { type Answer } from './grammar-rule';
import { normaliseUtterance } from './utterance-text.util';

/** What the assistant makes of a command in one of the pack's other languages, and the voice it answers in. */
export interface LanguageAnswer extends Answer {
  readonly intent: string;
  /** espeak-ng's voice of the language (e.g. 'de'). */
  readonly voice: string;
  /** The first locale of the pack that speaks it (e.g. 'de_DE'): what its words are read as. */
  readonly locale: string;
}

interface CompiledRule {
  readonly intent: string;
  readonly patterns: readonly RegExp[];
  readonly response: string;
}

/** One language's grammar (shared's data), its patterns compiled, and the words it is known by. */
interface CompiledGrammar {
  readonly voice: string;
  readonly locale: string;
  readonly rules: readonly CompiledRule[];
  readonly fallback: string;
  readonly vocabulary: ReadonlySet<string>;
}

/** Every grammar of the pack once (es_ES and es_MX share Spanish's), with the first voice that speaks it. */
function compile(): CompiledGrammar[] {
  const seen = new Map<LocaleGrammar, { voice: string; locale: string; words: Set<string> }>();
  for (const [locale, language] of Object.entries(PACK_LANGUAGES)) {
    if (!language.grammar) continue;
    let entry = seen.get(language.grammar);
    if (!entry) seen.set(language.grammar, (entry = { voice: language.voice, locale, words: new Set() }));
    for (const text of [...language.phrases.map((phrase) => phrase.text), ...language.chatter])
      for (const word of normaliseUtterance(text).split(' ')) entry.words.add(word);
  }
  return [...seen].map(([grammar, { voice, locale, words }]) => ({
    voice,
    locale,
    fallback: grammar.fallback,
    vocabulary: words,
    rules: grammar.rules.map((rule) => ({
      intent: rule.intent,
      response: rule.response,
      // Written as the data file spells it; heard as the recogniser writes it (NFC, see normaliseUtterance).
      patterns: rule.patterns.map((source) => new RegExp(source.normalize('NFC'), 'u')),
    })),
  }));
}

const GRAMMARS = compile();

/** hh:mm of a simulated time, as every language's clock answer says it. */
function clockOf(nowMs: number): string {
  const date = new Date(nowMs);
  return `${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * A command in one of the pack's languages other than English, understood by
 * that language's grammar and answered in it; undefined when none understands it.
 */
export function understandInLanguage(command: string, nowMs: number): LanguageAnswer | undefined {
  for (const grammar of GRAMMARS) {
    for (const rule of grammar.rules) {
      for (const pattern of rule.patterns) {
        const match = pattern.exec(command);
        if (!match) continue;
        const slots = { ...match.groups };
        const response = rule.response.replace(/\{(\w+)\}/g, (_whole, name: string) =>
          name === 'clock' ? clockOf(nowMs) : (slots[name] ?? ''),
        );
        return { intent: rule.intent, slots, response, voice: grammar.voice, locale: grammar.locale };
      }
    }
  }
  return undefined;
}

/** English's words in the pack: a misheard English command is answered in English. */
const ENGLISH_VOCABULARY: ReadonlySet<string> = new Set(
  [...PACK_LANGUAGES.en_US!.phrases.map((phrase) => phrase.text), ...PACK_LANGUAGES.en_US!.chatter].flatMap(
    (text) => normaliseUtterance(text).split(' '),
  ),
);

/**
 * What a command no grammar understood is answered with: the 'don't know' of
 * the language most of its words are from (a misheard command keeps some of
 * them; numbers say nothing of the language); undefined when that is
 * English (ties too), or no language's.
 */
export function languageFallback(command: string): { response: string; voice: string } | undefined {
  const words = command.split(' ').filter((word) => word && !/^[0-9:]+$/.test(word));
  const known = (vocabulary: ReadonlySet<string>) => words.filter((word) => vocabulary.has(word)).length;
  let best: CompiledGrammar | undefined;
  let bestCount = known(ENGLISH_VOCABULARY);
  for (const grammar of GRAMMARS) {
    const count = known(grammar.vocabulary);
    if (count > bestCount) [best, bestCount] = [grammar, count];
  }
  return best && { response: best.fallback, voice: best.voice };
}
