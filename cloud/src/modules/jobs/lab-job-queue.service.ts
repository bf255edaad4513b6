import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type ConnectionOptions, Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config';

/** What a queued BullMQ job carries: the lab job it runs (its row is the truth). */
export interface LabJobMessage {
  readonly jobId: string;
  /**
   * The resources whose manifests the run's plan reads (RunFamily.resources),
   * for the run to read beside its claim: a hint, never what it plays by.
   */
  readonly resources?: readonly string[];
}

/** Finished queue entries kept for inspection, bounded so Redis does not grow (chosen). */
export const QUEUE_RETENTION = {
  completed: { count: 200, age: 7 * 24 * 3600 },
  failed: { count: 500, age: 30 * 24 * 3600 },
} as const;

/** The Redis connection BullMQ opens for queues and workers: commands wait out a reconnect. */
export function bullConnection(config: AppConfig): ConnectionOptions {
  return {
    url: config.redis.url,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000),
  };
}

export function bullPrefix(config: AppConfig): string {
  return `${config.redis.keyPrefix}bull`;
}

/** One queue per lab: its global concurrency of 1 is the lab's one running job. */
export function labQueueName(labId: string): string {
  return `lab-${labId}`;
}

/**
 * The labs' BullMQ queues. Postgres holds each job and decides whether it may
 * wait (JOB_SEQUENCE_LIMIT); the queue orders the waiting jobs of a lab and
 * hands them to a worker one at a time, on whichever node has one free.
 */
@Injectable()
export class LabJobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Promise<Queue<LabJobMessage>>>();

  constructor(private readonly config: AppConfig) {}

  queueOf(labId: string): Promise<Queue<LabJobMessage>> {
    let queue = this.queues.get(labId);
    if (!queue) {
      queue = (async () => {
        const created = new Queue<LabJobMessage>(labQueueName(labId), {
          connection: bullConnection(this.config),
          prefix: bullPrefix(this.config),
          defaultJobOptions: {
            attempts: 1,
            removeOnComplete: QUEUE_RETENTION.completed,
            removeOnFail: QUEUE_RETENTION.failed,
          },
        });
        created.on('error', () => undefined);
        await created.setGlobalConcurrency(1);
        return created;
      })();
      queue.catch(() => this.queues.delete(labId));
      this.queues.set(labId, queue);
    }
    return queue;
  }

  /**
   * Queues a lab job. Adding a job that is already queued, running or kept as
   * finished is a no-op (the job id is the lab job's id), so it is safe to
   * call again for every unfinished job when Redis may have lost them.
   */
  async add(labId: string, jobId: string, resources: readonly string[] = []): Promise<void> {
    const queue = await this.queueOf(labId);
    await queue.add('run', resources.length ? { jobId, resources } : { jobId }, { jobId });
  }

  /** Takes a job that still waits out of its lab's queue; true when it was waiting. */
  async removeWaiting(labId: string, jobId: string): Promise<boolean> {
    const queue = await this.queueOf(labId);
    const job = await queue.getJob(jobId);
    if (!job || !(await job.isWaiting())) return false;
    return (await queue.remove(jobId)) === 1;
  }

  async onApplicationShutdown(): Promise<void> {
    const queues = await Promise.allSettled(this.queues.values());
    await Promise.all(
      queues.map((queue) => (queue.status === 'fulfilled' ? queue.value.close() : undefined)),
    );
    this.queues.clear();
  }
}
