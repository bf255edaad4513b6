import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabRecord } from '../labs/lab.entity';
import { ThingRecord } from '../labs/thing.entity';
import { PiAuthenticator } from './pi-authenticator.service';
import { RecordingRecord } from './recording.entity';
import { RecordingStore } from './recording-store.service';
import { RecordingsController } from './recordings.controller';

/**
 * Reference-mic recordings: the Pis' uploads and their store. The runner
 * imports it for RecordingStore, to read back what a Pi's `record` uploaded.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RecordingRecord, ThingRecord, LabRecord])],
  controllers: [RecordingsController],
  providers: [RecordingStore, PiAuthenticator],
  exports: [RecordingStore],
})
export class RecordingsModule {}
