import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from './config/app-config';
import { AuthModule } from './modules/auth/auth.module';
import { CalibrationModule } from './modules/calibration/calibration.module';
import { CustomersModule } from './modules/customers/customers.module';
import { CustomScenariosModule } from './modules/custom-scenarios/custom-scenarios.module';
import { DeviceCloudModule } from './modules/device-cloud/device-cloud.module';
import { DevicesUnderTestModule } from './modules/devices-under-test/devices-under-test.module';
import { ExperimentsModule } from './modules/experiments/experiments.module';
import { LabsModule } from './modules/labs/labs.module';
import { AgentDistributionModule } from './modules/agent-distribution/agent-distribution.module';
import { ProvisioningModule } from './modules/provisioning/provisioning.module';
import { LiveModule } from './modules/live/live.module';
import { HealthModule } from './modules/health/health.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { NoticesModule } from './modules/notices/notices.module';
import { PlaygroundControllerModule } from './modules/playground-controller/playground-controller.module';
import { RecordingsModule } from './modules/recordings/recordings.module';
import { ArtifactsModule } from './modules/artifacts/artifacts.module';
import { ResourceSyncModule } from './modules/resource-sync/resource-sync.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ResourcesModule } from './modules/resources/resources.module';
import { SiteModule } from './modules/site/site.module';
import { nodeInfrastructure } from './node-infrastructure';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...nodeInfrastructure(config),
        SiteModule,
        HealthModule,
        MetricsModule,
        AuthModule,
        CustomersModule,
        CustomScenariosModule,
        NoticesModule,
        LabsModule,
        AgentDistributionModule,
        ProvisioningModule,
        CalibrationModule,
        DeviceCloudModule,
        PlaygroundControllerModule,
        ResourcesModule,
        ResourceSyncModule,
        RecordingsModule,
        ArtifactsModule,
        JobsModule,
        DevicesUnderTestModule,
        ExperimentsModule,
        LiveModule,
      ],
    };
  }
}
