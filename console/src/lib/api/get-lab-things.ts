import { queryOptions, useQueries } from '@tanstack/react-query';
import {
  LAB_API_PATHS,
  LAB_CONTROLLER_POLL_MS,
  type Lab,
  type Pi,
  isOngoingLabControllerState,
  piSchema,
} from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

const pisSchema = piSchema.array();

/** A lab's Pis (doc 2 §7 'GET lab things'). */
export function getLabThings(api: ApiClient, labId: string): Promise<Pi[]> {
  return api.request(LAB_API_PATHS.labThings(labId), { schema: pisSchema });
}

export const labThingsQueryKey = (labId: string) => ['labs', labId, 'things'] as const;

/**
 * A lab's Pis, read again every LAB_CONTROLLER_POLL_MS while one of them
 * reports its code updating or its resources syncing (doc 1 §4.8), so the
 * screen shows when that ends.
 */
export const labThingsQueryOptions = (api: ApiClient, labId: string) =>
  queryOptions({
    queryKey: labThingsQueryKey(labId),
    queryFn: () => getLabThings(api, labId),
    refetchInterval: (query) =>
      query.state.data?.some((pi) => isOngoingLabControllerState(pi.controllerState))
        ? LAB_CONTROLLER_POLL_MS
        : false,
  });

/** The Pis of every lab, in the labs' order: all labs are pinged on load (doc 2 §4). */
export function useLabsThings(labs: readonly Lab[]) {
  const api = useApi();
  return useQueries({ queries: labs.map((lab) => labThingsQueryOptions(api, lab.id)) });
}
