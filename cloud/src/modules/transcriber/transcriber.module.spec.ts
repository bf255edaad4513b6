import { loadConfig } from '../../config/app-config';
import { AwsTranscribeTranscriber } from './aws-transcribe.adapter';
import { PocketsphinxTranscriber } from './pocketsphinx.adapter';
import { transcriberFor } from './transcriber.module';

describe('the Transcriber the runner gets', () => {
  const env = { DATABASE_URL: 'postgres://oak@localhost/oak', REDIS_URL: 'redis://localhost:6379' };

  it('is pocketsphinx by default, and AWS Transcribe when TRANSCRIBER says aws', () => {
    expect(transcriberFor(loadConfig(env))).toBeInstanceOf(PocketsphinxTranscriber);
    expect(transcriberFor(loadConfig({ ...env, TRANSCRIBER: 'aws' }))).toBeInstanceOf(
      AwsTranscribeTranscriber,
    );
  });
});
