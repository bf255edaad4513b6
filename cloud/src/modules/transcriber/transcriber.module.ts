import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AwsTranscribeTranscriber } from './aws-transcribe.adapter';
import { PocketsphinxTranscriber } from './pocketsphinx.adapter';
import { Transcriber } from './transcriber.port';

/** The adapter TRANSCRIBER names: the embedded pocketsphinx, or AWS Transcribe for deployments. */
export function transcriberFor(config: AppConfig): Transcriber {
  return config.transcriber.engine === 'aws'
    ? new AwsTranscribeTranscriber({ region: config.transcriber.region })
    : new PocketsphinxTranscriber();
}

/**
 * Speech to text for the reference-mic audio recording validation (doc 1
 * §2.6): exports the `Transcriber` token, which the runner injects.
 */
@Module({
  providers: [{ provide: Transcriber, inject: [AppConfig], useFactory: transcriberFor }],
  exports: [Transcriber],
})
export class TranscriberModule {}
