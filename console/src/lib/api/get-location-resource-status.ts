import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_SYNC_API_PATHS } from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';
import { type PiResourceStatus, piResourceStatusSchema } from '@oak/shared';

/**
 * The download in progress at one location of a lab, at the Pi `thingId`
 * names there (several booths may stand at one location); none running is a
 * 404 with 'There is no resource download in progress for this location.' (doc 1 §8).
 */
export function getLocationResourceStatus(
  api: ApiClient,
  labId: string,
  location: string,
  thingId?: string,
): Promise<PiResourceStatus> {
  return api.request(RESOURCE_SYNC_API_PATHS.locationStatus(labId, location, thingId), {
    schema: piResourceStatusSchema,
  });
}

export const locationResourceStatusQueryOptions = (
  api: ApiClient,
  labId: string,
  location: string,
  thingId?: string,
) =>
  queryOptions({
    queryKey: ['labs', labId, 'resources', 'status', location, thingId ?? null],
    queryFn: () => getLocationResourceStatus(api, labId, location, thingId),
    // Each opening of the details asks again; 'no download in progress' shows at once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useLocationResourceStatus(labId: string, location: string, thingId?: string) {
  return useQuery(locationResourceStatusQueryOptions(useApi(), labId, location, thingId));
}
