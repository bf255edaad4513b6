import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALLOWED_SCENARIOS_API_PATH, type AllowedScenario, allowedScenariosSchema } from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

export function getAllowedScenarios(api: ApiClient): Promise<AllowedScenario[]> {
  return api.request(ALLOWED_SCENARIOS_API_PATH, { schema: allowedScenariosSchema });
}

/** The allow list of the user's customer ids (doc 2 §7 'GET /api/scenarios'). */
export const allowedScenariosQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['allowed-scenarios'], queryFn: () => getAllowedScenarios(api) });

export function useAllowedScenarios() {
  return useQuery(allowedScenariosQueryOptions(useApi()));
}
