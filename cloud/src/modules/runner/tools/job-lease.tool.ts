import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RunBusy } from '../run-errors';

/** The advisory lock namespace of running jobs (with the job id as its key). */
export const JOB_RUN_LOCK = 'oak-job-run';

/** A held job: let it go when the run ends. */
export interface JobLeaseHold {
  release(): Promise<void>;
}

/**
 * One runner per job, whatever the queue believes: a worker whose queue lock
 * lapsed (Redis away, a stalled event loop) may still be playing it. The
 * runner's own Postgres session holds the job with an advisory lock, which
 * Postgres lets go by itself when that session dies with its worker.
 */
@Injectable()
export class JobLease {
  constructor(private readonly db: DataSource) {}

  /** Holds the job, or throws RunBusy when another runner does. */
  async take(jobId: string): Promise<JobLeaseHold> {
    const session = this.db.createQueryRunner();
    await session.connect();
    try {
      const [{ taken }] = (await session.query(
        'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS taken',
        [JOB_RUN_LOCK, jobId],
      )) as [{ taken: boolean }];
      if (!taken) throw new RunBusy(`Job ${jobId} is being run elsewhere`);
    } catch (error) {
      await session.release();
      throw error;
    }
    return {
      release: async () => {
        try {
          await session.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [JOB_RUN_LOCK, jobId]);
        } finally {
          await session.release();
        }
      },
    };
  }
}
