import { Injectable, Logger } from '@nestjs/common';
import { type LiveFeedKey } from '@oak/shared';
import { JobFeedPublisher } from '../../live/job-feed.publisher';

/** One live change of a run (doc 1 §7 stateChange {key, data}). */
export interface LiveChange {
  readonly key: LiveFeedKey;
  readonly data: unknown;
}

/**
 * Announces a run's changes to its watchers. An announcement that cannot be
 * made (Redis away for a moment) is logged, never fails the run: the results
 * are stored before they are announced.
 */
@Injectable()
export class LivePublisher {
  private readonly logger = new Logger('LivePublisher');

  constructor(private readonly feed: JobFeedPublisher) {}

  async announce(jobId: string, ...changes: readonly LiveChange[]): Promise<void> {
    for (const change of changes) {
      await this.feed
        .publish(jobId, change)
        .catch((error: unknown) =>
          this.logger.warn(`Live feed of job ${jobId} not published: ${String(error)}`),
        );
    }
  }
}
