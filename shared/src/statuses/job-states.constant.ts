/** Every state of a lab job (doc 3 §4, doc 1 §4.1). */
export const JOB_STATES = [
  'requested',
  'running',
  'loading',
  'started',
  'inprogress',
  'paused',
  'resume',
  'completed',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The three groups of job states (doc 3 §4 'Other state values'). */
export const JOB_STATE_GROUPS = {
  queued: ['requested', 'running', 'loading'],
  inProgress: ['started', 'inprogress', 'paused', 'resume'],
  completed: ['completed', 'succeeded', 'failed', 'canceled'],
} as const satisfies Record<string, readonly JobState[]>;
export type JobStateGroup = keyof typeof JOB_STATE_GROUPS;

export function jobStateGroup(state: JobState): JobStateGroup {
  if ((JOB_STATE_GROUPS.queued as readonly JobState[]).includes(state)) return 'queued';
  if ((JOB_STATE_GROUPS.inProgress as readonly JobState[]).includes(state)) return 'inProgress';
  return 'completed';
}

/** States a job ends in: once there, a job is no longer listed as running (doc 1 §2.1). */
export const FINISHED_JOB_STATES = ['succeeded', 'failed', 'canceled'] as const satisfies readonly JobState[];

/**
 * The states of a job that waits for its lab: stored, not yet taken by a
 * runner. They count against the lab's queue limit (doc 3 §9).
 */
export const WAITING_JOB_STATES = ['requested'] as const satisfies readonly JobState[];

export function isFinishedJobState(state: string): boolean {
  return (FINISHED_JOB_STATES as readonly string[]).includes(state);
}

/** What a user may ask of a job with PUT jobs/{id} (doc 1 §4.1). */
export const JOB_STATE_REQUESTS = ['canceled', 'resume'] as const satisfies readonly JobState[];
export type JobStateRequest = (typeof JOB_STATE_REQUESTS)[number];
