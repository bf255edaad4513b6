import { type DynamicModule, type Type } from '@nestjs/common';
import { type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { PgNotificationsModule } from './database/pg-notifications.module';
import { ClockModule } from './modules/clock/clock.module';
import { LoggingModule } from './modules/logging/logging.module';
import { MailModule } from './modules/mail/mail.module';
import { MetricsRegistryModule } from './modules/metrics/metrics-registry.module';
import { MqttModule } from './modules/mqtt/mqtt.module';
import { RedisModule } from './modules/redis/redis.module';

/**
 * What every cloud process stands on, a serving node (AppModule) and a worker
 * node (WorkerModule) alike: its configuration, clock, logging, Postgres (and
 * its notifications of revocations), Redis, the MQTT broker, mail and its metrics.
 */
export function nodeInfrastructure(config: AppConfig): (DynamicModule | Type)[] {
  return [
    ConfigModule.forRoot(config),
    ClockModule,
    LoggingModule,
    MetricsRegistryModule,
    DatabaseModule,
    PgNotificationsModule,
    RedisModule,
    MqttModule,
    MailModule,
  ];
}
