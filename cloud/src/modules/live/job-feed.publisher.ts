import { Injectable } from '@nestjs/common';
import { LIVE_SOCKET_EVENTS, type LiveStateChangeStamp, type LiveStateKey } from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import { LiveHub } from './live-hub';
import { KeyValueStore } from '../redis/key-value-store.port';
import { Clock } from '../clock/clock';

/** How long a run's live snapshot outlives its last change (chosen: a week of looking back). */
const SNAPSHOT_TTL_S = 7 * 24 * 3600;

export interface JobFeedChange {
  readonly key: LiveStateKey;
  readonly data: unknown;
}

/** The Socket.IO room of a job's live feed. */
export function jobRoom(jobId: string): string {
  return `job:${jobId}`;
}

/** The Redis hash of a job's live snapshot: each key's latest data. */
export function jobSnapshotKey(keyPrefix: string, jobId: string): string {
  return `${keyPrefix}job-snapshot:${jobId}`;
}

/** A change as it goes to the job's room: stamped with when it was announced, on this node's clock. */
export interface JobFeedAnnouncement extends JobFeedChange, Required<LiveStateChangeStamp> {}

/**
 * A run's live feed (doc 1 §7 stateChange {key, data}). Each change replaces
 * its key in the job's snapshot in Redis (what a late joiner gets first),
 * then goes to the job's room through the live hub, whose Redis Streams
 * adapter carries it to the sockets on every node. The room's copy carries
 * `at`, the moment the runner announced it, so a watcher can tell how late
 * it arrives (bench/live measures that); the snapshot keeps data only.
 */
@Injectable()
export class JobFeedPublisher {
  constructor(
    private readonly store: KeyValueStore,
    private readonly config: AppConfig,
    private readonly hub: LiveHub,
    private readonly clock: Clock,
  ) {}

  private snapshotKey(jobId: string): string {
    return jobSnapshotKey(this.config.redis.keyPrefix, jobId);
  }

  async publish(jobId: string, change: JobFeedChange): Promise<void> {
    await this.publishAll(jobId, [change]);
  }

  /**
   * Changes of one job, in their order: the snapshot takes them in one write
   * (a key changed twice keeps the later data), then each goes to the room,
   * so a watcher sees every one of them in order, and a late joiner the last.
   */
  async publishAll(jobId: string, changes: readonly JobFeedChange[]): Promise<void> {
    if (!changes.length) return;
    const at = this.clock.nowMs();
    const fields: Record<string, string> = {};
    for (const change of changes) fields[change.key] = JSON.stringify(change.data);
    await this.store.setFields(this.snapshotKey(jobId), fields, SNAPSHOT_TTL_S);
    for (const change of changes) {
      const announcement: JobFeedAnnouncement = { key: change.key, data: change.data, at };
      this.hub.emitToRoom(jobRoom(jobId), LIVE_SOCKET_EVENTS.stateChange, announcement);
    }
  }

  /** Each job's progress in % as its latest figures tell (commonFeeds percentage); jobs without figures are left out. */
  async progressOf(jobIds: readonly string[]): Promise<Map<string, number>> {
    if (!jobIds.length) return new Map();
    const replies = await this.store.fieldOfEach(
      jobIds.map((id) => this.snapshotKey(id)),
      'commonFeeds',
    );
    const progress = new Map<string, number>();
    replies.forEach((raw, index) => {
      if (raw === null) return;
      const percentage = (JSON.parse(raw) as { percentage?: unknown }).percentage;
      if (typeof percentage === 'number' && percentage >= 0 && percentage <= 100)
        progress.set(jobIds[index]!, percentage);
    });
    return progress;
  }

  /** Every key's latest data. */
  async snapshot(jobId: string): Promise<JobFeedChange[]> {
    const stored = await this.store.fields(this.snapshotKey(jobId));
    return Object.entries(stored).map(([key, data]) => ({
      key: key as LiveStateKey,
      data: JSON.parse(data) as unknown,
    }));
  }
}
