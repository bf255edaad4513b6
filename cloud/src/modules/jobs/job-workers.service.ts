import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FINISHED_JOB_STATES } from '@oak/shared';
import { DelayedError, type Job, WaitingError, Worker } from 'bullmq';
import { Not, In, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { LabRecord } from '../labs/lab.entity';
import { RunBusy, RunStopped } from '../runner/run-errors';
import { RunExecutor } from '../runner/run-executor.service';
import {
  LabJobQueues,
  type LabJobMessage,
  bullConnection,
  bullPrefix,
  labQueueName,
} from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';
import { type Cancel, Clock } from '../clock/clock';

/** How often a node looks for new labs and queues again what Redis may have lost (chosen). */
export const WORKER_REFRESH_MS = 10_000;

/** How long a job another runner still holds waits before it is tried again (chosen). */
const BUSY_RETRY_MS = 5_000;

/**
 * The lab jobs' workers of this node: one BullMQ worker per lab (the queue's
 * global concurrency keeps one run per lab across every node). A run whose
 * worker dies is found stalled once its lock lapses (JOB_LOCK_SECONDS) and
 * taken again; a node that shuts down hands its runs back to the queue.
 * Every few seconds new labs get a worker, and jobs Postgres holds as
 * unfinished are queued again (a no-op for those Redis still has), so a Redis
 * that lost its data heals.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobWorkers');
  private readonly workers = new Map<string, Worker<LabJobMessage>>();
  private stopRefreshing: Cancel | undefined;
  private refreshing: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly config: AppConfig,
    private readonly runner: RunExecutor,
    private readonly queues: LabJobQueues,
    @InjectRepository(LabRecord) private readonly labs: Repository<LabRecord>,
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobWorkers) return;
    this.refreshSoon();
    this.stopRefreshing = this.clock.every(WORKER_REFRESH_MS, () => void this.refreshSoon());
  }

  /** Gives a lab its worker now, if this node runs jobs (a new lab need not wait for the next look). */
  ensureLab(labId: string): void {
    if (!this.config.jobWorkers || this.stopping || this.workers.has(labId)) return;
    this.workers.set(labId, this.workerFor(labId));
  }

  /** Looks for new labs and lost jobs now (also after a job is created on a lab without a worker). */
  refreshSoon(): Promise<void> {
    this.refreshing ??= this.refresh()
      .catch((error: unknown) => this.logger.warn(`Job workers not refreshed: ${String(error)}`))
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refresh(): Promise<void> {
    for (const lab of await this.labs.find({ select: { id: true } })) {
      if (this.stopping) return;
      if (!this.workers.has(lab.id)) this.workers.set(lab.id, this.workerFor(lab.id));
    }
    const unfinished = await this.jobs.find({
      where: { state: Not(In([...FINISHED_JOB_STATES])) },
      select: { id: true, labId: true },
      order: { createdAt: 'ASC' },
    });
    for (const job of unfinished) await this.queues.add(job.labId, job.id);
  }

  private workerFor(labId: string): Worker<LabJobMessage> {
    const worker = new Worker<LabJobMessage>(
      labQueueName(labId),
      async (job: Job<LabJobMessage>, token?: string, signal?: AbortSignal) => {
        try {
          await this.runner.run(job.data.jobId, signal ?? new AbortController().signal, {
            labId,
            resources: resourcesHinted(job.data),
          });
        } catch (error) {
          if (error instanceof RunStopped && token) {
            // This node is going away: another one takes the run from its last checkpoint.
            await job.moveToWait(token);
            throw new WaitingError();
          }
          if (error instanceof RunBusy && token) {
            // Another runner still plays it: look again once it may have let go.
            await job.moveToDelayed(this.clock.nowMs() + BUSY_RETRY_MS, token);
            throw new DelayedError();
          }
          throw error;
        }
      },
      {
        connection: bullConnection(this.config),
        prefix: bullPrefix(this.config),
        concurrency: 1,
        lockDuration: this.config.jobLockMs,
        stalledInterval: this.config.jobLockMs,
        // A run whose node died is taken again, however often that happens.
        maxStalledCount: 1000,
      },
    );
    worker.on('error', (error) => this.logger.warn(`Worker of lab ${labId}: ${error.message}`));
    worker.on('failed', (job, error) => {
      if (job) this.logger.warn(`Job ${job.data.jobId} failed in its worker: ${error.message}`);
    });
    return worker;
  }

  /**
   * Stops the runs in the first phase of a shutdown, before the global MQTT,
   * Redis and Postgres modules close anything: a run stops at its next step
   * while the agents still answer (later in a shutdown their calls are dropped
   * unanswered and a run would wait for ever), and goes back to its queue.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.stopRefreshing?.();
    await this.refreshing;
    await Promise.all(
      [...this.workers.values()].map(async (worker) => {
        worker.cancelAllJobs('The node is shutting down');
        await worker.close();
      }),
    );
    this.workers.clear();
  }
}

/** The resources a queued job names for its run to read ahead, if it names any as it should. */
function resourcesHinted(message: LabJobMessage): readonly string[] {
  const { resources } = message as { resources?: unknown };
  return Array.isArray(resources) ? resources.filter((id): id is string => typeof id === 'string') : [];
}
