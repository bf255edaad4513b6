import { type DutAnswer, type VirtualDut } from '../../lab/devices/virtual-dut';
import { splitWakeWord } from '../../lab/assistant/utterance-text.util';

const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The words of an SSML text: tags dropped, entities decoded, spaces collapsed. Plain text passes through. */
export function ssmlToText(ssml: string): string {
  return ssml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_match, name: string) => XML_ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The SNR injected speech is logged at: that of a talker at the nearest lab
 * position (0.9 m, 30°) in a quiet room (devices/device-profiles.constant.ts).
 * The device cloud hands the words over itself, so the DUT neither has to
 * wake for them nor can mishear them (HeardUtterance.injected): a muted or
 * offline DUT still hears nothing.
 */
export const INJECTED_SPEECH_SNR_DB = 45;

/** Injected speech is read slowly (the console's SSML asks for slow prosody): about two words a second. */
const INJECTED_MS_PER_WORD = 500;
const INJECTED_MIN_DURATION_MS = 1000;

export function injectedSpeechDurationMs(text: string): number {
  const words = text.split(' ').filter(Boolean).length;
  return Math.max(INJECTED_MIN_DURATION_MS, words * INJECTED_MS_PER_WORD);
}

export interface InjectedSpeech {
  readonly utteranceId: string;
  /** What the DUT was given to hear, wake word included. */
  readonly transcript: string;
  readonly startMs: number;
  readonly endMs: number;
  /** Undefined when the DUT did not wake or cannot hear (muted). */
  readonly answer: DutAnswer | undefined;
}

/**
 * Speaks `text` straight at a DUT, bypassing the room. The console injects a
 * bare command ("what time is it"), which the cloud delivers as if the wake
 * word had been said, so the DUT's wake word is put in front when missing.
 */
export function injectSpeech(
  dut: VirtualDut,
  text: string,
  options: { readonly utteranceId: string; readonly nowMs: number },
): InjectedSpeech {
  const { addressed } = splitWakeWord(text, dut.wakeWord);
  const transcript = addressed ? text : `${dut.wakeWord}, ${text}`;
  const startMs = options.nowMs;
  const endMs = startMs + injectedSpeechDurationMs(transcript);
  const answer = dut.hear({
    utteranceId: options.utteranceId,
    transcript,
    startMs,
    endMs,
    snrDb: INJECTED_SPEECH_SNR_DB,
    injected: true,
  });
  return { utteranceId: options.utteranceId, transcript, startMs, endMs, answer };
}
