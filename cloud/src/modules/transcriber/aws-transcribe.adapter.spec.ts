import { type TranscriptResultStream } from '@aws-sdk/client-transcribe-streaming';
import { wavHeader } from '@oak/shared';
import { createServer } from 'node:net';
import {
  AWS_AUDIO_CHUNK_BYTES,
  AwsTranscribeTranscriber,
  audioStreamOf,
  awsLanguageCodeOf,
  transcriptOf,
} from './aws-transcribe.adapter';
import { TranscriptionError } from './transcriber.port';

/**
 * What can be checked without AWS: the request's language and audio, the
 * reading of a result stream, and the errors. The service itself is not
 * reached from the test machine.
 */
describe('the AWS Transcribe transcriber', () => {
  const silence = (ms: number) => {
    const body = Buffer.alloc(16 * ms * 2);
    return Buffer.concat([Buffer.from(wavHeader({ sampleRate: 16000, dataBytes: body.length })), body]);
  };
  const results = async function* (
    ...events: TranscriptResultStream[]
  ): AsyncGenerator<TranscriptResultStream> {
    yield* events;
  };
  const said = (text: string, IsPartial = false): TranscriptResultStream => ({
    TranscriptEvent: { Transcript: { Results: [{ IsPartial, Alternatives: [{ Transcript: text }] }] } },
  });

  it('asks for the language of the locale, when AWS knows it', () => {
    expect(awsLanguageCodeOf('en_US')).toBe('en-US');
    expect(awsLanguageCodeOf('fr_CA')).toBe('fr-CA');
    expect(awsLanguageCodeOf('xx_YY')).toBeUndefined();
  });

  it('streams the audio in 100 ms chunks', async () => {
    const pcm = Buffer.alloc(AWS_AUDIO_CHUNK_BYTES * 2 + 10, 1);
    const chunks = [];
    for await (const event of audioStreamOf(pcm)) chunks.push(event.AudioEvent!.AudioChunk!.length);
    expect(AWS_AUDIO_CHUNK_BYTES).toBe(3200);
    expect(chunks).toEqual([3200, 3200, 10]);
  });

  it('reads the final results of the stream, leaving out partial ones', async () => {
    expect(
      await transcriptOf(
        results(said('Five', true), said('Five minutes,'), said('starting now.'), {
          $unknown: ['SomeNewEvent', {}],
        }),
      ),
    ).toBe('Five minutes, starting now.');
    expect(await transcriptOf(undefined)).toBe('');
    await expect(
      transcriptOf(
        results(said('Five'), {
          BadRequestException: {
            name: 'BadRequestException',
            $fault: 'client',
            Message: 'Your stream is too big',
          } as never,
        }),
      ),
    ).rejects.toThrow(new TranscriptionError('failed', 'AWS Transcribe: Your stream is too big'));
  });

  it('says why it cannot transcribe: the locale, the audio, an unreachable service', async () => {
    // A port that takes connections and says nothing: no service there.
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sut = new AwsTranscribeTranscriber({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-for-an-unreachable-service' },
      endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      timeoutMs: 10_000,
    });
    const reasonOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'transcribed',
        (error: unknown) => (error instanceof TranscriptionError ? error.reason : error),
      );
    try {
      expect(await reasonOf(sut.transcribe(silence(100), { locale: 'xx_YY', phrases: [] }))).toBe(
        'unsupportedLocale',
      );
      expect(await reasonOf(sut.transcribe(Buffer.from('no'), { locale: 'en_US', phrases: [] }))).toBe(
        'invalidAudio',
      );
      expect(await reasonOf(sut.transcribe(silence(500), { locale: 'en_US', phrases: [] }))).toBe(
        'unavailable',
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
