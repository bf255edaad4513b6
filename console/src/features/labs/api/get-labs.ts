import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAB_API_PATHS, type Lab, labSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

const labsSchema = labSchema.array();

/** The labs of the user's company (doc 2 §7 'GET labs list'). */
export function getLabs(api: ApiClient): Promise<Lab[]> {
  return api.request(LAB_API_PATHS.labs, { schema: labsSchema });
}

export const labsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['labs'], queryFn: () => getLabs(api) });

export function useLabs() {
  return useQuery(labsQueryOptions(useApi()));
}
