import { spawn } from 'node:child_process';
import { type SpeechSynthesiser, type SpokenAudio, type VoiceChoice } from './spoken-audio';
import { decodePcm16Wav } from './wav-pcm.util';

/** How long espeak-ng may take for one answer (it needs tens of ms). */
const SPEAK_TIMEOUT_MS = 10_000;
/** Answers repeat ('five minutes, starting now'): the last ones are kept rather than said again. */
const CACHED_ANSWERS = 64;
/** The longest text given a voice; an assistant's answer is a sentence or two. */
const MAX_TEXT_LENGTH = 2000;
/** Below this amplitude a sample at either end is taken as espeak's own lead-in or tail silence. */
const SILENCE_AMPLITUDE = 1e-3;

/** espeak-ng could not say something. */
export class SpeechSynthesisError extends Error {}

/**
 * Speech with espeak-ng (a system dependency, scripts/ensure-system-deps):
 * deterministic for a text and voice, so a seeded lab says the same every
 * run. The text goes on stdin, never on the command line.
 */
export class EspeakVoice implements SpeechSynthesiser {
  private readonly cache = new Map<string, Promise<SpokenAudio>>();

  constructor(private readonly command = 'espeak-ng') {}

  speak(text: string, voice: VoiceChoice): Promise<SpokenAudio> {
    const key = `${voice.voice}|${voice.pitch}|${voice.wordsPerMinute}|${text}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const spoken = this.synthesise(text.slice(0, MAX_TEXT_LENGTH), voice);
    this.cache.set(key, spoken);
    spoken.catch(() => this.cache.delete(key));
    if (this.cache.size > CACHED_ANSWERS) this.cache.delete(this.cache.keys().next().value!);
    return spoken;
  }

  private async synthesise(text: string, voice: VoiceChoice): Promise<SpokenAudio> {
    const args = [
      '-v',
      voice.voice,
      '-p',
      String(voice.pitch),
      '-s',
      String(voice.wordsPerMinute),
      '--stdout',
    ];
    const wav = await run(this.command, args, text);
    // espeak writes to a pipe, so its header holds placeholder sizes: the decoder reads what is there.
    let audio: SpokenAudio;
    try {
      audio = decodePcm16Wav(wav);
    } catch (error) {
      throw new SpeechSynthesisError(`${this.command} gave no usable WAV: ${(error as Error).message}`);
    }
    const { samples, sampleRate } = audio;
    return { samples: trimSilence(samples), sampleRate };
  }
}

/** The samples between the first and the last that are not silence. */
export function trimSilence(samples: Float32Array): Float32Array {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < SILENCE_AMPLITUDE) start += 1;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]!) < SILENCE_AMPLITUDE) end -= 1;
  return samples.slice(start, end);
}

function run(command: string, args: readonly string[], input: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    // Node's own spawn timeout outlives a command that failed to start: one that is always cleared.
    const timer = setTimeout(() => child.kill('SIGKILL'), SPEAK_TIMEOUT_MS);
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-500)));
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new SpeechSynthesisError(
          error.code === 'ENOENT'
            ? `${command} is not installed (scripts/ensure-system-deps installs it)`
            : `${command} failed: ${error.message}`,
        ),
      );
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new SpeechSynthesisError(`${command} ended with ${signal ?? code}: ${err.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
