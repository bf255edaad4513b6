import { type JobFailureClass, type JobState, type JobVerdict } from '@oak/shared';
import { type LabJobRecord } from '../../jobs/lab-job.entity';

/** The job's state and what is shown with it, as stored. */
export type JobNow = Pick<LabJobRecord, 'state' | 'testStatus' | 'error' | 'failureClass' | 'verdict'>;

/** What one change writes: only the fields it names. */
export interface JobStateChange {
  readonly state?: JobState;
  readonly testStatus?: string;
  readonly error?: string | null;
  readonly failureClass?: JobFailureClass | null;
  /** The verdict of a run that played to its end (issue 29). */
  readonly verdict?: JobVerdict | null;
  /** Stamps the job's end time, unless it has one already. */
  readonly finish?: boolean;
}

/**
 * The lab jobs' state as JobLifecycle reads and writes it: the port its unit
 * spec fakes, TypeOrmJobStates on Postgres.
 */
export abstract class JobStates {
  /** Writes `change` only while the job is in one of `from`, in one statement; answers whether it did. */
  abstract changeIf(jobId: string, from: readonly JobState[], change: JobStateChange): Promise<boolean>;

  /** The job's state and what is shown with it; undefined for a job that is gone. */
  abstract read(jobId: string): Promise<JobNow | undefined>;
}
