import { JOB_API_PATHS, type JobStateRequest, type LabJob, labJobSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

/** Terminate (canceled) or resume a run (doc 1 §7 'PUT jobs/{id}'). */
export function putJobState(api: ApiClient, jobId: string, state: JobStateRequest): Promise<LabJob> {
  return api.request(JOB_API_PATHS.job(jobId), { method: 'PUT', body: { state }, schema: labJobSchema });
}
