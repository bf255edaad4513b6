import { useQuery } from '@tanstack/react-query';
import { JOB_API_PATHS, type Lab, labSchema } from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';
import { labThingsQueryOptions } from '../../../lib/api/get-lab-things';

/** The lab a job runs on (doc 1 §7 'GET jobs/{id}/lab'), and its Pis. */
export function useJobLab(jobId: string) {
  const api = useApi();
  const lab = useQuery({
    queryKey: ['jobs', jobId, 'lab'],
    queryFn: (): Promise<Lab> => api.request(JOB_API_PATHS.lab(jobId), { schema: labSchema }),
  });
  const things = useQuery({ ...labThingsQueryOptions(api, lab.data?.id ?? ''), enabled: lab.isSuccess });
  return { lab, things };
}
