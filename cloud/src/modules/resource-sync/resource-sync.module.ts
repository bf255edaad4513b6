import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabsModule } from '../labs/labs.module';
import { ResourcesModule } from '../resources/resources.module';
import { ResourceSyncRecord, ResourceSyncThingRecord } from './resource-sync.entity';
import { ResourceSyncController } from './resource-sync.controller';
import { ResourceSyncService } from './resource-sync.service';

/** Resource syncs: submission, each Pi's desired resources and progress, history. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ResourceSyncRecord, ResourceSyncThingRecord]),
    LabsModule,
    ResourcesModule,
  ],
  controllers: [ResourceSyncController],
  providers: [ResourceSyncService],
  exports: [ResourceSyncService],
})
export class ResourceSyncModule {}
