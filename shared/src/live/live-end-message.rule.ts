import { type JobState, jobStateGroup } from '../statuses/job-states.constant';
import { LIVE_TEST_STATUSES, liveTestStatusOf } from './live.constant';
import { LIVE_END_MESSAGES } from './live.messages';

/**
 * The message of a run that has ended (doc 1 §4.1 'Completed and canceled
 * show different messages'), from its job state or its feed's test status;
 * undefined while it runs. A failed run has completed: its results tell why.
 */
export function liveEndMessage(jobState: JobState | undefined, testStatus?: string): string | undefined {
  const status = liveTestStatusOf(testStatus);
  if (jobState === 'canceled' || status === LIVE_TEST_STATUSES.canceled) return LIVE_END_MESSAGES.canceled;
  if ((jobState && jobStateGroup(jobState) === 'completed') || status === LIVE_TEST_STATUSES.completed) {
    return LIVE_END_MESSAGES.completed;
  }
  return undefined;
}
