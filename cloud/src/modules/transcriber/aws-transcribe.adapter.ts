import {
  type AudioStream,
  LanguageCode,
  StartStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type TranscriptResultStream,
} from '@aws-sdk/client-transcribe-streaming';
import { spokenText } from '@oak/shared';
import { TRANSCRIPTION_SAMPLE_RATE, checkedWav, toPcm16kMono } from './transcription-audio.util';
import {
  type Transcript,
  Transcriber,
  TranscriptionError,
  type TranscriptionHints,
} from './transcriber.port';

/** How long one transcription may take, the stream and its results together. */
export const AWS_TRANSCRIBE_TIMEOUT_MS = 120_000;
/** Audio goes in chunks of 100 ms of 16 kHz 16-bit PCM (AWS suggests 50 to 200 ms). */
export const AWS_AUDIO_CHUNK_BYTES = (TRANSCRIPTION_SAMPLE_RATE * 2) / 10;

const LANGUAGE_CODES = new Set<string>(Object.values(LanguageCode));

/** A marketplace locale (en_US) as AWS Transcribe's language code (en-US); undefined for one it lacks. */
export function awsLanguageCodeOf(locale: string): LanguageCode | undefined {
  const code = locale.replace('_', '-');
  return LANGUAGE_CODES.has(code) ? (code as LanguageCode) : undefined;
}

/** PCM as the request's audio stream: one audio event per chunk. */
export async function* audioStreamOf(
  pcm: Buffer,
  chunkBytes = AWS_AUDIO_CHUNK_BYTES,
): AsyncGenerator<AudioStream> {
  for (let offset = 0; offset < pcm.length; offset += chunkBytes)
    yield { AudioEvent: { AudioChunk: pcm.subarray(offset, offset + chunkBytes) } };
}

/** The final (not partial) results of a result stream, in order, as one text; an error event throws. */
export async function transcriptOf(
  stream: AsyncIterable<TranscriptResultStream> | undefined,
): Promise<string> {
  const said: string[] = [];
  for await (const event of stream ?? []) {
    const failure =
      event.BadRequestException ??
      event.LimitExceededException ??
      event.InternalFailureException ??
      event.ConflictException ??
      event.ServiceUnavailableException;
    if (failure) throw new TranscriptionError('failed', `AWS Transcribe: ${failure.Message ?? 'failed'}`);
    for (const result of event.TranscriptEvent?.Transcript?.Results ?? []) {
      const text = result.IsPartial ? undefined : result.Alternatives?.[0]?.Transcript;
      if (text) said.push(text);
    }
  }
  return said.join(' ');
}

export interface AwsTranscribeOptions {
  readonly region: string;
  /** Unset: the SDK's usual sources (instance role, AWS_* variables, profile). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Another endpoint than the region's, e.g. a VPC endpoint. */
  readonly endpoint?: string;
  readonly timeoutMs?: number;
}

/**
 * Transcription by AWS Transcribe's streaming API, for deployments: the
 * recording streams as 16 kHz PCM and the final results make the text, read
 * as spoken words so it compares with the phrases the way pocketsphinx's
 * does. It transcribes freely (the phrases are not passed: the streaming API
 * takes vocabularies made beforehand, not phrases per request), in any
 * language it knows.
 */
export class AwsTranscribeTranscriber extends Transcriber {
  private readonly client: TranscribeStreamingClient;

  constructor(private readonly options: AwsTranscribeOptions) {
    super();
    this.client = new TranscribeStreamingClient({
      region: options.region,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      maxAttempts: 1,
    });
  }

  async transcribe(wav: Buffer, hints: TranscriptionHints): Promise<Transcript> {
    const languageCode = awsLanguageCodeOf(hints.locale);
    if (!languageCode)
      throw new TranscriptionError('unsupportedLocale', `AWS Transcribe does not transcribe ${hints.locale}`);
    checkedWav(wav);
    const pcm = await toPcm16kMono(wav);
    const abortSignal = AbortSignal.timeout(this.options.timeoutMs ?? AWS_TRANSCRIBE_TIMEOUT_MS);
    try {
      const response = await this.client.send(
        new StartStreamTranscriptionCommand({
          LanguageCode: languageCode,
          MediaEncoding: 'pcm',
          MediaSampleRateHertz: TRANSCRIPTION_SAMPLE_RATE,
          AudioStream: audioStreamOf(pcm),
        }),
        { abortSignal },
      );
      return { text: spokenText(await transcriptOf(response.TranscriptResultStream)) };
    } catch (error) {
      if (error instanceof TranscriptionError) throw error;
      if (abortSignal.aborted)
        throw new TranscriptionError(
          'timedOut',
          `AWS Transcribe took longer than ${this.options.timeoutMs ?? AWS_TRANSCRIBE_TIMEOUT_MS} ms`,
        );
      throw new TranscriptionError('unavailable', `AWS Transcribe could not be reached: ${reasonOf(error)}`);
    }
  }
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return [code ?? cause, message].filter(Boolean).join(' ');
}
