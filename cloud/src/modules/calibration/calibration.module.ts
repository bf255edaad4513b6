import { Module } from '@nestjs/common';
import { LabsModule } from '../labs/labs.module';
import { ResourceSyncModule } from '../resource-sync/resource-sync.module';
import { ResourcesModule } from '../resources/resources.module';
import { AutoSync } from '../runner/tools/auto-sync.tool';
import { CalibrationController } from './calibration.controller';
import { CalibrationResources } from './calibration-resources.service';

/** A calibration's resources: synced to its Pi with the runner's auto-sync before it calibrates. */
@Module({
  imports: [LabsModule, ResourceSyncModule, ResourcesModule],
  controllers: [CalibrationController],
  providers: [AutoSync, CalibrationResources],
})
export class CalibrationModule {}
