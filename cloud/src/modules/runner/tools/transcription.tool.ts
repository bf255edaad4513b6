import { Injectable } from '@nestjs/common';
import { type RecordingWindow, wavExcerpt } from '@oak/shared';
import { RecordingStore } from '../../recordings/recording-store.service';
import { type Transcript, Transcriber, type TranscriptionHints } from '../../transcriber/transcriber.port';

/**
 * What a device said aloud, as a run reads it: the recording a Pi of the
 * run's lab uploaded, read back and transcribed against the phrases the case
 * expects (doc 1 §2.6 audio recording validation), whole or only the stretch
 * `window` names (the DUT's own answer, dutAnswerWindow). Failures come back as the
 * store's and the transcriber's own errors, for the family to report.
 */
@Injectable()
export class SpokenAnswers {
  constructor(
    private readonly recordings: RecordingStore,
    private readonly transcriber: Transcriber,
  ) {}

  /** The WAV a Pi of the lab uploaded, as stored. */
  async wav(labId: string, recordingId: string): Promise<Uint8Array> {
    return (await this.recordings.read(recordingId, { labId })).wav;
  }

  async transcribe(
    labId: string,
    recordingId: string,
    hints: TranscriptionHints,
    window?: RecordingWindow,
  ): Promise<Transcript> {
    const { wav } = await this.recordings.read(recordingId, { labId });
    const heard = window ? Buffer.from(wavExcerpt(wav, window.fromMs, window.toMs)) : wav;
    return this.transcriber.transcribe(heard, hints);
  }
}
