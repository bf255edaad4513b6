import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testServices } from './test-services';

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the test Postgres, for one spec. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = new URL(testServices().postgresUrl);
  const name = `oak_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** Runs SQL as the superuser on the test cluster's maintenance database. */
export async function withAdmin<T>(url: URL, work: (client: Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
