import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_API_PATHS, type LabJob, activeJobsQuery, labJobSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

const jobsSchema = labJobSchema.array();

export const ACTIVE_JOBS_QUERY_KEY = ['jobs', 'active'] as const;

/**
 * The running jobs of the company (doc 1 §2.1, §7 'GET jobs?q={filter JSON}&limit=50'):
 * not succeeded, failed or canceled, created from one month ago to the end of today.
 */
export function getActiveJobs(api: ApiClient, now = new Date()): Promise<LabJob[]> {
  return api.request(JOB_API_PATHS.jobs, { query: activeJobsQuery(now), schema: jobsSchema });
}

export const activeJobsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ACTIVE_JOBS_QUERY_KEY, queryFn: () => getActiveJobs(api) });

export function useActiveJobs() {
  return useQuery(activeJobsQueryOptions(useApi()));
}
