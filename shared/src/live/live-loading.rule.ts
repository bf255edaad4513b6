import { type JobState, jobStateGroup } from '../statuses/job-states.constant';
import { LIVE_LOADING_SPINNER_MAX_MS, LIVE_TEST_STATUSES, liveTestStatusOf } from './live.constant';
import { LIVE_LOADING_MESSAGES } from './live.messages';

export interface LiveLoadingInput {
  /** Whether the view has the data it shows. */
  readonly hasData: boolean;
  /** How long the view has waited for it, in ms. */
  readonly waitedMs: number;
  readonly jobState?: JobState;
  /** The feed's test status string (LIVE_TEST_STATUSES). */
  readonly testStatus?: string;
}

export type LiveLoadingView =
  | { readonly kind: 'ready' }
  | { readonly kind: 'spinner' }
  | { readonly kind: 'message'; readonly message: string };

/**
 * What a live view shows while its data is missing (doc 1 §2.17): a spinner
 * for up to 10 seconds, then why: the job is queued, resources are
 * auto-syncing, or data is still being retrieved.
 */
export function liveLoadingView(input: LiveLoadingInput): LiveLoadingView {
  if (input.hasData) return { kind: 'ready' };
  if (input.waitedMs < LIVE_LOADING_SPINNER_MAX_MS) return { kind: 'spinner' };
  const status = liveTestStatusOf(input.testStatus);
  if (status === LIVE_TEST_STATUSES.autoSync)
    return { kind: 'message', message: LIVE_LOADING_MESSAGES.autoSyncInProgress };
  if (
    status === LIVE_TEST_STATUSES.queued ||
    (input.jobState && jobStateGroup(input.jobState) === 'queued')
  ) {
    return { kind: 'message', message: LIVE_LOADING_MESSAGES.jobQueued };
  }
  return { kind: 'message', message: LIVE_LOADING_MESSAGES.retrievingData };
}
