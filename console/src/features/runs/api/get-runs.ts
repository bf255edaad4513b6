import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JOBS_LIST_LIMIT, JOB_API_PATHS, type LabJob, labJobSchema } from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';

const jobsSchema = labJobSchema.array();

/**
 * A page of the company's runs, newest first (GET jobs?limit=50): the newest
 * ones, or those created at or before `before` for older pages.
 */
export function useRuns(before: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['jobs', 'all', before ?? 'newest'],
    queryFn: (): Promise<LabJob[]> =>
      api.request(JOB_API_PATHS.jobs, {
        query: {
          limit: JOBS_LIST_LIMIT,
          ...(before ? { q: JSON.stringify({ createdAt: { lte: before } }) } : {}),
        },
        schema: jobsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One run, as a link names it (the run list's ?job=). */
export function useRun(jobId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['jobs', 'one', jobId],
    enabled: Boolean(jobId),
    queryFn: (): Promise<LabJob> => api.request(JOB_API_PATHS.job(jobId!), { schema: labJobSchema }),
  });
}
