import { FINISHED_JOB_STATES, JOB_STATES, type JobState } from '../statuses/job-states.constant';
import { JOB_API_MESSAGES } from './job-api.schema';

/**
 * Every change of a job's state, from each state to the states it may go to
 * (doc 3 §4 for the states; the moves are chosen). Every state the spec shows
 * is here, the legacy ones (running, loading, completed) too, since stored
 * jobs may still hold them. A runner takes a job again (started) from any
 * state it may be left in by a runner that went away; a finished job never
 * changes. The cloud's JobLifecycle writes no change this table refuses.
 */
export const JOB_TRANSITIONS = {
  requested: ['running', 'loading', 'started', 'failed', 'canceled'],
  running: ['loading', 'started', 'failed', 'canceled'],
  loading: ['started', 'failed', 'canceled'],
  started: ['started', 'inprogress', 'paused', 'succeeded', 'failed', 'canceled'],
  inprogress: ['started', 'inprogress', 'paused', 'succeeded', 'failed', 'canceled'],
  paused: ['started', 'inprogress', 'resume', 'succeeded', 'failed', 'canceled'],
  resume: ['started', 'inprogress', 'paused', 'succeeded', 'failed', 'canceled'],
  completed: ['succeeded', 'failed', 'canceled'],
  succeeded: [],
  failed: [],
  canceled: [],
} as const satisfies Record<JobState, readonly JobState[]>;

/** The states a job may be in for it to become `to`: the WHERE of the one update that moves it. */
export function jobStatesInto(to: JobState): JobState[] {
  return JOB_STATES.filter((from) => (JOB_TRANSITIONS[from] as readonly JobState[]).includes(to));
}

/** The states a runner takes a job in: waiting, or left unfinished by a runner that went away. */
export const JOB_STATES_A_RUNNER_TAKES: readonly JobState[] = jobStatesInto('started');

export type JobTransitionVerdict = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Why a job in `from` cannot become `to`, in the words the API answers with. */
const refusal = (from: JobState, to: JobState): string =>
  (FINISHED_JOB_STATES as readonly JobState[]).includes(from)
    ? JOB_API_MESSAGES.alreadyFinished(from)
    : to === 'resume'
      ? JOB_API_MESSAGES.notPaused(from)
      : JOB_API_MESSAGES.notAllowed(from, to);

/** Whether a job in `from` may become `to`; when not, the message the API answers with. */
export function jobTransition(from: JobState, to: JobState): JobTransitionVerdict {
  return (JOB_TRANSITIONS[from] as readonly JobState[]).includes(to)
    ? { ok: true }
    : { ok: false, message: refusal(from, to) };
}
