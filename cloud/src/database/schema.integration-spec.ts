import { DataSource } from 'typeorm';
import { type TestDatabase, createTestDatabase } from '../testing/test-database';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

describe('the database schema', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    await runMigrations(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('is exactly what the entities describe once every migration ran', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('migrates down and up again', async () => {
    const notifiers = `SELECT count(*)::int AS count FROM pg_proc WHERE proname LIKE 'oak_notify_%'`;
    const actions = `SELECT to_regclass('job_actions') IS NOT NULL AS present`;
    expect(await dataSource.query(notifiers)).toEqual([{ count: 3 }]);
    expect(await dataSource.query(actions)).toEqual([{ present: true }]);
    const mailColumn = `SELECT count(*)::int AS count FROM information_schema.columns
      WHERE table_name = 'lab_jobs' AND column_name = 'completion_mail_sent_at'`;
    expect(await dataSource.query(mailColumn)).toEqual([{ count: 1 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The job actions go with their notifier and the trigger on lab_jobs.
    expect(await dataSource.query(actions)).toEqual([{ present: false }]);
    expect(await dataSource.query(notifiers)).toEqual([{ count: 2 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The three newest migrations (job actions, completion mail, revocation notices) are undone; the ones before stay.
    expect(await dataSource.query(mailColumn)).toEqual([{ count: 0 }]);
    expect(await dataSource.query(notifiers)).toEqual([{ count: 0 }]);
    expect(await dataSource.query(`SELECT to_regclass('audit_events') IS NOT NULL AS kept`)).toEqual([
      { kept: true },
    ]);
    expect(await runMigrations(dataSource)).toHaveLength(3);
  });
});
