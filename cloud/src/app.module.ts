import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { CustomersModule } from './modules/customers/customers.module';
import { DeviceCloudModule } from './modules/device-cloud/device-cloud.module';
import { LabsModule } from './modules/labs/labs.module';
import { LiveModule } from './modules/live/live.module';
import { HealthModule } from './modules/health/health.module';
import { LoggingModule } from './modules/logging/logging.module';
import { MailModule } from './modules/mail/mail.module';
import { MqttModule } from './modules/mqtt/mqtt.module';
import { NoticesModule } from './modules/notices/notices.module';
import { RedisModule } from './modules/redis/redis.module';
import { ResourceSyncModule } from './modules/resource-sync/resource-sync.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ResourcesModule } from './modules/resources/resources.module';
import { SiteModule } from './modules/site/site.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule,
        RedisModule,
        MqttModule,
        MailModule,
        SiteModule,
        HealthModule,
        AuthModule,
        CustomersModule,
        NoticesModule,
        LabsModule,
        DeviceCloudModule,
        ResourcesModule,
        ResourceSyncModule,
        JobsModule,
        LiveModule,
      ],
    };
  }
}
