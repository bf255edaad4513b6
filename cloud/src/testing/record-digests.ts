import { type DataSource } from 'typeorm';

/**
 * Tables whose rows a request may legitimately change while a fuzz or fault
 * test runs: sessions seen, sign-in failures counted, the audit trail.
 */
export const VOLATILE_TABLES: ReadonlySet<string> = new Set([
  'auth_sessions',
  'audit_events',
  'users',
  'migrations',
  'typeorm_metadata',
]);

/**
 * Every row of every table with an id (labs, Pis, runs, tests, ...) but the
 * volatile ones, as `table/id` -> digest of the whole row: taken before and
 * after, it shows that nothing users made was lost or changed.
 */
export async function recordDigests(data: DataSource): Promise<Map<string, string>> {
  const tables = (
    (await data.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'id' ORDER BY table_name`,
    )) as { table_name: string }[]
  )
    .map((row) => row.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  const digests = new Map<string, string>();
  for (const table of tables) {
    const rows = (await data.query(`SELECT id::text AS id, md5(t::text) AS digest FROM "${table}" t`)) as {
      id: string;
      digest: string;
    }[];
    for (const row of rows) digests.set(`${table}/${row.id}`, row.digest);
  }
  return digests;
}

/** The rows of `before` that are gone or changed in `after`, as `table/id`. */
export function changedRecords(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  return [...before].filter(([key, digest]) => after.get(key) !== digest).map(([key]) => key);
}
