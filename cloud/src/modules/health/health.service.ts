import { Injectable } from '@nestjs/common';
import { type HealthReport, type ServiceState, overallHealth } from '@oak/shared';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout.util';
import { MqttClientAdapter } from '../mqtt/mqtt-client.adapter';
import { Clock } from '../clock/clock';
import { KeyValueStore } from '../redis/key-value-store.port';

/** How long the health report waits for Postgres or Redis to answer before it calls them down. */
const CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly store: KeyValueStore,
    private readonly mqtt: MqttClientAdapter,
    private readonly clock: Clock,
  ) {}

  async report(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([this.postgres(), this.redis()]);
    const states: Record<'postgres' | 'redis' | 'mqtt', ServiceState> = {
      postgres: postgres ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
      mqtt: this.mqtt.connected ? 'up' : 'down',
    };
    return { status: overallHealth(states), version: this.config.version, ...states };
  }

  private async postgres(): Promise<boolean> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS, 'Postgres check', this.clock);
      return true;
    } catch {
      return false;
    }
  }

  private redis(): Promise<boolean> {
    return withTimeout(this.store.isUp(), CHECK_TIMEOUT_MS, 'Redis PING', this.clock).catch(() => false);
  }
}
