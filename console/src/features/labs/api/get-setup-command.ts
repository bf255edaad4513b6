import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LAB_API_PATHS,
  type SetupCommandRequest,
  setupCommandQueryParams,
  setupCommandLine,
  setupCommandText,
} from '@oak/shared';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';

/**
 * The command a Pi's setup runs, as the dialog shows it (doc 2 §4, §7); an
 * answer without `cmdLine` is 'no command line returned' (doc 1 §7).
 */
export async function getSetupCommand(api: ApiClient, request: SetupCommandRequest): Promise<string> {
  const response: unknown = await api.request(LAB_API_PATHS.setupCommand(request.thingId, request.distro), {
    query: setupCommandQueryParams(request),
  });
  const cmdLine = setupCommandLine(response);
  if (!cmdLine.ok) throw new ApiRequestError({ kind: 'server', message: cmdLine.error });
  return setupCommandText(cmdLine.value, request.distro);
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
