import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { KeyValueStore } from './key-value-store.port';

/**
 * The cloud's one Redis connection for its own commands (queues open their
 * own), behind the KeyValueStore port: the only file of the cloud's services
 * that speaks Redis.
 */
@Injectable()
export class RedisAdapter extends KeyValueStore implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly client: Redis;
  private lastError: string | undefined;

  constructor(config: AppConfig) {
    super();
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

  /** True when Redis answers a PING; false at once while the connection is not ready. */
  async isUp(): Promise<boolean> {
    if (this.client.status !== 'ready') return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async setExpiring(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(key, value, 'PX', ttlMs);
  }

  take(key: string): Promise<string | null> {
    return this.client.getdel(key);
  }

  async remainingMs(key: string): Promise<number> {
    return Math.max(0, await this.client.pttl(key));
  }

  remove(...keys: string[]): Promise<number> {
    return keys.length ? this.client.del(...keys) : Promise.resolve(0);
  }

  runScript(source: string, keys: readonly string[], args: readonly string[]): Promise<unknown> {
    return this.client.eval(source, keys.length, ...keys, ...args);
  }

  async setFields(key: string, fields: Readonly<Record<string, string>>, ttlSeconds: number): Promise<void> {
    await this.client.multi().hset(key, fields).expire(key, ttlSeconds).exec();
  }

  fields(key: string): Promise<Record<string, string>> {
    return this.client.hgetall(key);
  }

  async fieldOfEach(keys: readonly string[], field: string): Promise<(string | null)[]> {
    if (!keys.length) return [];
    const pipeline = this.client.pipeline();
    for (const key of keys) pipeline.hget(key, field);
    const replies = (await pipeline.exec()) ?? [];
    return replies.map(([error, value]) => (error || typeof value !== 'string' ? null : value));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
