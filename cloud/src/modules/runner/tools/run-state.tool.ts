import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type JobFailureClass, type JobState, type JobVerdict, JOB_STATE_GROUPS } from '@oak/shared';
import { In, Repository } from 'typeorm';
import { LabRecord } from '../../labs/lab.entity';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { JobLifecycle } from '../lifecycle/job-lifecycle.service';
import { RunStopped } from '../run-errors';

/** The job as a run claimed it: what it needs to plan and play. */
export type ClaimedJob = Pick<
  LabJobRecord,
  'id' | 'companyId' | 'labId' | 'ownerEmail' | 'options' | 'mapping' | 'family'
> & {
  readonly startedAt: Date;
  /** Steps of it are stored already: a runner before played them (its worker went away). */
  readonly hasSteps: boolean;
};

/** What a run changes of its job: a state on the way (not its end), and what it shows. */
export interface JobStateChange {
  readonly state?: JobState;
  readonly testStatus?: string;
}

/**
 * A run's view of its job row and its lab's lock: the state the run is in,
 * announced as testStatus; whether the person terminated it; the end. Every
 * change goes through JobLifecycle, conditional on the state the job is in,
 * so a job terminated meanwhile keeps its state and the run's next
 * stopIfTerminated ends it.
 */
@Injectable()
export class RunState {
  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly lifecycle: JobLifecycle,
  ) {}

  /**
   * A job the run took (JobLease.takeAndClaim marked it started and locked
   * its lab): announced as `testStatus`, behind nothing the run waits for.
   */
  claimed(jobId: string, testStatus: string): void {
    this.lifecycle.claimed(jobId, testStatus);
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
   * Changes the job if the transitions table lets it from the state it is
   * in now (not terminated meanwhile); answers whether it did. Written, then
   * announced.
   */
  async set(jobId: string, change: JobStateChange): Promise<boolean> {
    if (change.state) return (await this.lifecycle.move(jobId, change.state, change)).moved;
    return change.testStatus ? this.lifecycle.note(jobId, change.testStatus) : false;
  }

  /**
   * The job's end, announced with the state it has now (a terminated job
   * stays canceled); a failed run's error and whose fault it is, and the
   * verdict of a run that played to its end, are stored with it.
   */
  async finish(
    jobId: string,
    state: 'succeeded' | 'failed' | 'canceled',
    testStatus: string,
    end?: {
      readonly error?: string;
      readonly failureClass?: JobFailureClass;
      /** The run's verdict, when it played to its end (issue 29). */
      readonly verdict?: JobVerdict;
    },
  ): Promise<void> {
    await this.lifecycle.end(jobId, state, { testStatus, ...end });
  }

  /** Frees the lab once none of its jobs is in progress. */
  async unlockLabIfIdle(labId: string): Promise<void> {
    const stillRunning = await this.jobs.count({
      where: { labId, state: In([...JOB_STATE_GROUPS.inProgress]) },
    });
    if (!stillRunning) await this.jobs.manager.update(LabRecord, { id: labId }, { lock: 0 });
  }
}
