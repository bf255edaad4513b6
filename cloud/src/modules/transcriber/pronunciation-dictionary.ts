import { readFile } from 'node:fs/promises';
import { ipaToArpabet } from './ipa-to-arpabet.util';
import { runBounded } from './run-bounded.util';
import { TranscriptionError } from './transcriber.port';

/** How long espeak-ng may take to spell one word's sounds. */
const SPELL_TIMEOUT_MS = 5000;
/** Spelled words kept, so the words of a catalogue are spelled once per process. */
const SPELLED_KEPT = 2000;

/**
 * Pronunciations for pocketsphinx: CMU's dictionary (pocketsphinx-en-us),
 * read once; a word it lacks (a brand, a name) spelled by espeak-ng's
 * letter-to-sound rules, its IPA mapped to the same phones.
 */
export class PronunciationDictionary {
  private entries: Promise<Map<string, string[]>> | undefined;
  private readonly spelled = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly dictionaryFile: string,
    private readonly espeak = 'espeak-ng',
  ) {}

  /**
   * A dictionary file's lines for `words`: every variant CMU lists, else the
   * spelled one. Words with no pronunciation at all are answered in `missing`.
   */
  async linesFor(words: Iterable<string>): Promise<{ lines: string[]; missing: string[] }> {
    const entries = await this.load();
    const lines: string[] = [];
    const missing: string[] = [];
    for (const word of new Set(words)) {
      const known = entries.get(word);
      if (known) {
        known.forEach((phones, index) => lines.push(`${word}${index ? `(${index + 1})` : ''} ${phones}`));
        continue;
      }
      const phones = await this.spell(word);
      if (phones) lines.push(`${word} ${phones}`);
      else missing.push(word);
    }
    return { lines, missing };
  }

  private load(): Promise<Map<string, string[]>> {
    this.entries ??= readFile(this.dictionaryFile, 'utf8').then(parseDictionary, (error: Error) => {
      throw new TranscriptionError(
        'unavailable',
        `The pronunciation dictionary cannot be read (pocketsphinx-en-us installs it): ${error.message}`,
      );
    });
    this.entries.catch(() => (this.entries = undefined));
    return this.entries;
  }

  private spell(word: string): Promise<string | undefined> {
    let spelled = this.spelled.get(word);
    if (!spelled) {
      spelled = runBounded(this.espeak, ['-v', 'en-us', '-q', '--ipa'], {
        input: Buffer.from(word),
        timeoutMs: SPELL_TIMEOUT_MS,
        what: `Spelling ${word}`,
      }).then((ipa) => ipaToArpabet(ipa.toString('utf8')).join(' ') || undefined);
      this.spelled.set(word, spelled);
      spelled.catch(() => this.spelled.delete(word));
      if (this.spelled.size > SPELLED_KEPT) this.spelled.delete(this.spelled.keys().next().value!);
    }
    return spelled;
  }
}

/** CMU's format: `word PH ONES`, variants as `word(2) ...`, in order. */
export function parseDictionary(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^(\S+?)(?:\(\d+\))?\s+(.+?)\s*$/.exec(line);
    if (!match) continue;
    const [, word, phones] = match;
    const known = entries.get(word!);
    if (known) known.push(phones!);
    else entries.set(word!, [phones!]);
  }
  return entries;
}
