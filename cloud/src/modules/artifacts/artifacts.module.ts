import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { ThingRecord } from '../labs/thing.entity';
import { PiAuthenticator } from '../recordings/pi-authenticator.service';
import { ArtifactStore } from './artifact-store.service';
import { ArtifactsController } from './artifacts.controller';
import { JobArtifactRecord } from './job-artifact.entity';

/**
 * The outputs of run steps the Pis upload past the MQTT limit, and their
 * store. The runner imports it for ArtifactStore, to read back what an
 * action's answer names.
 */
@Module({
  imports: [TypeOrmModule.forFeature([JobArtifactRecord, LabJobRecord, ThingRecord])],
  controllers: [ArtifactsController],
  providers: [ArtifactStore, PiAuthenticator],
  exports: [ArtifactStore],
})
export class ArtifactsModule {}
