import {
  RESOURCE_DOWNLOAD_SORT_ORDER,
  type ResourceDownloadState,
  type SyncOverallState,
} from './sync-states.constant';

function rank(state: string): number {
  const index = (RESOURCE_DOWNLOAD_SORT_ORDER as readonly string[]).indexOf(state);
  return index === -1 ? RESOURCE_DOWNLOAD_SORT_ORDER.length : index;
}

/**
 * Orders sync progress: In Progress, Completed, Failed, Queued (doc 1 §4.8);
 * an unknown state goes last. For `Array.prototype.sort`.
 */
export function compareResourceDownloadStates(a: string, b: string): number {
  return rank(a) - rank(b);
}

/**
 * A lab's overall sync state from its Pis' states (doc 1 §4.8): loading until
 * the data arrives, failed_loading if it cannot be read; then inprogress while
 * any Pi is queued or downloading, failed if any failed, complete otherwise.
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export function overallSyncState(input: {
  readonly loadFailed?: boolean;
  readonly states?: readonly ResourceDownloadState[];
}): SyncOverallState {
  if (input.loadFailed) return 'failed_loading';
  if (!input.states) return 'loading';
  if (input.states.some((state) => state === 'sync_inprogress' || state === 'queued')) return 'inprogress';
  if (input.states.includes('failed')) return 'failed';
  return 'complete';
}
