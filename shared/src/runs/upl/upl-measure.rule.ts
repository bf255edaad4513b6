import { type AnswerTiming, answerTiming } from '../../audio/voice-activity.rule';
import { WavFormatError, wavMonoSamples } from '../../audio/wav-header.codec';
import { UPL_RUN_MESSAGES } from './upl.messages';

/** What a UPL attempt's recording says: the latency measured, why there is none, or why it could not be read. */
export type UplMeasurement =
  | { readonly timing: AnswerTiming }
  | { readonly problem: 'no-speech' | 'no-answer' }
  | { readonly error: string };

/**
 * The latency of one attempt, measured in the Pi's recording of the room
 * (pure): the recording starts as the utterance is sent to play, so the
 * played speech is its first sound and what follows within the utterance's
 * length (the pauses between its words included); its end to the onset of
 * the next sound, the DUT's spoken answer, is the UPL
 * (answerTiming). Bytes that are no readable WAV are an error,
 * with the reason.
 */
export function measureUplRecording(wav: Uint8Array, utteranceMs: number): UplMeasurement {
  let decoded: ReturnType<typeof wavMonoSamples>;
  try {
    decoded = wavMonoSamples(wav);
  } catch (error) {
    if (!(error instanceof WavFormatError)) throw error;
    return { error: UPL_RUN_MESSAGES.unreadable(error.message) };
  }
  if (!decoded.samples.length) return { error: UPL_RUN_MESSAGES.unreadable('it holds no samples') };
  const found = answerTiming(decoded.samples, decoded.sampleRate, utteranceMs);
  return found.ok ? { timing: found.value } : { problem: found.problem };
}
