import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RESOURCE_SYNC_API_PATHS,
  type ResourceSyncRequest,
  type SubmittedSync,
  submittedSyncSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { labThingsQueryKey } from '../../../lib/api/get-lab-things';
import { resourceStatusQueryKey } from '../../../lib/api/get-resource-status';
import { syncHistoryQueryKey } from '../../../lib/api/get-sync-history';

/**
 * Submits a resource sync (doc 1 §5): the scenario types' resources in the
 * locales to the Pis at the locations. A refusal throws an ApiRequestError
 * with the cloud's message: a missing choice, an offline location, a locked lab.
 */
export function submitResourceSync(
  api: ApiClient,
  labId: string,
  request: ResourceSyncRequest,
): Promise<SubmittedSync> {
  return api.request(RESOURCE_SYNC_API_PATHS.submit(labId), {
    method: 'POST',
    body: request,
    schema: submittedSyncSchema,
  });
}

/** Submits a lab's sync; on success its progress, history and Pis are read again. */
export function useSubmitResourceSync(labId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ResourceSyncRequest) => submitResourceSync(api, labId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceStatusQueryKey(labId) }),
        queryClient.invalidateQueries({ queryKey: syncHistoryQueryKey(labId) }),
        // Its Pis now report their resources syncing (doc 1 §4.8).
        queryClient.invalidateQueries({ queryKey: labThingsQueryKey(labId) }),
      ]),
  });
}
