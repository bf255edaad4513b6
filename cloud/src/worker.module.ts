import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { LoggingModule } from './modules/logging/logging.module';
import { MailModule } from './modules/mail/mail.module';
import { MqttModule } from './modules/mqtt/mqtt.module';
import { RedisModule } from './modules/redis/redis.module';

/**
 * What `oak worker` runs: the lab jobs' workers and everything their runner
 * reaches (Postgres, Redis, the Pis over MQTT, the device cloud, the resource
 * store, the live hub), in an application context with no HTTP server. Its
 * live announcements reach the browsers through the live hub's Redis adapter,
 * on the cloud nodes that serve them.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule,
        RedisModule,
        MqttModule,
        MailModule,
        JobsModule,
      ],
    };
  }
}
