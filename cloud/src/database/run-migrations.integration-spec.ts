import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { type TestDatabase, createTestDatabase } from '../testing/test-database';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

class CreateProbe1700000000000 implements MigrationInterface {
  name = 'CreateProbe1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    // Slow enough that a second node, without the lock, would run it concurrently and fail.
    await runner.query('SELECT pg_sleep(0.3)');
    await runner.query('CREATE TABLE probe (id int PRIMARY KEY)');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE probe');
  }
}

describe('runMigrations', () => {
  let database: TestDatabase;
  const sources: DataSource[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(sources.splice(0).map((source) => source.destroy()));
    await database.drop();
  });

  async function node(): Promise<DataSource> {
    const source = await new DataSource({
      ...dataSourceOptions(database.url),
      migrations: [CreateProbe1700000000000],
    }).initialize();
    sources.push(source);
    return source;
  }

  it('applies pending migrations exactly once when several nodes start together', async () => {
    const [a, b, c] = await Promise.all([node(), node(), node()]);
    const applied = await Promise.all([runMigrations(a), runMigrations(b), runMigrations(c)]);
    expect(applied.map((list) => list.length).sort()).toEqual([0, 0, 1]);
    const rows = await a.query('SELECT name FROM migrations');
    expect(rows).toEqual([{ name: 'CreateProbe1700000000000' }]);
  });

  it('does nothing on a database that is up to date', async () => {
    const source = await node();
    await runMigrations(source);
    expect(await runMigrations(source)).toEqual([]);
  });

  it('never synchronises the schema from entities', () => {
    expect(dataSourceOptions('postgres://x/y')).toMatchObject({ synchronize: false, migrationsRun: false });
  });
});
