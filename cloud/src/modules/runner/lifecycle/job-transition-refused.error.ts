import { type JobState } from '@oak/shared';

/**
 * A change of a job's state the transitions table does not allow from the
 * state the job is in now (shared JOB_TRANSITIONS), with the words the API
 * answers with. Not an HTTP error: a controller maps it to its 409.
 */
export class JobTransitionRefused extends Error {
  constructor(
    readonly jobId: string,
    readonly from: JobState | undefined,
    readonly to: JobState,
    message: string,
  ) {
    super(message);
  }
}
