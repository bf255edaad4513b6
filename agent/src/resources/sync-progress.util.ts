import {
  MAX_REPORTED_FAILED_FILES,
  type ResourceSyncShadow,
  type SyncInProgress,
  type DownloadState,
} from '@oak/shared';

export type FileSyncState = 'pending' | 'completed' | 'failed';

/** One desired file as a sync pass sees it; the pass updates it in place. */
export interface FileSyncProgress {
  readonly fileName: string;
  state: FileSyncState;
  /** Bytes; the desired size, else what the disk or the server says, else 0 until known. */
  size: number;
  /** Bytes of it on disk so far while it downloads (a resumed part counts). */
  downloaded: number;
  /** Why it failed, for the log. */
  reason?: string;
}

/**
 * The overall figures of the report: every desired file is completed (present
 * and verified), failed (given up on) or pending. The completed size counts the
 * bytes of completed files and those already downloaded of pending ones.
 */
export function syncFigures(files: readonly FileSyncProgress[], status: DownloadState): SyncInProgress {
  let completed = 0;
  let failed = 0;
  let completedSize = 0;
  let totalSize = 0;
  for (const file of files) {
    totalSize += file.size;
    if (file.state === 'completed') {
      completed++;
      completedSize += file.size;
    } else if (file.state === 'failed') failed++;
    else completedSize += Math.min(file.downloaded, file.size || file.downloaded);
  }
  return {
    status,
    overall_total: files.length,
    overall_pending: files.length - completed - failed,
    overall_failed: failed,
    overall_completed: completed,
    overall_completed_size: completedSize,
    overall_total_size: Math.max(totalSize, completedSize),
  };
}

const withSyncId = (syncId: string | undefined) => (syncId === undefined ? {} : { syncId });

/** Waiting for the previous pass to wind down before this desired list is worked on. */
export function queuedReport(syncId: string | undefined): ResourceSyncShadow {
  return { state: 'queued', ...withSyncId(syncId) };
}

/** While a pass works: `start` until the first file moves, then `inprogress`. */
export function progressReport(
  files: readonly FileSyncProgress[],
  status: 'start' | 'inprogress',
  syncId: string | undefined,
): ResourceSyncShadow {
  return { state: 'sync_inprogress', sync_inprogress: syncFigures(files, status), ...withSyncId(syncId) };
}

/** The end of a pass: complete when every file is there, else failed, naming (some of) the failed files. */
export function finalReport(
  files: readonly FileSyncProgress[],
  syncId: string | undefined,
): ResourceSyncShadow {
  const failed = files.filter((file) => file.state !== 'completed').map((file) => file.fileName);
  if (failed.length === 0)
    return { state: 'complete', sync_inprogress: syncFigures(files, 'complete'), ...withSyncId(syncId) };
  return {
    state: 'failed',
    sync_inprogress: syncFigures(files, 'error'),
    ...withSyncId(syncId),
    failed_files: failed.slice(0, MAX_REPORTED_FAILED_FILES),
  };
}
