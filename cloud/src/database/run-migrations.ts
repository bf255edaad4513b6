import { type DataSource, type Migration } from 'typeorm';

/** Arbitrary but fixed: every OAK node takes the same lock before migrating. */
const MIGRATION_LOCK_ID = 7_346_201;

/**
 * Applies pending migrations while holding a Postgres advisory lock, so that
 * several cloud nodes starting at once migrate exactly once between them.
 */
export async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await runner.release();
  }
}
