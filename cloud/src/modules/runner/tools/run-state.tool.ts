import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type JobState, JOB_STATE_GROUPS, isFinishedJobState } from '@oak/shared';
import { In, Repository } from 'typeorm';
import { LabRecord } from '../../labs/lab.entity';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { RunStopped } from '../run-errors';
import { LivePublisher } from './live-publisher.tool';

/** The states a runner takes a job in: waiting, or left unfinished by a runner that went away. */
export const STATES_A_RUNNER_TAKES: readonly JobState[] = [
  'requested',
  'running',
  'loading',
  'started',
  'inprogress',
  'paused',
  'resume',
];

/** The job as a run claimed it: what it needs to plan and play. */
export type ClaimedJob = Pick<
  LabJobRecord,
  'id' | 'companyId' | 'labId' | 'ownerEmail' | 'options' | 'mapping'
> & {
  readonly startedAt: Date;
};

/** What a run changes of its job row. */
export type JobStateChange = Partial<Pick<LabJobRecord, 'state' | 'testStatus' | 'startedAt'>>;

/**
 * A run's job row and its lab's lock: the state the run is in, announced as
 * testStatus; whether the person terminated it; the end. Every update is
 * conditional on the state the job is in, so a job terminated meanwhile keeps
 * its state and the run's next checkpoint ends it.
 */
@Injectable()
export class RunState {
  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly live: LivePublisher,
  ) {}

  /**
   * What a run does first once it holds its job, in one write: marks the job
   * started, if a runner may take it now (not finished, not terminated), and
   * locks its lab while it runs (doc 1 §4.9); announced as `testStatus`.
   * Answers what the run needs of the job, or undefined when it is not to be
   * run. A job taken again keeps the start it had.
   */
  async claim(jobId: string, startedAt: Date, testStatus: string): Promise<ClaimedJob | undefined> {
    const [row] = await this.jobs.query<ClaimedJob[]>(
      `WITH claimed AS (
         UPDATE lab_jobs
            SET state = 'started', started_at = COALESCE(started_at, $2), test_status = $3, updated_at = now()
          WHERE id = $1 AND state = ANY($4)
          RETURNING id, company_id, lab_id, owner_email, options, mapping, started_at),
       locked AS (UPDATE labs SET lock = 1, updated_at = now() WHERE id IN (SELECT lab_id FROM claimed))
       SELECT id, company_id AS "companyId", lab_id AS "labId", owner_email AS "ownerEmail",
              options, mapping, started_at AS "startedAt"
         FROM claimed`,
      [jobId, startedAt, testStatus, [...STATES_A_RUNNER_TAKES]],
    );
    if (!row) return undefined;
    await this.live.announce(jobId, { key: 'testStatus', data: { status: testStatus, state: 'started' } });
    return row;
  }

  async stateOf(jobId: string): Promise<JobState | undefined> {
    return (await this.jobs.findOne({ where: { id: jobId }, select: { id: true, state: true } }))?.state;
  }

  async isCanceled(jobId: string): Promise<boolean> {
    const state = await this.stateOf(jobId);
    return state === undefined || state === 'canceled';
  }

  /** Between two steps: a terminated job or a worker going away stops the run here. */
  async checkpoint(jobId: string, signal: AbortSignal): Promise<void> {
    if (signal.aborted || (await this.isCanceled(jobId))) throw new RunStopped('Run stopped');
  }

  /** Changes the job if a runner still takes it (not terminated meanwhile); answers whether it did. */
  async set(jobId: string, change: JobStateChange): Promise<boolean> {
    const { affected } = await this.jobs.update({ id: jobId, state: In([...STATES_A_RUNNER_TAKES]) }, change);
    if (change.testStatus) {
      await this.live.announce(jobId, {
        key: 'testStatus',
        data: { status: change.testStatus, ...(change.state ? { state: change.state } : {}) },
      });
    }
    return Boolean(affected);
  }

  /** The job's end, announced with the state it has now (a terminated job stays canceled). */
  async finish(jobId: string, state: JobState, testStatus: string, error?: string): Promise<void> {
    const from = state === 'canceled' ? ['canceled'] : STATES_A_RUNNER_TAKES;
    await this.jobs.update(
      { id: jobId, state: In([...from]) },
      { state, testStatus, finishedAt: () => 'COALESCE(finished_at, now())', error: error ?? null },
    );
    const now = await this.jobs.findOne({ where: { id: jobId } });
    // The end is the run's last word: after every change it announced.
    await this.live.flush(jobId);
    if (now && isFinishedJobState(now.state)) {
      await this.live.announce(jobId, {
        key: 'testStatus',
        data: {
          status: now.testStatus ?? testStatus,
          state: now.state,
          ...(error ? { message: error } : {}),
        },
      });
    }
  }

  /** Frees the lab once none of its jobs is in progress. */
  async unlockLabIfIdle(labId: string): Promise<void> {
    const stillRunning = await this.jobs.count({
      where: { labId, state: In([...JOB_STATE_GROUPS.inProgress]) },
    });
    if (!stillRunning) await this.jobs.manager.update(LabRecord, { id: labId }, { lock: 0 });
  }
}
