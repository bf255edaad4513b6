import { type DeepPartial, DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/run-migrations';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * Postgres for a spec that builds a service by hand on real repositories:
 * a fresh database of the spec file's own on the test Postgres, migrated
 * before its first test, every table emptied before each test, dropped after
 * the last. Answers the DataSource, to be read once the tests run.
 */
export function useTestDataSource(): () => DataSource {
  let database: TestDatabase | undefined;
  let dataSource: DataSource | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    await runMigrations(dataSource);
  });
  beforeEach(async () => {
    const tables = dataSource!.entityMetadatas.map((entity) => `"${entity.tableName}"`);
    await dataSource!.query(`TRUNCATE ${[...new Set(tables)].join(', ')} CASCADE`);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  return () => dataSource!;
}

/** Stores a spec's rows as the entity's repository saves them; answers them stored, in order. */
export function seed<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  ...rows: DeepPartial<T>[]
): Promise<T[]> {
  const repository = dataSource.getRepository(target);
  return repository.save(rows.map((row) => repository.create(row)));
}
