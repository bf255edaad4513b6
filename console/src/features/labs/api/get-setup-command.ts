import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LAB_API_PATHS,
  type SetupCommandRequest,
  setupCommandQueryParams,
  setupCommandResponseSchema,
  setupCommandText,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

/** The command a Pi's setup runs, as the dialog shows it (doc 2 §4, §7). */
export async function getSetupCommand(api: ApiClient, request: SetupCommandRequest): Promise<string> {
  const { cmdLine } = await api.request(LAB_API_PATHS.setupCommand(request.thingId, request.distro), {
    query: setupCommandQueryParams(request),
    schema: setupCommandResponseSchema,
  });
  return setupCommandText(cmdLine, request.distro);
}

export const setupCommandQueryOptions = (api: ApiClient, request: SetupCommandRequest) =>
  queryOptions({
    queryKey: ['setup-command', request],
    queryFn: () => getSetupCommand(api, request),
    // Each opening of the dialog asks again; a failure shows at once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useSetupCommand(request: SetupCommandRequest) {
  return useQuery(setupCommandQueryOptions(useApi(), request));
}
