import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spokenText } from '@oak/shared';
import {
  type Backtrace,
  baseWord,
  isSpokenWord,
  parseBacktraces,
  wordConfidence,
} from './decoder-backtrace.util';
import { grammarPhrases, jsgfGrammar } from './jsgf-grammar.util';
import { PronunciationDictionary } from './pronunciation-dictionary';
import { runBounded } from './run-bounded.util';
import { TRANSCRIPTION_SAMPLE_RATE, toPcm16kMono } from './transcription-audio.util';
import {
  type Transcript,
  Transcriber,
  TranscriptionError,
  type TranscriptionHints,
} from './transcriber.port';

/** Where Debian's pocketsphinx-en-us puts its model. */
export const POCKETSPHINX_EN_US_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** How long one decoder run may take: a grammar-bound decoder needs a fraction of the audio's length. */
export const POCKETSPHINX_TIMEOUT_MS = 120_000;
/**
 * The least confidence (wordConfidence, against context-independent phone
 * recognition) at which a phrase the grammar forced onto a stretch of speech
 * is taken as said. Measured on 40 answers in four espeak-ng voices and 26
 * other sentences: phrases said scored -38 to +10 (all but one above -31),
 * other speech the grammar forced onto a phrase -55 to -35 (and one -23).
 * Below, the stretch is taken as speech that is no expected phrase.
 */
export const POCKETSPHINX_MIN_CONFIDENCE = -33;
/** Decoders running at once; more wait their turn (each one keeps a core busy). */
const CONCURRENT_TRANSCRIPTIONS = 2;

export interface PocketsphinxOptions {
  readonly modelDir?: string;
  readonly decoder?: string;
  readonly sox?: string;
  readonly espeak?: string;
  readonly timeoutMs?: number;
}

/**
 * The embedded transcriber: Debian's pocketsphinx (`pocketsphinx_continuous`,
 * 0.8 line) with the en-us model. Each stretch of speech between pauses is
 * decoded against a JSGF grammar of the expected phrases, then checked
 * against free phone recognition of the same audio, so that speech which is
 * no expected phrase (the Pi's own question, a wrong answer) is left out
 * rather than forced onto one: the text holds the phrases said, or '' for
 * silence and other speech. A phrase is heard when a stretch *is* that phrase
 * (give the device's whole expected answer, or the part it says between
 * pauses). Words CMU's dictionary lacks are spelled by espeak-ng. English
 * only. Without phrases it falls back to the model's general language model.
 */
export class PocketsphinxTranscriber extends Transcriber {
  private readonly modelDir: string;
  private readonly dictionary: PronunciationDictionary;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: PocketsphinxOptions = {}) {
    super();
    this.modelDir = options.modelDir ?? POCKETSPHINX_EN_US_MODEL_DIR;
    this.dictionary = new PronunciationDictionary(
      path.join(this.modelDir, 'cmudict-en-us.dict'),
      options.espeak,
    );
  }

  async transcribe(wav: Buffer, hints: TranscriptionHints): Promise<Transcript> {
    if (!/^en([_-]|$)/i.test(hints.locale))
      throw new TranscriptionError(
        'unsupportedLocale',
        `The embedded transcriber (pocketsphinx) knows English only (en_*), not ${hints.locale}`,
      );
    const pcm = await toPcm16kMono(wav, this.options.sox);
    const phrases = grammarPhrases(hints.phrases);
    await this.turn();
    let dir: string | undefined;
    try {
      dir = await mkdtemp(path.join(tmpdir(), 'oak-pocketsphinx-'));
      const audio = path.join(dir, 'recording.raw');
      await writeFile(audio, pcm);
      return {
        text: phrases.length
          ? await this.heardPhrases(dir, audio, phrases)
          : await this.heardFreely(dir, audio),
      };
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
      this.done();
    }
  }

  /** The expected phrases said, stretch by stretch, each checked against free phone recognition. */
  private async heardPhrases(dir: string, audio: string, phrases: string[][]): Promise<string> {
    const { lines, missing } = await this.dictionary.linesFor(phrases.flat());
    // A phrase with a word no one can say cannot be heard: the others still can.
    const sayable = phrases.filter((words) => !words.some((word) => missing.includes(word)));
    if (!sayable.length)
      throw new TranscriptionError(
        'failed',
        `No expected phrase can be said: no pronunciation for ${missing.join(', ')}`,
      );
    const grammar = path.join(dir, 'expected.gram');
    const dictionary = path.join(dir, 'expected.dict');
    await writeFile(grammar, jsgfGrammar(sayable));
    await writeFile(dictionary, `${lines.join('\n')}\n`);
    // Context-independent phones: ten times faster than triphones, and as good a yardstick.
    const phones = await this.backtraces(dir, audio, 'phones', [
      '-allphone',
      path.join(this.modelDir, 'en-us-phone.lm.bin'),
      '-allphone_ci',
      'yes',
    ]);
    const decoded = await this.backtraces(dir, audio, 'phrases', ['-jsgf', grammar, '-dict', dictionary]);
    return decoded
      .filter((stretch, index) => {
        const confidence = wordConfidence(stretch, phones[index] ?? []);
        return confidence !== undefined && confidence >= POCKETSPHINX_MIN_CONFIDENCE;
      })
      .map((stretch) =>
        stretch.filter((entry) => isSpokenWord(entry.word)).map((entry) => baseWord(entry.word)),
      )
      .map((words) => spokenText(words.join(' ')))
      .join(' ');
  }

  /** Free transcription with the general language model: what the decoder prints, stretch by stretch. */
  private async heardFreely(dir: string, audio: string): Promise<string> {
    const model = ['-lm', path.join(this.modelDir, 'en-us.lm.bin')];
    const dictionary = ['-dict', path.join(this.modelDir, 'cmudict-en-us.dict')];
    const printed = await this.decode(dir, audio, 'free', [...model, ...dictionary]);
    return spokenText(printed.replace(/\(\d+\)/g, ''));
  }

  private async backtraces(dir: string, audio: string, pass: string, search: string[]): Promise<Backtrace[]> {
    await this.decode(dir, audio, pass, [...search, '-backtrace', 'yes']);
    return parseBacktraces(await readFile(path.join(dir, `${pass}.log`), 'utf8'));
  }

  /** One decoder run over the recording; answers what it printed (its hypotheses), its log beside. */
  private async decode(dir: string, audio: string, pass: string, search: string[]): Promise<string> {
    const log = path.join(dir, `${pass}.log`);
    const args = ['-infile', audio, '-samprate', String(TRANSCRIPTION_SAMPLE_RATE)];
    const printed = await runBounded(
      this.options.decoder ?? 'pocketsphinx_continuous',
      [...args, '-hmm', path.join(this.modelDir, 'en-us'), ...search, '-logfn', log],
      { timeoutMs: this.options.timeoutMs ?? POCKETSPHINX_TIMEOUT_MS, what: 'Transcribing' },
    ).catch(async (error: unknown) => {
      throw error instanceof TranscriptionError && error.reason === 'failed'
        ? new TranscriptionError('failed', `${error.message}${await decoderErrors(log)}`)
        : error;
    });
    return printed.toString('utf8');
  }

  private async turn(): Promise<void> {
    if (this.running >= CONCURRENT_TRANSCRIPTIONS)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
  }

  private done(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}

/** What the decoder logged as errors (it logs to a file, not stderr), for a failure's message. */
async function decoderErrors(log: string): Promise<string> {
  const text = await readFile(log, 'utf8').catch(() => '');
  const errors = text
    .split('\n')
    .filter((line) => line.startsWith('ERROR'))
    .slice(-3);
  return errors.length ? `: ${errors.join(' ')}` : '';
}
