import { withSessionExpiredQuery } from '@oak/shared';
import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { useEnvironmentConfig } from './api/get-environment-config';
import { sessionStore } from './session-store';
import { type ApiClient, createApiClient } from './api-client';
import { reloadTo } from './browser-navigation';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * A 401 means the session expired: sign out and reload with
 * sessionExpired=true, which the sign-in screen explains (doc 3 §4).
 */
export function expireSession(): void {
  sessionStore.clear();
  reloadTo(withSessionExpiredQuery(window.location.href));
}

export function ApiProvider({ children }: { children: ReactNode }) {
  const { controllerEndpoint } = useEnvironmentConfig();
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: controllerEndpoint,
        getSession: sessionStore.load,
        onSessionExpired: expireSession,
      }),
    [controllerEndpoint],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi is used outside ApiProvider');
  return client;
}
