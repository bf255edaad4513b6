import { type LabJob } from '../jobs/lab-job.schema';
import { LIVE_RUNS_PAGE_SIZE } from './live.constant';

type FilterableJob = Pick<LabJob, 'id' | 'state' | 'labName' | 'ownerEmail' | 'scenarioName'>;

/**
 * The running-tests card list's filter (doc 1 §2.1): a job matches when its
 * id, scenario, lab, owner or state contains the text, ignoring case. Blank
 * text keeps every job.
 */
export function filterLiveRuns<J extends FilterableJob>(jobs: readonly J[], text: string): J[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...jobs];
  return jobs.filter((job) =>
    [job.id, job.scenarioName, job.labName, job.ownerEmail, job.state].some((field) =>
      field.toLowerCase().includes(wanted),
    ),
  );
}

export interface LiveRunsPage<T> {
  readonly items: T[];
  /** 1-based, moved into range. */
  readonly page: number;
  /** At least 1, so an empty list still has a page to show its empty state on. */
  readonly pageCount: number;
}

/** One page of the running-tests card list (doc 1 §2.1). */
export function pageLiveRuns<T>(
  items: readonly T[],
  page: number,
  pageSize = LIVE_RUNS_PAGE_SIZE,
): LiveRunsPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pageCount, Math.max(1, Math.floor(page) || 1));
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
