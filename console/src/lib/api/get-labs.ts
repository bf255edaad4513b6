import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAB_API_PATHS, LAB_MESSAGES, type Lab, labSchema, labsFetchError } from '@oak/shared';
import { ApiRequestError, type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

const labsSchema = labSchema.array();

/**
 * The labs of the user's company (doc 2 §7 'GET labs list'). A failure says
 * why as doc 1 §8 and doc 3 §8 word it: 'No labs found' for an answer without
 * data, the service error, or the network error, which is logged as 'Error
 * encountered while fetching labs'.
 */
export async function getLabs(api: ApiClient): Promise<Lab[]> {
  try {
    return await api.request(LAB_API_PATHS.labs, { schema: labsSchema });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.error.kind === 'network') console.error(LAB_MESSAGES.errorFetchingLabs, error);
    throw new ApiRequestError(labsFetchError(error.error));
  }
}

export const labsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['labs'], queryFn: () => getLabs(api) });

export function useLabs() {
  return useQuery(labsQueryOptions(useApi()));
}
