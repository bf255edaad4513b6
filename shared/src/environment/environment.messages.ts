/** Messages of the environment configuration (doc 3 §8). */
export const ENVIRONMENT_MESSAGES = {
  apiHostMissing: 'API host is missing',
} as const;
