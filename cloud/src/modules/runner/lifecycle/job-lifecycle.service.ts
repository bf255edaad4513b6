import { Injectable } from '@nestjs/common';
import {
  JOB_API_MESSAGES,
  JOB_STATES_A_RUNNER_TAKES,
  LIVE_TEST_STATUSES,
  type JobFailureClass,
  type JobState,
  type JobVerdict,
  isFinishedJobState,
  jobStatesInto,
  jobTransition,
} from '@oak/shared';
import { LivePublisher } from '../tools/live-publisher.tool';
import { type JobNow, type JobStateChange, JobStates } from './job-states.port';
import { JobTransitionRefused } from './job-transition-refused.error';

/** What a change of state writes beside the state. */
export interface JobMove {
  /** What the live feed shows beside the state (doc 1 §4.1 test status strings). */
  readonly testStatus?: string;
  /** Why a failed run failed, in its owner's words. */
  readonly error?: string;
  /** Whose fault a failed run is; a failed run without one is OAK's (an error nobody classed). */
  readonly failureClass?: JobFailureClass;
  /**
   * A run's verdict by its family's score, when it played to its end (issue
   * 29): passed with succeeded; failed with failed, a test failure.
   */
  readonly verdict?: JobVerdict;
}

/**
 * What an end writes beside its state: a failed run's class (a failed verdict
 * is the test's, an unclassed failure OAK's) and the verdict that goes with
 * the state (passed with succeeded, failed with a test failure); none else.
 */
function endOf(to: JobState, change: JobMove): Pick<JobStateChange, 'failureClass' | 'verdict'> {
  if (to === 'failed') {
    const failureClass = change.verdict === 'failed' ? 'test' : (change.failureClass ?? 'oak');
    return { failureClass, verdict: failureClass === 'test' ? 'failed' : null };
  }
  return { failureClass: null, verdict: to === 'succeeded' && change.verdict === 'passed' ? 'passed' : null };
}

/**
 * The claim (a job waiting, or left unfinished by a runner that went away,
 * becomes started) in the same statement as the lease's advisory lock, so a
 * run starts one round trip sooner; JobLease runs it on its own session. A
 * CTE with a volatile function is evaluated once, before the updates that
 * read it. A job taken again keeps the start it had; its lab is locked while
 * it runs (doc 1 §4.9). `hasSteps` tells whether a runner before stored steps
 * of the job, so a new run does not read them. Parameters: $1, $2 the lock's
 * keys, then those of `jobClaimParams`.
 */
export const JOB_CLAIM_STATEMENT = `
  WITH lease AS MATERIALIZED (SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS taken),
  claimed AS (
    UPDATE lab_jobs
       SET state = 'started', started_at = COALESCE(started_at, $3), test_status = $4, updated_at = now()
     WHERE id = $5 AND state = ANY($6) AND (SELECT taken FROM lease)
     RETURNING id, company_id, lab_id, owner_email, options, mapping, family, started_at,
               EXISTS (SELECT 1 FROM job_step_results WHERE job_id = $5) AS has_steps),
  locked AS (UPDATE labs SET lock = 1, updated_at = now() WHERE id IN (SELECT lab_id FROM claimed))
  SELECT lease.taken, claimed.id, claimed.company_id AS "companyId", claimed.lab_id AS "labId",
         claimed.owner_email AS "ownerEmail", claimed.options, claimed.mapping, claimed.family,
         claimed.started_at AS "startedAt", claimed.has_steps AS "hasSteps"
    FROM lease LEFT JOIN claimed ON true`;

/** The parameters of JOB_CLAIM_STATEMENT after the lock's keys. */
export function jobClaimParams(
  jobId: string,
  claim: { readonly startedAt: Date; readonly testStatus: string },
): unknown[] {
  return [claim.startedAt, claim.testStatus, jobId, [...JOB_STATES_A_RUNNER_TAKES]];
}

/**
 * The one owner of a lab job's state (issue 28). Every change goes through
 * the shared transitions table as one conditional update (`WHERE state IN`
 * the states the table lets become the new one), so two changes at once
 * cannot both win and a job changed meanwhile is judged by the state it has
 * now, never overwritten. A change is written first and only then announced
 * on the job's live feed, behind everything its run announced before. The
 * claim is the one change written elsewhere, by JobLease with
 * JOB_CLAIM_STATEMENT from here, and announced from here.
 *
 * It sits in the runner because the runner makes most changes and its live
 * line (LivePublisher) keeps a run's announcements in order; the jobs module
 * reads it from there, as it reads the runner's other services. It reads and
 * writes the jobs through the JobStates port (TypeOrmJobStates on Postgres).
 */
@Injectable()
export class JobLifecycle {
  constructor(
    private readonly jobs: JobStates,
    private readonly live: LivePublisher,
  ) {}

  /**
   * Moves the job to `to` if the table allows it from the state the job is
   * in now; answers whether it moved and the job as it is now (undefined for
   * a job that is gone).
   */
  async move(jobId: string, to: JobState, change: JobMove = {}): Promise<{ moved: boolean; now?: JobNow }> {
    const written = await this.write(jobId, to, change);
    if (written) await this.announce(jobId, written);
    return { moved: Boolean(written), now: written ?? (await this.jobs.read(jobId)) };
  }

  /** Like move, but a change the table refuses is a JobTransitionRefused naming why. */
  async require(jobId: string, to: JobState, change: JobMove = {}): Promise<JobNow> {
    const { moved, now } = await this.move(jobId, to, change);
    if (moved && now) return now;
    const verdict = now ? jobTransition(now.state, to) : undefined;
    throw new JobTransitionRefused(
      jobId,
      now?.state,
      to,
      verdict && !verdict.ok ? verdict.message : JOB_API_MESSAGES.notAllowed(now?.state ?? 'gone', to),
    );
  }

  /**
   * A run's end: succeeded or failed if the job may still end so, with what
   * it shows. A run stopped because its job was terminated (`canceled`)
   * keeps the state the person gave it and writes only its status and end
   * time. The end is announced with the state the job has now, last.
   */
  async end(jobId: string, to: 'succeeded' | 'failed' | 'canceled', change: JobMove = {}): Promise<void> {
    const written =
      to === 'canceled'
        ? await this.update(jobId, ['canceled'], {
            ...(change.testStatus ? { testStatus: change.testStatus } : {}),
            finish: true,
          })
        : await this.write(jobId, to, change);
    const now = written ?? (await this.jobs.read(jobId));
    if (now && isFinishedJobState(now.state)) await this.announce(jobId, now, change.testStatus);
  }

  /**
   * What a running job shows beside its state (the auto-sync, say), written
   * if a runner still holds it (not terminated meanwhile); answers whether it
   * was written. Not a change of state.
   */
  async note(jobId: string, testStatus: string): Promise<boolean> {
    const written = await this.update(jobId, JOB_STATES_A_RUNNER_TAKES, { testStatus });
    if (written) await this.announce(jobId, written);
    return Boolean(written);
  }

  /** A job JobLease claimed (JOB_CLAIM_STATEMENT wrote it started): announced, behind nothing the run waits for. */
  claimed(jobId: string, testStatus: string): void {
    void this.live.announce(jobId, { key: 'testStatus', data: { status: testStatus, state: 'started' } });
  }

  private write(jobId: string, to: JobState, change: JobMove): Promise<JobNow | undefined> {
    const finished = isFinishedJobState(to);
    return this.update(jobId, jobStatesInto(to), {
      state: to,
      ...(change.testStatus ? { testStatus: change.testStatus } : {}),
      ...(finished
        ? {
            finish: true,
            error: change.error ?? null,
            ...endOf(to, change),
          }
        : {}),
    });
  }

  /**
   * The one conditional update: the job changes only while in one of `from`;
   * answers it as it is once written, or undefined when it did not change.
   */
  private async update(
    jobId: string,
    from: readonly JobState[],
    change: JobStateChange,
  ): Promise<JobNow | undefined> {
    if (!from.length) return undefined;
    return (await this.jobs.changeIf(jobId, from, change)) ? this.jobs.read(jobId) : undefined;
  }

  /** The job's state on its live feed, after everything its run announced before. */
  private async announce(jobId: string, now: JobNow, testStatus?: string): Promise<void> {
    await this.live.flush(jobId);
    await this.live.announce(jobId, {
      key: 'testStatus',
      data: {
        status: now.testStatus ?? testStatus ?? LIVE_TEST_STATUSES.processing,
        state: now.state,
        ...(now.error ? { message: now.error } : {}),
        ...(now.failureClass ? { failureClass: now.failureClass } : {}),
        ...(now.verdict ? { verdict: now.verdict } : {}),
      },
    });
    await this.live.flush(jobId);
  }
}
