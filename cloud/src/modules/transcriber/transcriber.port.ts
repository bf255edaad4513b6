import { AGENT_MAX_RECORD_MS, RECORDING_UPLOAD_MAX_BYTES } from '@oak/shared';

/** What the transcription may expect: the recording's locale and the phrases the case expects to hear. */
export interface TranscriptionHints {
  /** A marketplace locale, e.g. en_US. */
  readonly locale: string;
  readonly phrases: readonly string[];
}

/** What was said, as spoken words (lower case, numbers in words: shared spokenText); '' when nothing matched. */
export interface Transcript {
  readonly text: string;
}

/** The largest WAV a transcriber takes: any recording the cloud keeps. */
export const TRANSCRIPTION_MAX_WAV_BYTES = RECORDING_UPLOAD_MAX_BYTES;
/** The longest audio a transcriber takes: the longest recording `record` makes. */
export const TRANSCRIPTION_MAX_AUDIO_MS = AGENT_MAX_RECORD_MS;

export const TRANSCRIPTION_FAILURES = [
  /** The engine does not transcribe the locale. */
  'unsupportedLocale',
  /** The bytes are not a WAV it can read. */
  'invalidAudio',
  /** Over TRANSCRIPTION_MAX_WAV_BYTES or TRANSCRIPTION_MAX_AUDIO_MS. */
  'tooLarge',
  /** The engine took longer than it may. */
  'timedOut',
  /** The engine is not installed, or its service cannot be reached. */
  'unavailable',
  /** The engine ran and failed. */
  'failed',
] as const;
export type TranscriptionFailure = (typeof TRANSCRIPTION_FAILURES)[number];

/** A transcription that could not be made; `reason` says which kind, the message says why. */
export class TranscriptionError extends Error {
  constructor(
    readonly reason: TranscriptionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'TranscriptionError';
  }
}

/**
 * Speech to text for the reference-mic audio recording validation (doc 1
 * §2.6, §3): what a device said aloud, from a Pi's recording, checked
 * against the phrases the case expects. The injection token: the runner asks
 * for `Transcriber` and gets the adapter TRANSCRIBER names.
 */
export abstract class Transcriber {
  /** Throws TranscriptionError when it cannot. */
  abstract transcribe(wav: Buffer, hints: TranscriptionHints): Promise<Transcript>;
}
