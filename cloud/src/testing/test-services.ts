/** Where the integration specs find the Postgres and Redis that the jest global setup started. */
export const TEST_ENV = 'OAK_TEST_SERVICES';

export interface TestServices {
  /** A superuser URL; specs create their own databases through it. */
  readonly postgresUrl: string;
  readonly redisUrl: string;
}

export function testServices(): TestServices {
  const raw = process.env[TEST_ENV];
  if (!raw)
    throw new Error(`${TEST_ENV} is unset: run integration specs through jest with the cloud's global setup`);
  return JSON.parse(raw) as TestServices;
}
