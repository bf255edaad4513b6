import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_SYNC_API_PATHS, type SyncSuiteOption, syncOptionsResponseSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

/** The sync option catalogue: suite, its scenario types, their locales (doc 1 §3). */
export async function getSyncOptions(api: ApiClient): Promise<readonly SyncSuiteOption[]> {
  return api.request(RESOURCE_SYNC_API_PATHS.options, { schema: syncOptionsResponseSchema });
}

export const syncOptionsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['resources', 'sync-options'],
    queryFn: () => getSyncOptions(api),
    // The catalogue changes only with a release.
    staleTime: Infinity,
  });

export function useSyncOptions() {
  return useQuery(syncOptionsQueryOptions(useApi()));
}
