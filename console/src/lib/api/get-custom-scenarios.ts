import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CUSTOM_SCENARIOS_API_PATH,
  CUSTOM_SCENARIOS_PAGE_SIZE,
  type CustomScenario,
  customScenarioListQuery,
  customScenarioSchema,
} from '@oak/shared';
import { type ApiClient } from '../api-client';
import { useApi } from '../ApiProvider';

const customScenariosSchema = customScenarioSchema.array();

/** A bound on the pages read, so a server that always answers a full page cannot loop forever. */
const MAX_LIST_PAGES = 100;

/**
 * Every user-defined test of the company (doc 2 §7 'GET /api/customscenarios'):
 * the list pages by CUSTOM_SCENARIOS_PAGE_SIZE, so pages are read with `skip`
 * until one is not full, and the library sorts the whole list by name.
 */
export async function getCustomScenarios(
  api: ApiClient,
  options: { readonly availableOnly?: boolean } = {},
): Promise<CustomScenario[]> {
  const all: CustomScenario[] = [];
  for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
    const query = customScenarioListQuery({ ...options, skip: all.length });
    const batch = await api.request(CUSTOM_SCENARIOS_API_PATH, {
      ...(Object.keys(query).length ? { query } : {}),
      schema: customScenariosSchema,
    });
    all.push(...batch);
    if (batch.length < CUSTOM_SCENARIOS_PAGE_SIZE) break;
  }
  return all;
}

export const customScenariosQueryKey = ['custom-scenarios'] as const;

export const customScenariosQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: customScenariosQueryKey, queryFn: () => getCustomScenarios(api) });

export function useCustomScenarios() {
  return useQuery(customScenariosQueryOptions(useApi()));
}

/**
 * The tests the wizard may run, those AVAILABLE (doc 2 §7: q filter state
 * AVAILABLE), read only for a user allowed them; under the library's key, so
 * a save or a delete reads them again.
 */
export function useAvailableCustomScenarios(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...customScenariosQueryKey, 'available'],
    queryFn: () => getCustomScenarios(api, { availableOnly: true }),
    enabled,
  });
}
