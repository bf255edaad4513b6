import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  ENVIRONMENT_CONFIG_PATH,
  type EnvironmentConfig,
  environmentConfigSchema,
  withLocalConfiguration,
} from '@oak/shared';

/** Thrown when /config.json names no controller endpoint (doc 3 §8 'API host is missing'). */
export class ApiHostMissingError extends Error {}

/**
 * /config.json (doc 3 §3), as the console works with it: when it says
 * loadLocal, the local configuration is swapped in, whose controller endpoint
 * is the origin the console was loaded from (`consoleOrigin`).
 */
export async function getEnvironmentConfig(
  consoleOrigin: string = window.location.origin,
): Promise<EnvironmentConfig> {
  const response = await fetch(ENVIRONMENT_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`${ENVIRONMENT_CONFIG_PATH} answered ${response.status} ${response.statusText}`.trim());
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new ApiHostMissingError();
  const config = withLocalConfiguration(
    body as { readonly loadLocal?: unknown; readonly controllerEndpoint?: unknown },
    consoleOrigin,
  );
  if (!config.controllerEndpoint) throw new ApiHostMissingError();
  return environmentConfigSchema.parse(config);
}

export const environmentConfigQueryOptions = queryOptions({
  queryKey: ['environment-config'],
  queryFn: () => getEnvironmentConfig(),
  staleTime: Infinity,
  retry: (failures, error) => !(error instanceof ApiHostMissingError) && failures < 2,
});

/** The loaded environment configuration; only below EnvironmentGate. */
export function useEnvironmentConfig(): EnvironmentConfig {
  return useSuspenseQuery(environmentConfigQueryOptions).data;
}
