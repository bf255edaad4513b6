import {
  type EnvironmentConfig,
  FEDERATED_CONSOLE_CALLBACK_ROUTE,
  OAUTH_RESPONSE_TYPE,
  OAUTH_SCOPES,
  ROUTES,
} from '@oak/shared';
import { type AppConfig } from '../../config/app-config';

/**
 * OAK keeps its own user directory; these name it and the console client in
 * /config.json where the spec's console expected a hosted user pool.
 */
export const USER_POOL_ID = 'oak-users';
export const USER_POOL_WEB_CLIENT_ID = 'oak-console';
export const IDENTITY_POOL_ID = 'oak-identities';

/**
 * The environment configuration of doc 3 §3. The controller endpoint is
 * PUBLIC_URL when set, else the origin the browser used to reach the cloud,
 * as requestOrigin vouches for it; the environment is OAK_ENV (alpha unless
 * set), and loadLocal is CONSOLE_LOAD_LOCAL.
 */
export function buildEnvironmentConfig(config: AppConfig, requestOrigin: string): EnvironmentConfig {
  const origin = config.http.publicUrl ?? requestOrigin;
  return {
    env: config.environment,
    controllerEndpoint: origin,
    // The console offers 'Login With Amazon' only when federated login is configured.
    oauth: config.oidc
      ? {
          domain: new URL(config.oidc.issuer).host,
          redirectSignIn: `${origin}${FEDERATED_CONSOLE_CALLBACK_ROUTE}`,
          redirectSignOut: `${origin}${ROUTES.root}`,
          scope: [...OAUTH_SCOPES],
          responseType: OAUTH_RESPONSE_TYPE,
        }
      : null,
    userPoolId: USER_POOL_ID,
    userPoolWebClientId: USER_POOL_WEB_CLIENT_ID,
    identityPoolId: IDENTITY_POOL_ID,
    region: config.region,
    docsUrl: config.docsUrl,
    loadLocal: config.consoleLoadLocal,
  };
}
