import { type WavInfo, WavFormatError, parseWavHeader } from '@oak/shared';
import { runBounded } from './run-bounded.util';
import {
  TRANSCRIPTION_MAX_AUDIO_MS,
  TRANSCRIPTION_MAX_WAV_BYTES,
  TranscriptionError,
} from './transcriber.port';

/** The rate both engines take: pocketsphinx's en-us model is trained on 16 kHz speech. */
export const TRANSCRIPTION_SAMPLE_RATE = 16_000;

/** How long sox may take to convert a recording. */
const CONVERT_TIMEOUT_MS = 30_000;

/** The WAV's header, once it is known to be one within the limits; TranscriptionError otherwise. */
export function checkedWav(wav: Buffer): WavInfo {
  if (wav.length > TRANSCRIPTION_MAX_WAV_BYTES)
    throw new TranscriptionError(
      'tooLarge',
      `The recording is ${wav.length} bytes; at most ${TRANSCRIPTION_MAX_WAV_BYTES} are transcribed`,
    );
  let info: WavInfo;
  try {
    info = parseWavHeader(wav);
  } catch (error) {
    if (error instanceof WavFormatError)
      throw new TranscriptionError('invalidAudio', `The recording is not a WAV file: ${error.message}`);
    throw error;
  }
  if (info.durationMs > TRANSCRIPTION_MAX_AUDIO_MS)
    throw new TranscriptionError(
      'tooLarge',
      `The recording lasts ${Math.round(info.durationMs / 1000)} s; at most ${TRANSCRIPTION_MAX_AUDIO_MS / 1000} s are transcribed`,
    );
  return info;
}

/** A WAV as raw 16 kHz mono 16-bit little-endian PCM, converted by sox (a system dependency). */
export async function toPcm16kMono(wav: Buffer, sox = 'sox'): Promise<Buffer> {
  checkedWav(wav);
  const args = ['-V1', '-t', 'wav', '-', '-t', 'raw', '-r', String(TRANSCRIPTION_SAMPLE_RATE)];
  return runBounded(sox, [...args, '-c', '1', '-b', '16', '-e', 'signed-integer', '-'], {
    input: wav,
    timeoutMs: CONVERT_TIMEOUT_MS,
    what: 'Converting the recording',
  });
}
