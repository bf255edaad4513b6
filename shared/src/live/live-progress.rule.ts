import { type JobState, type JobStateGroup, jobStateGroup } from '../statuses/job-states.constant';
import { type TestStatus, normalizeTestStatus } from '../statuses/test-statuses.constant';
import {
  LIVE_PROGRESS_BAR_COMPLETED_PERCENT,
  LIVE_PROGRESS_BAR_FAR_SLIVER_PERCENT,
  LIVE_PROGRESS_BAR_IN_PROGRESS_BASE_PERCENT,
  LIVE_PROGRESS_BAR_IN_PROGRESS_SCALE,
  LIVE_PROGRESS_BAR_QUEUED_PERCENT,
  LIVE_TEST_STATUSES,
  liveTestStatusOf,
} from './live.constant';
import { LIVE_PROGRESS_TEXTS } from './live.messages';

/** The progress header variants (doc 1 §2.3); each family's is in LIVE_FAMILY_TABLE. */
export const LIVE_PROGRESS_HEADER_VARIANTS = [
  'functional',
  'autoLocalSearch',
  'customScenario',
  'farStabilitySecurityUpl',
  'voiceRobustness',
  'generic',
] as const;
export type LiveProgressHeaderVariant = (typeof LIVE_PROGRESS_HEADER_VARIANTS)[number];

/** A progress value as a percentage from 0 to 100; anything unreadable is 0. */
function clampPercent(progress: number | undefined): number {
  if (progress === undefined || !Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, progress));
}

export interface LiveProgressInput {
  readonly state: JobState;
  /** The run's progress in %, when known. */
  readonly progressPercent?: number;
  /** The feed's test status string (LIVE_TEST_STATUSES), for auto-sync. */
  readonly testStatus?: string;
  /** A FAR-type run: its bar shows the progress itself, with a sliver at 0 (doc 1 §4.1). */
  readonly far?: boolean;
}

/**
 * The width of the progress bar, in % (doc 1 §4.1): 5 while queued or just
 * started, 10 + 0.8 x progress while in progress, 100 once completed. A FAR
 * run's bar shows its progress as is, and a 0.3% sliver at 0.
 */
export function liveProgressBarWidth(input: LiveProgressInput): number {
  const group = jobStateGroup(input.state);
  if (group === 'completed') return LIVE_PROGRESS_BAR_COMPLETED_PERCENT;
  const progress = clampPercent(input.progressPercent);
  if (input.far) return progress === 0 ? LIVE_PROGRESS_BAR_FAR_SLIVER_PERCENT : progress;
  if (group === 'queued' || input.state === 'started') return LIVE_PROGRESS_BAR_QUEUED_PERCENT;
  return LIVE_PROGRESS_BAR_IN_PROGRESS_BASE_PERCENT + LIVE_PROGRESS_BAR_IN_PROGRESS_SCALE * progress;
}

function inProgressText(progressPercent: number | undefined): string {
  return progressPercent === undefined
    ? LIVE_PROGRESS_TEXTS.inProgress
    : LIVE_PROGRESS_TEXTS.inProgressPercent(Math.floor(clampPercent(progressPercent)));
}

/**
 * Whether the run was canceled, by its job state or its feed's test status:
 * it has not completed, so it reads Canceled rather than 'In Progress (100%)'
 * and 'Completed' (doc 1 §4.1 'Completed and canceled show different
 * messages'); its bar still fills, as every ended run's does.
 */
export function isCanceledProgress(input: LiveProgressInput): boolean {
  return input.state === 'canceled' || liveTestStatusOf(input.testStatus) === LIVE_TEST_STATUSES.canceled;
}

/**
 * The progress header's label (doc 1 §2.3): 'Queued', 'In Progress' or
 * 'In Progress (n%)' with n rounded down, 'In Progress (100%)' once
 * completed, 'Canceled' once canceled, and the auto-sync text while
 * resources sync.
 */
export function liveProgressLabel(input: LiveProgressInput): string {
  if (isCanceledProgress(input)) return LIVE_PROGRESS_TEXTS.canceled;
  const group = jobStateGroup(input.state);
  if (group === 'completed') return LIVE_PROGRESS_TEXTS.inProgressPercent(100);
  if (liveTestStatusOf(input.testStatus) === LIVE_TEST_STATUSES.autoSync) return LIVE_PROGRESS_TEXTS.autoSync;
  if (group === 'queued') return LIVE_PROGRESS_TEXTS.queued;
  return inProgressText(input.progressPercent);
}

export interface LiveProgressBreadcrumbs {
  /** 'Started > In Progress (n%) > Completed'. */
  readonly steps: readonly [string, string, string];
  /** How many steps the run has reached: 0 queued, 1 started, 2 in progress, 3 completed. */
  readonly reached: 0 | 1 | 2 | 3;
}

/**
 * The breadcrumbs above the bar (doc 1 §2.3). A canceled run ends at
 * 'Canceled', its middle step the progress it had, not 100%.
 */
export function liveProgressBreadcrumbs(input: LiveProgressInput): LiveProgressBreadcrumbs {
  if (isCanceledProgress(input)) {
    return {
      steps: [
        LIVE_PROGRESS_TEXTS.started,
        inProgressText(input.progressPercent),
        LIVE_PROGRESS_TEXTS.canceled,
      ],
      reached: 3,
    };
  }
  const group = jobStateGroup(input.state);
  const middle =
    group === 'completed'
      ? LIVE_PROGRESS_TEXTS.inProgressPercent(100)
      : inProgressText(input.progressPercent);
  const reached = group === 'completed' ? 3 : group === 'queued' ? 0 : input.state === 'started' ? 1 : 2;
  return { steps: [LIVE_PROGRESS_TEXTS.started, middle, LIVE_PROGRESS_TEXTS.completed], reached };
}

/**
 * A FAR run's progress in % from its chunks (doc 1 §3 FAR payload chunkId,
 * totalChunks): chunk N of M is playing; no chunk count means 0 (doc 1 §4.1).
 * @kept for the FAR family: doc 1 §2.9 (FAR live view), §4.1 (chunk progress), §5, §9 (FAR marketplaces)
 */
export function farProgressPercent(chunkId: number | undefined, totalChunks: number | undefined): number {
  if (!totalChunks || totalChunks <= 0 || !chunkId) return 0;
  return clampPercent((chunkId / totalChunks) * 100);
}

/** Case statuses that have no outcome yet (doc 1 §4.1); a case without a status is queued. */
const UNFINISHED_CASE_STATUSES: readonly TestStatus[] = ['QUEUED', 'IN_PROGRESS', 'EVALUATING_RESULT'];

export interface FunctionalRunProgress {
  readonly group: JobStateGroup;
  readonly progressPercent: number;
}

/**
 * A functional run's state and progress from its cases (doc 1 §4.1): all
 * finished gives completed, all queued gives queued, anything else in
 * progress; progress is the share of cases that are neither queued, in
 * progress nor evaluating their result.
 */
export function functionalRunProgress(caseStatuses: readonly (string | undefined)[]): FunctionalRunProgress {
  const statuses = caseStatuses.map((raw) => normalizeTestStatus(raw) ?? 'QUEUED');
  if (statuses.length === 0) return { group: 'queued', progressPercent: 0 };
  const finished = statuses.filter((status) => !UNFINISHED_CASE_STATUSES.includes(status)).length;
  const progressPercent = (finished / statuses.length) * 100;
  if (finished === statuses.length) return { group: 'completed', progressPercent };
  if (statuses.every((status) => status === 'QUEUED')) return { group: 'queued', progressPercent };
  return { group: 'inProgress', progressPercent };
}
