import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  RESOURCE_SYNC_API_PATHS,
  SYNC_PANEL_POLL_INTERVAL_MS,
  type SyncHistoryEntry,
  syncHistorySchema,
} from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

/** A lab's syncs, newest first; none yet is an empty list ('Sync History Unavailable'). */
export function getSyncHistory(api: ApiClient, labId: string): Promise<SyncHistoryEntry[]> {
  return api.request(RESOURCE_SYNC_API_PATHS.history(labId), { schema: syncHistorySchema });
}

export const syncHistoryQueryKey = (labId: string) => ['labs', labId, 'resources', 'syncs'] as const;

export const syncHistoryQueryOptions = (api: ApiClient, labId: string) =>
  queryOptions({ queryKey: syncHistoryQueryKey(labId), queryFn: () => getSyncHistory(api, labId) });

/** Whether the newest sync still runs on a Pi: its figures change until each part ends. */
export function newestSyncRunning(history: readonly SyncHistoryEntry[] | undefined): boolean {
  return history?.[0]?.pis.some((pi) => pi.finishedAt === null) ?? false;
}

export function useSyncHistory(labId: string) {
  return useQuery({
    ...syncHistoryQueryOptions(useApi(), labId),
    // Read again at the sync panel's polling interval (doc 1 §9) until the newest sync has ended.
    refetchInterval: (query) => (newestSyncRunning(query.state.data) ? SYNC_PANEL_POLL_INTERVAL_MS : false),
  });
}
