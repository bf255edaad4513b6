/** Controller environments (doc 3 §3 and §9); the default is alpha. */
export const ENVIRONMENTS = ['alpha', 'beta', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'alpha';

/** Scopes and response type of the federated login (doc 3 §7: 'scope email openid profile', 'response type CODE'). */
export const OAUTH_SCOPES = ['email', 'openid', 'profile'] as const;
export const OAUTH_RESPONSE_TYPE = 'code';

/** Path of the environment configuration the console loads first (doc 3 §3). */
export const ENVIRONMENT_CONFIG_PATH = '/config.json';
