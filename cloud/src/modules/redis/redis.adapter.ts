import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout.util';

/** The cloud's one Redis connection for its own commands (queues open their own). */
@Injectable()
export class RedisAdapter implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis;
  private lastError: string | undefined;

  constructor(config: AppConfig) {
    this.client = new Redis(config.redis.url, {
      connectionName: 'oak-cloud',
      // Commands wait for a reconnect instead of failing at the first blip.
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.client.on('error', (error: Error) => {
      if (error.message !== this.lastError) this.logger.warn(`Redis: ${error.message}`);
      this.lastError = error.message;
    });
    this.client.on('ready', () => (this.lastError = undefined));
  }

  /** True when Redis answers a PING within the time limit. */
  async isUp(timeoutMs = 2000): Promise<boolean> {
    if (this.client.status !== 'ready') return false;
    try {
      return (await withTimeout(this.client.ping(), timeoutMs, 'Redis PING')) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
