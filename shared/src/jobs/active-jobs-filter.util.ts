import { FINISHED_JOB_STATES } from '../statuses/job-states.constant';
import { JOBS_LIST_LIMIT, JOBS_LIST_WINDOW_MONTHS } from './job.constant';
import { type QueryFilter } from './query-filter.schema';

/** The job fields `GET /api/jobs?q=` may filter on (chosen: the lab job's own scalar fields, doc 1 §3). */
export const JOB_QUERY_FILTER_FIELDS = [
  'id',
  'state',
  'labName',
  'ownerEmail',
  'scenarioName',
  'createdAt',
] as const;
export type JobQueryFilterField = (typeof JOB_QUERY_FILTER_FIELDS)[number];

/** The same moment `months` calendar months earlier, in UTC, on the month's last day when it is shorter. */
function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** The last millisecond of `now`'s day; days are UTC days, like the start times the live views show. */
function endOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59, 59, 999));
}

/**
 * The filter of the Live Runs job list (doc 1 §2.1, §7): jobs not yet
 * succeeded, failed or canceled, created from one month ago to the end of today.
 */
export function buildActiveJobsFilter(now: Date): QueryFilter<JobQueryFilterField> {
  return {
    state: { nin: [...FINISHED_JOB_STATES] },
    createdAt: {
      gte: monthsBefore(now, JOBS_LIST_WINDOW_MONTHS).toISOString(),
      lte: endOfUtcDay(now).toISOString(),
    },
  };
}

/** The query of `GET jobs?q={filter JSON}&limit=50` (doc 1 §7). */
export function activeJobsQuery(now: Date): { q: string; limit: number } {
  return { q: JSON.stringify(buildActiveJobsFilter(now)), limit: JOBS_LIST_LIMIT };
}
