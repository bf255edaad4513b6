import { Injectable, Logger } from '@nestjs/common';
import { type LiveFeedKey } from '@oak/shared';
import { JobFeedPublisher } from '../../live/job-feed.publisher';

/** One live change of a run (doc 1 §7 stateChange {key, data}). */
export interface LiveChange {
  readonly key: LiveFeedKey;
  readonly data: unknown;
}

/**
 * Announces a run's changes to its watchers, in order, without holding the
 * run: each change joins its job's line and goes out behind the ones before
 * it, while the run plays on (results are stored before they are announced,
 * so nothing waits on Redis but the watchers). An announcement that cannot be
 * made (Redis away for a moment) is logged, never fails the run. `flush`
 * waits for a job's line, so its end is announced after everything else.
 */
@Injectable()
export class LivePublisher {
  private readonly logger = new Logger('LivePublisher');
  private readonly lines = new Map<string, Promise<void>>();

  constructor(private readonly feed: JobFeedPublisher) {}

  announce(jobId: string, ...changes: readonly LiveChange[]): Promise<void> {
    if (!changes.length) return Promise.resolve();
    const line = (this.lines.get(jobId) ?? Promise.resolve()).then(async () => {
      for (const change of changes) {
        await this.feed
          .publish(jobId, change)
          .catch((error: unknown) =>
            this.logger.warn(`Live feed of job ${jobId} not published: ${String(error)}`),
          );
      }
    });
    this.lines.set(jobId, line);
    // The line forgets itself once it is empty.
    void line.then(() => {
      if (this.lines.get(jobId) === line) this.lines.delete(jobId);
    });
    return Promise.resolve();
  }

  /** Waits until every change announced for the job so far is out. */
  async flush(jobId: string): Promise<void> {
    await this.lines.get(jobId);
  }
}
