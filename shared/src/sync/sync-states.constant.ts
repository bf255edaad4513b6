/**
 * The state of a Pi's resource download in its sync shadow and in the auto-sync
 * push data (doc 1 §4.8): queued, in progress (`sync_inprogress`), failed, complete.
 */
export const RESOURCE_DOWNLOAD_STATES = ['queued', 'sync_inprogress', 'failed', 'complete'] as const;
export type ResourceDownloadState = (typeof RESOURCE_DOWNLOAD_STATES)[number];

/** Whether a Pi's resource download has ended: complete or failed. */
export function isFinalResourceDownloadState(state: ResourceDownloadState | undefined): boolean {
  return state === 'complete' || state === 'failed';
}

/** How each resource download state reads in the sync progress views (doc 1 §4.8). */
export const RESOURCE_DOWNLOAD_STATE_LABELS: Readonly<Record<ResourceDownloadState, string>> = {
  queued: 'Queued',
  sync_inprogress: 'In Progress',
  failed: 'Failed',
  complete: 'Completed',
};

/** Sort order of sync progress rows (doc 1 §4.8: In Progress, Completed, Failed, Queued). */
export const RESOURCE_DOWNLOAD_SORT_ORDER: readonly ResourceDownloadState[] = [
  'sync_inprogress',
  'complete',
  'failed',
  'queued',
];

/**
 * How a Pi's part of a sync stands in the history: its download's state, or
 * canceled once a newer sync to the Pi replaced it before it ended (doc 1
 * §4.8 names no state for that; chosen after the job state canceled, doc 1
 * §4.1), so no replaced part stays queued or in progress with a finish time.
 */
export const SYNC_PART_STATES = [...RESOURCE_DOWNLOAD_STATES, 'canceled'] as const;
export type SyncPartState = (typeof SYNC_PART_STATES)[number];

/** How each state of a Pi's part reads in the sync history. */
export const SYNC_PART_STATE_LABELS: Readonly<Record<SyncPartState, string>> = {
  ...RESOURCE_DOWNLOAD_STATE_LABELS,
  canceled: 'Canceled',
};

/** Whether a Pi's part of a sync has ended: its download ended, or a newer sync replaced it. */
export function isFinalSyncPartState(state: SyncPartState): boolean {
  return state === 'canceled' || isFinalResourceDownloadState(state);
}

/**
 * The overall state of a lab's sync (doc 1 §4.8): loading and failed_loading
 * while its data is fetched, then inprogress, failed or complete.
 */
export const SYNC_OVERALL_STATES = ['inprogress', 'failed', 'complete', 'loading', 'failed_loading'] as const;
export type SyncOverallState = (typeof SYNC_OVERALL_STATES)[number];

/** Whether a location's resources match its last sync selection (doc 1 §4.8). */
export const MANIFEST_STATUSES = ['in_sync', 'out_of_sync', 'retrieving'] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];
