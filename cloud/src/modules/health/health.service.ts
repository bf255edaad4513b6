import { Injectable } from '@nestjs/common';
import { type HealthReport, type ServiceState, overallHealth } from '@oak/shared';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout.util';
import { MqttClientAdapter } from '../mqtt/mqtt-client.adapter';
import { RedisAdapter } from '../redis/redis.adapter';

const CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly redis: RedisAdapter,
    private readonly mqtt: MqttClientAdapter,
  ) {}

  async report(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([this.postgres(), this.redis.isUp(CHECK_TIMEOUT_MS)]);
    const states: Record<'postgres' | 'redis' | 'mqtt', ServiceState> = {
      postgres: postgres ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
      mqtt: this.mqtt.connected ? 'up' : 'down',
    };
    return { status: overallHealth(states), version: this.config.version, ...states };
  }

  private async postgres(): Promise<boolean> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS, 'Postgres check');
      return true;
    } catch {
      return false;
    }
  }
}
