import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MANIFEST_STATE_REQUEST,
  type ManifestState,
  PI_ACK_TIMEOUT_MS,
  manifestStateSchema,
} from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';
import { postThingAction } from './post-thing-action';

/**
 * Whether a Pi holds what its prior sync selection asked for (doc 1 §4.8, §7:
 * get_manifest_state, payload type mdxirs): the Pi compares its cache with the
 * resources of the last sync submitted to it.
 */
export function getManifestState(api: ApiClient, labId: string, thingId: string): Promise<ManifestState> {
  return postThingAction(api, {
    labId,
    thingId,
    action: MANIFEST_STATE_REQUEST.action,
    body: MANIFEST_STATE_REQUEST.payload,
    ackTimeout: PI_ACK_TIMEOUT_MS,
    schema: manifestStateSchema,
  });
}

/** How long a Pi's manifest answer is shown before a new view of it asks again. */
const MANIFEST_STATE_FRESH_MS = 60_000;

export const manifestStateQueryKey = (labId: string, thingId: string) =>
  ['labs', labId, 'things', thingId, 'manifest-state'] as const;

export const manifestStateQueryOptions = (api: ApiClient, labId: string, thingId: string) =>
  queryOptions({
    queryKey: manifestStateQueryKey(labId, thingId),
    queryFn: () => getManifestState(api, labId, thingId),
    // The table's cell and the location's details share one answer: opening the details shows it,
    // and Refresh (or the end of a download) asks again. A failure shows at once.
    staleTime: MANIFEST_STATE_FRESH_MS,
    retry: false,
    retryOnMount: false,
  });

export function useManifestState(labId: string, thingId: string) {
  return useQuery(manifestStateQueryOptions(useApi(), labId, thingId));
}
