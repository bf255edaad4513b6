import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PiResourceStatus, RESOURCE_SYNC_API_PATHS, labResourceStatusSchema } from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

/** Each Pi of a lab with its resource sync state, read once when the progress view opens. */
export function getResourceStatus(api: ApiClient, labId: string): Promise<PiResourceStatus[]> {
  return api.request(RESOURCE_SYNC_API_PATHS.status(labId), { schema: labResourceStatusSchema });
}

export const resourceStatusQueryKey = (labId: string) => ['labs', labId, 'resources', 'status'] as const;

export const resourceStatusQueryOptions = (api: ApiClient, labId: string) =>
  queryOptions({ queryKey: resourceStatusQueryKey(labId), queryFn: () => getResourceStatus(api, labId) });

export function useResourceStatus(labId: string) {
  return useQuery(resourceStatusQueryOptions(useApi(), labId));
}
