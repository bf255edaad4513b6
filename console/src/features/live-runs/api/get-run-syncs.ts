import { useQuery } from '@tanstack/react-query';
import {
  RESOURCE_SYNC_API_PATHS,
  SYNC_PANEL_POLL_INTERVAL_MS,
  type SyncHistoryEntry,
  syncHistorySchema,
} from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';

/**
 * A run's own resource syncs (its auto-sync), newest first, read again at the
 * sync panel's polling interval (doc 1 §9) while a Pi's part has not ended,
 * or none has begun and the run has not finished (issue 29: the run's, not
 * every sync of its lab).
 */
export function useRunSyncs(jobId: string, finished: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['jobs', jobId, 'resource-syncs'],
    queryFn: (): Promise<SyncHistoryEntry[]> =>
      api.request(RESOURCE_SYNC_API_PATHS.run(jobId), { schema: syncHistorySchema }),
    refetchInterval: (query) => {
      const syncs = query.state.data;
      // A finished run syncs nothing more: what it has is all there is.
      const waiting = !syncs?.length && !finished;
      const running = syncs?.some((sync) => sync.pis.some((pi) => pi.finishedAt === null)) ?? false;
      return waiting || running ? SYNC_PANEL_POLL_INTERVAL_MS : false;
    },
  });
}
