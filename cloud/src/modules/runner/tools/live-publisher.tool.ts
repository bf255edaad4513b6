import { Injectable, Logger } from '@nestjs/common';
import { type LiveStateKey } from '@oak/shared';
import { JobFeedPublisher } from '../../live/job-feed.publisher';

/** One live change of a run (doc 1 §7 stateChange {key, data}). */
export interface LiveChange {
  readonly key: LiveStateKey;
  readonly data: unknown;
}

/** A job's changes waiting to go out, and the drain that sends them. */
interface JobLine {
  readonly waiting: LiveChange[];
  readonly drained: Promise<void>;
}

/**
 * Announces a run's changes to its watchers, in order, without holding the
 * run: each change joins its job's line and goes out behind the ones before
 * it, while the run plays on (results are stored before they are announced,
 * so nothing waits on Redis but the watchers). Changes that queued while the
 * line was busy go out together, with one write of the snapshot (see
 * JobFeedPublisher.publishAll): a run announcing several keys at once costs
 * one round trip, not one per key. An announcement that cannot be made (Redis
 * away for a moment) is logged, never fails the run. `flush` waits for a
 * job's line, so its end is announced after everything else.
 */
@Injectable()
export class LivePublisher {
  private readonly logger = new Logger('LivePublisher');
  private readonly lines = new Map<string, JobLine>();

  constructor(private readonly feed: JobFeedPublisher) {}

  announce(jobId: string, ...changes: readonly LiveChange[]): Promise<void> {
    if (!changes.length) return Promise.resolve();
    const line = this.lines.get(jobId);
    if (line) line.waiting.push(...changes);
    else {
      const waiting = [...changes];
      this.lines.set(jobId, { waiting, drained: this.drain(jobId, waiting) });
    }
    return Promise.resolve();
  }

  /** Waits until every change announced for the job so far is out. */
  async flush(jobId: string): Promise<void> {
    await this.lines.get(jobId)?.drained;
  }

  /** Sends what waits on the job's line, batch by batch, until it is empty; then the line forgets itself. */
  private async drain(jobId: string, waiting: LiveChange[]): Promise<void> {
    // Begun once the caller's synchronous work is done: what it announces beside this joins the first batch.
    await Promise.resolve();
    while (waiting.length) {
      const batch = waiting.splice(0);
      await this.feed
        .publishAll(jobId, batch)
        .catch((error: unknown) =>
          this.logger.warn(`Live feed of job ${jobId} not published: ${String(error)}`),
        );
    }
    this.lines.delete(jobId);
  }
}
