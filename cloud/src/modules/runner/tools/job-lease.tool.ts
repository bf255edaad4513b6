import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../../../config/app-config';
import { RunBusy } from '../run-errors';
import { JOB_CLAIM_STATEMENT, jobClaimParams } from '../lifecycle/job-lifecycle.service';
import { type ClaimedJob } from './run-state.tool';

/** The advisory lock namespace of running jobs (with the job id as its key). */
export const JOB_RUN_LOCK = 'oak-job-run';

/** Lease sessions this node keeps at most: one per job it runs at once, one per lab at most (chosen). */
const LEASE_SESSIONS_MAX = 256;
/** How long a lease session is kept once its run ended, for the next run to take at once (chosen). */
const LEASE_SESSION_IDLE_MS = 5 * 60 * 1000;

/** A held job: let it go when the run ends. */
export interface JobLeaseHold {
  release(): Promise<void>;
}

/** What a run marks its job with when it takes it: started at, and the status it shows meanwhile. */
export interface JobClaim {
  readonly startedAt: Date;
  readonly testStatus: string;
}

/** A held job and the job as the run claimed it, or undefined when it is not to be run. */
export interface ClaimedJobHold extends JobLeaseHold {
  readonly job: ClaimedJob | undefined;
}

/**
 * One runner per job, whatever the queue believes: a worker whose queue lock
 * lapsed (Redis away, a stalled event loop) may still be playing it. The
 * runner's own Postgres session holds the job with an advisory lock, which
 * Postgres lets go by itself when that session dies with its worker.
 *
 * A lease holds its session for the whole run, so the sessions are a pool of
 * their own, apart from the app's: the jobs a node runs never take the
 * connections their own queries need (ten labs running would hold all of
 * the app's ten), and a session kept from a run before is taken without
 * connecting.
 */
@Injectable()
export class JobLease implements OnApplicationShutdown {
  private readonly logger = new Logger('JobLease');
  private readonly sessions: Pool;

  constructor(config: AppConfig) {
    this.sessions = new Pool({
      connectionString: config.database.url,
      application_name: 'oak-cloud-lease',
      max: LEASE_SESSIONS_MAX,
      idleTimeoutMillis: LEASE_SESSION_IDLE_MS,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // A kept session that drops leaves the pool by itself; no lease was on it.
    this.sessions.on('error', (error) => this.logger.warn(`A lease session dropped: ${error.message}`));
  }

  /** Holds the job, or throws RunBusy when another runner does. */
  async take(jobId: string): Promise<JobLeaseHold> {
    const { hold } = await this.hold(
      jobId,
      'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS taken',
      [],
    );
    return hold;
  }

  /**
   * Holds the job and claims it for a run in the same statement (the job
   * lifecycle's JOB_CLAIM_STATEMENT), or throws RunBusy when another runner
   * holds it.
   */
  async takeAndClaim(jobId: string, claim: JobClaim): Promise<ClaimedJobHold> {
    const { hold, row } = await this.hold<ClaimedJob>(
      jobId,
      JOB_CLAIM_STATEMENT,
      jobClaimParams(jobId, claim),
    );
    const { taken: _taken, ...job } = row;
    return { release: hold.release, job: job.id ? job : undefined };
  }

  /** Runs `statement` (its first column `taken`, the lock's answer) on a lease session of its own. */
  private async hold<Row extends object>(
    jobId: string,
    statement: string,
    params: readonly unknown[],
  ): Promise<{ hold: JobLeaseHold; row: Row & { taken: boolean } }> {
    const session = await this.sessions.connect();
    // Postgres let go of the lease with the session; the run goes on, as it would have anyway.
    const dropped = (error: Error) => this.logger.warn(`The lease of job ${jobId} dropped: ${error.message}`);
    session.on('error', dropped);
    const done = (broken?: unknown) => {
      session.off('error', dropped);
      session.release(broken instanceof Error ? broken : undefined);
    };
    let row: Row & { taken: boolean };
    try {
      const { rows } = await session.query<Row & { taken: boolean }>(statement, [
        JOB_RUN_LOCK,
        jobId,
        ...params,
      ]);
      if (!rows[0]?.taken) throw new RunBusy(`Job ${jobId} is being run elsewhere`);
      row = rows[0];
    } catch (error) {
      done(error instanceof RunBusy ? undefined : error);
      throw error;
    }
    const hold: JobLeaseHold = {
      release: async () => {
        try {
          await session.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [JOB_RUN_LOCK, jobId]);
          done();
        } catch (error) {
          // A session that could not let go is closed: Postgres lets go with it.
          done(error);
          throw error;
        }
      },
    };
    return { hold, row };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sessions.end();
  }
}
