/** The most jobs the job list asks for at once (doc 1 §7 'jobs?q={filter JSON}&limit=50', §9). */
export const JOBS_LIST_LIMIT = 50;

/** How far back the job list looks, in months (doc 1 §2.1 'created within the last month', §9). */
export const JOBS_LIST_WINDOW_MONTHS = 1;

/** The most jobs that may wait in one lab's queue (doc 3 §9 'Job sequence limit: 25'). */
export const JOB_SEQUENCE_LIMIT = 25;

/** How long a terminated job may take to stop, in minutes (doc 1 §2.1, §9 'up to 2 minutes'), as its message says. */
export const JOB_TERMINATION_MAX_MINUTES = 2;

/** Whether one more job may join a lab's queue that already holds `waitingJobs` (doc 3 §9). */
export function canQueueJob(waitingJobs: number): boolean {
  return waitingJobs < JOB_SEQUENCE_LIMIT;
}
