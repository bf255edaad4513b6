import { Injectable } from '@nestjs/common';
import { type LiveFeedKey } from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import { RedisAdapter } from '../redis/redis.adapter';

/** How long a run's live snapshot outlives its last change (chosen: a week of looking back). */
const SNAPSHOT_TTL_S = 7 * 24 * 3600;

export interface JobFeedChange {
  readonly key: LiveFeedKey;
  readonly data: unknown;
}

/**
 * A run's live feed (doc 1 §7 stateChange {key, data}) through Redis, so a
 * runner on any node reaches the browsers on every node: each change replaces
 * its key in the job's snapshot (what a late joiner gets first) and is
 * published on the job's channel (what the live gateway relays).
 */
@Injectable()
export class JobFeedPublisher {
  constructor(
    private readonly redis: RedisAdapter,
    private readonly config: AppConfig,
  ) {}

  /** The channel pattern the gateway listens on, and the channel of one job. */
  channelPattern(): string {
    return `${this.config.redis.keyPrefix}job-feed:*`;
  }

  channelOf(jobId: string): string {
    return `${this.config.redis.keyPrefix}job-feed:${jobId}`;
  }

  jobOfChannel(channel: string): string {
    return channel.slice(this.channelOf('').length);
  }

  private snapshotKey(jobId: string): string {
    return `${this.config.redis.keyPrefix}job-snapshot:${jobId}`;
  }

  async publish(jobId: string, change: JobFeedChange): Promise<void> {
    const key = this.snapshotKey(jobId);
    await this.redis.client
      .multi()
      .hset(key, change.key, JSON.stringify(change.data))
      .expire(key, SNAPSHOT_TTL_S)
      .publish(this.channelOf(jobId), JSON.stringify(change))
      .exec();
  }

  /** Every key's latest data, in the order of the spec's keys. */
  async snapshot(jobId: string): Promise<JobFeedChange[]> {
    const stored = await this.redis.client.hgetall(this.snapshotKey(jobId));
    return Object.entries(stored).map(([key, data]) => ({ key: key as LiveFeedKey, data: JSON.parse(data) }));
  }
}
