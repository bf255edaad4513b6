import { type EnvironmentConfig } from '@oak/shared';
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
 * PUBLIC_URL when set, else the origin the browser used to reach the cloud.
 */
export function buildEnvironmentConfig(config: AppConfig, requestOrigin: string): EnvironmentConfig {
  return {
    env: config.environment,
    controllerEndpoint: config.http.publicUrl ?? requestOrigin,
    // Federated login is configured by the identity issue; until then none is offered.
    oauth: null,
    userPoolId: USER_POOL_ID,
    userPoolWebClientId: USER_POOL_WEB_CLIENT_ID,
    identityPoolId: IDENTITY_POOL_ID,
    region: config.region,
  };
}
