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
  'id' | 'companyId' | 'labId' | 'ownerEmail' | 'options' | 'mapping' | 'family'
> & {
  readonly startedAt: Date;
  /** Steps of it are stored already: a runner before played them (its worker went away). */
  readonly hasSteps: boolean;
};

/** What a run changes of its job row. */
export type JobStateChange = Partial<Pick<LabJobRecord, 'state' | 'testStatus' | 'startedAt'>>;

/**
 * A run's job row and its lab's lock: the state the run is in, announced as
 * testStatus; whether the person terminated it; the end. Every update is
 * conditional on the state the job is in, so a job terminated meanwhile keeps
 * its state and the run's next stopIfTerminated ends it.
 */
@Injectable()
export class RunState {
  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly live: LivePublisher,
  ) {}

  /**
   * A job the run took (JobLease.takeAndClaim marked it started and locked
   * its lab): announced as `testStatus`, behind nothing the run waits for.
   */
  claimed(jobId: string, testStatus: string): void {
    void this.live.announce(jobId, { key: 'testStatus', data: { status: testStatus, state: 'started' } });
  }

  async stateOf(jobId: string): Promise<JobState | undefined> {
    return (await this.jobs.findOne({ where: { id: jobId }, select: { id: true, state: true } }))?.state;
  }

  async isCanceled(jobId: string): Promise<boolean> {
    const state = await this.stateOf(jobId);
    return state === undefined || state === 'canceled';
  }

  /** Between two steps: a terminated job or a worker going away stops the run here. */
  async stopIfTerminated(jobId: string, signal: AbortSignal): Promise<void> {
    if (signal.aborted || (await this.isCanceled(jobId))) throw new RunStopped('Run stopped');
  }

  /**
   * Changes the job if a runner still takes it (not terminated meanwhile);
   * answers whether it did. A new testStatus is announced at once, before the
   * write, so it goes out ahead of what the run announces next.
   */
  async set(jobId: string, change: JobStateChange): Promise<boolean> {
    if (change.testStatus) {
      void this.live.announce(jobId, {
        key: 'testStatus',
        data: { status: change.testStatus, ...(change.state ? { state: change.state } : {}) },
      });
    }
    const { affected } = await this.jobs.update({ id: jobId, state: In([...STATES_A_RUNNER_TAKES]) }, change);
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
