/** Messages of the environment configuration (doc 3 §8). */
export const ENVIRONMENT_MESSAGES = {
  apiHostMissing: 'API host is missing',
  /**
   * OAK's own: a request named a host that is not this machine's, and no
   * PUBLIC_URL or trusted proxy says which is (a forged Host header must not
   * become the API host the console or a Pi is told to use).
   */
  unknownHost:
    'This OAK does not answer to that host name. Its operator sets PUBLIC_URL to the address users reach it at.',
} as const;
