import { type Pi } from '../lab/lab.schema';
import { type PiPingState } from '../lab/pi-status.constant';
import { type AutoSyncData, type AutoSyncPushData, type SyncInProgress } from './resource-sync.schema';
import { SYNC_PROGRESS_LABELS } from './sync.messages';
import { RESOURCE_DOWNLOAD_STATE_LABELS, type ResourceDownloadState } from './sync-states.constant';
import { compareResourceDownloadStates } from './sync-states.rule';

/** Bytes in a kilobyte, and kilobytes in a megabyte (doc 1 §9). */
const SIZE_UNIT_BYTES = 1024;

/**
 * A size for people (doc 1 §9): bytes up to 1024, KB above 1024 bytes, MB
 * above 1024 KB, with two decimals for KB and MB.
 */
export function formatResourceSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size > SIZE_UNIT_BYTES * SIZE_UNIT_BYTES)
    return `${(size / SIZE_UNIT_BYTES / SIZE_UNIT_BYTES).toFixed(2)} MB`;
  if (size > SIZE_UNIT_BYTES) return `${(size / SIZE_UNIT_BYTES).toFixed(2)} KB`;
  return `${Math.round(size)} bytes`;
}

/** Share of `part` in `whole` as a whole percent within 0..100; 0 when there is no whole. */
function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

export interface SyncProgressFigures {
  /** Overall progress: by size when sizes are known, else by file count. */
  readonly percent: number;
  readonly completedSize: number;
  readonly totalSize: number;
  /** 'Resources Downloaded (Size)': overall downloaded of overall size. */
  readonly sizeText: string;
  readonly completed: number;
  readonly failed: number;
  readonly pending: number;
  readonly total: number;
  /** The file being downloaded, when the push carries it: downloaded and total bytes. */
  readonly currentFile?: { readonly downloaded: number; readonly total: number; readonly percent: number };
}

type OverallFigures = Pick<
  SyncInProgress,
  | 'overall_total'
  | 'overall_pending'
  | 'overall_failed'
  | 'overall_completed'
  | 'overall_completed_size'
  | 'overall_total_size'
>;

/** The progress bar figures of a Pi's sync, from its shadow or its auto-sync push (doc 1 §2.16, §9). */
export function syncProgressFigures(
  data: OverallFigures & Partial<Pick<AutoSyncData, 'total_size' | 'size_remaining'>>,
): SyncProgressFigures {
  const completedSize = Math.min(data.overall_completed_size, data.overall_total_size);
  const percent =
    data.overall_total_size > 0
      ? percentOf(completedSize, data.overall_total_size)
      : percentOf(data.overall_completed + data.overall_failed, data.overall_total);
  const figures: SyncProgressFigures = {
    percent,
    completedSize,
    totalSize: data.overall_total_size,
    sizeText: `${formatResourceSize(completedSize)} / ${formatResourceSize(data.overall_total_size)}`,
    completed: data.overall_completed,
    failed: data.overall_failed,
    pending: data.overall_pending,
    total: data.overall_total,
  };
  if (data.total_size === undefined || data.size_remaining === undefined) return figures;
  const downloaded = Math.max(0, data.total_size - data.size_remaining);
  return {
    ...figures,
    currentFile: { downloaded, total: data.total_size, percent: percentOf(downloaded, data.total_size) },
  };
}

/**
 * The progress bar figures of a Pi's part of a sync as the history stores it
 * (the run's resource sync panel, doc 1 §2.16): what is neither completed nor
 * failed is pending.
 */
export function syncPartFigures(part: {
  readonly fileCount: number;
  readonly totalBytes: number;
  readonly completed: number;
  readonly failed: number;
  readonly completedBytes: number;
}): SyncProgressFigures {
  return syncProgressFigures({
    overall_total: part.fileCount,
    overall_completed: part.completed,
    overall_failed: part.failed,
    overall_pending: Math.max(0, part.fileCount - part.completed - part.failed),
    overall_completed_size: part.completedBytes,
    overall_total_size: part.totalBytes,
  });
}

/** The map from thing name to Pi name the sync views label rows with, built from lab data (doc 1 §3). */
export function thingNameToPiName(pis: readonly Pick<Pi, 'thingName' | 'name'>[]): Record<string, string> {
  return Object.fromEntries(pis.map((pi) => [pi.thingName, pi.name || pi.thingName]));
}

export interface AutoSyncProgressRow {
  readonly thingName: string;
  /** The Pi's name, or its thing name when the lab data does not know it. */
  readonly piName: string;
  readonly state: ResourceDownloadState;
  readonly stateLabel: string;
  /** Absent until the Pi reports figures. */
  readonly figures?: SyncProgressFigures;
}

/** The rows of the auto-sync progress view, one per Pi, in the sync sort order then by name (doc 1 §2.16, §4.8). */
export function autoSyncProgressRows(
  push: AutoSyncPushData,
  piNames: Readonly<Record<string, string>>,
): AutoSyncProgressRow[] {
  return Object.entries(push)
    .map(([thingName, thing]) => ({
      thingName,
      piName: piNames[thingName] ?? thingName,
      state: thing.state,
      stateLabel: RESOURCE_DOWNLOAD_STATE_LABELS[thing.state],
      ...(thing.syncData ? { figures: syncProgressFigures(thing.syncData) } : {}),
    }))
    .sort((a, b) => compareResourceDownloadStates(a.state, b.state) || a.piName.localeCompare(b.piName));
}

/** The ping column of the auto-sync view: Online, Offline, or undefined for the spinner while unknown (doc 1 §2.16). */
export function autoSyncPingLabel(ping: PiPingState): string | undefined {
  if (ping === 'online') return SYNC_PROGRESS_LABELS.online;
  if (ping === 'offline' || ping === 'error') return SYNC_PROGRESS_LABELS.offline;
  return undefined;
}
