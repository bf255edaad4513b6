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

  it('gives the jobs stored before the family column the family each was played as', async () => {
    // The API tokens, the metrics' index, the syncs' runs, the verdict, the failure class and the job
    // artifacts came after the family: undone first, and made again below.
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    const [company] = (await dataSource.query(
      `INSERT INTO companies (name) VALUES ('Family Backfill') RETURNING id`,
    )) as { id: string }[];
    const [lab] = (await dataSource.query(
      `INSERT INTO labs (name, company_id) VALUES ('Backfill Lab', $1) RETURNING id`,
      [company!.id],
    )) as { id: string }[];
    const stored = {
      acm: { testSuite: 'AQTUDTV2', executionOrder: ['CALLING'], testOptions: { scenarioType: 'CUSTOM' } },
      functional: { testSuite: 'AQTFunctional', testOptions: { scenarioType: 'FUNC_ALL' } },
      mobileFunctional: {
        testSuite: 'AVSCertMobile',
        executionOrder: ['MOBILE_FUNCTIONAL'],
        testOptions: { scenarioType: 'CUSTOM' },
      },
      acoustic: { testSuite: 'AVSCertSimulation', executionOrder: ['AC_NEAR_FIELD'], testOptions: {} },
    };
    for (const [name, options] of Object.entries(stored)) {
      await dataSource.query(
        `INSERT INTO lab_jobs (company_id, lab_id, lab_name, options, mapping, owner_email, scenario_name)
         VALUES ($1, $2, 'Backfill Lab', $3, '{}', 'ana@acme.test', $4)`,
        [company!.id, lab!.id, JSON.stringify(options), name],
      );
    }
    expect(await runMigrations(dataSource)).toHaveLength(7);
    expect(
      await dataSource.query(
        `SELECT scenario_name AS name, family FROM lab_jobs WHERE lab_id = $1 ORDER BY 1`,
        [lab!.id],
      ),
    ).toEqual([
      { name: 'acm', family: 'acm' },
      { name: 'acoustic', family: 'acoustic' },
      { name: 'functional', family: 'functional' },
      { name: 'mobileFunctional', family: 'functional' },
    ]);
    await dataSource.query(`DELETE FROM lab_jobs WHERE lab_id = $1`, [lab!.id]);
  });

  it('stores a verdict only with the end it goes with (issue 29): passed with succeeded, failed with a test failure', async () => {
    const [company] = (await dataSource.query(
      `INSERT INTO companies (name) VALUES ('Verdicts') RETURNING id`,
    )) as { id: string }[];
    const [lab] = (await dataSource.query(
      `INSERT INTO labs (name, company_id) VALUES ('Verdict Lab', $1) RETURNING id`,
      [company!.id],
    )) as { id: string }[];
    const job = (state: string, failureClass: string | null, verdict: string | null) =>
      dataSource.query(
        `INSERT INTO lab_jobs (company_id, lab_id, lab_name, options, mapping, owner_email, scenario_name,
                               family, state, failure_class, verdict)
         VALUES ($1, $2, 'Verdict Lab', '{}', '{}', 'ana@acme.test', 'v', 'acm', $3, $4, $5)`,
        [company!.id, lab!.id, state, failureClass, verdict],
      );
    await job('succeeded', null, 'passed');
    await job('failed', 'test', 'failed');
    await job('failed', 'lab', null);
    await job('succeeded', null, null);
    await job('inprogress', null, null);
    await expect(job('succeeded', null, 'maybe')).rejects.toThrow(/lab_jobs_verdict_check/);
    await expect(job('failed', 'lab', 'passed')).rejects.toThrow(/lab_jobs_verdict_passed_check/);
    await expect(job('canceled', null, 'passed')).rejects.toThrow(/lab_jobs_verdict_passed_check/);
    await expect(job('failed', 'device', 'failed')).rejects.toThrow(/lab_jobs_verdict_failed_check/);
    await expect(job('succeeded', null, 'failed')).rejects.toThrow(/lab_jobs_verdict_failed_check/);
    await expect(job('failed', 'test', null)).rejects.toThrow(/lab_jobs_verdict_failed_check/);
    await dataSource.query(`DELETE FROM lab_jobs WHERE lab_id = $1`, [lab!.id]);
  });

  it('migrates down and up again', async () => {
    const notifiers = `SELECT count(*)::int AS count FROM pg_proc WHERE proname LIKE 'oak_notify_%'`;
    const actions = `SELECT to_regclass('job_actions') IS NOT NULL AS present`;
    expect(await dataSource.query(notifiers)).toEqual([{ count: 3 }]);
    expect(await dataSource.query(actions)).toEqual([{ present: true }]);
    const mailColumn = `SELECT count(*)::int AS count FROM information_schema.columns
      WHERE table_name = 'lab_jobs' AND column_name = 'completion_mail_sent_at'`;
    expect(await dataSource.query(mailColumn)).toEqual([{ count: 1 }]);
    const failureClassColumn = `SELECT count(*)::int AS count FROM information_schema.columns
      WHERE table_name = 'lab_jobs' AND column_name = 'failure_class'`;
    expect(await dataSource.query(failureClassColumn)).toEqual([{ count: 1 }]);
    const verdictColumn = `SELECT count(*)::int AS count FROM information_schema.columns
      WHERE table_name = 'lab_jobs' AND column_name = 'verdict'`;
    expect(await dataSource.query(verdictColumn)).toEqual([{ count: 1 }]);
    const syncJobColumn = `SELECT count(*)::int AS count FROM information_schema.columns
      WHERE table_name = 'resource_syncs' AND column_name = 'job_id'`;
    expect(await dataSource.query(syncJobColumn)).toEqual([{ count: 1 }]);
    const metricsIndex = `SELECT to_regclass('lab_jobs_state_family_idx') IS NOT NULL AS present`;
    expect(await dataSource.query(metricsIndex)).toEqual([{ present: true }]);
    const apiTokens = `SELECT to_regclass('api_tokens') IS NOT NULL AS present`;
    expect(await dataSource.query(apiTokens)).toEqual([{ present: true }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The API tokens go; the metrics' index stays.
    expect(await dataSource.query(apiTokens)).toEqual([{ present: false }]);
    expect(await dataSource.query(metricsIndex)).toEqual([{ present: true }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The metrics' index goes; the syncs' runs stay.
    expect(await dataSource.query(metricsIndex)).toEqual([{ present: false }]);
    expect(await dataSource.query(syncJobColumn)).toEqual([{ count: 1 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The syncs' runs go; the verdict stays.
    expect(await dataSource.query(syncJobColumn)).toEqual([{ count: 0 }]);
    expect(await dataSource.query(verdictColumn)).toEqual([{ count: 1 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The verdict goes with its CHECKs; the failure class stays.
    expect(await dataSource.query(verdictColumn)).toEqual([{ count: 0 }]);
    expect(await dataSource.query(failureClassColumn)).toEqual([{ count: 1 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The failure class goes with its CHECKs; the artifacts and the family stay.
    expect(await dataSource.query(failureClassColumn)).toEqual([{ count: 0 }]);
    const artifacts = `SELECT to_regclass('job_artifacts') IS NOT NULL AS present`;
    expect(await dataSource.query(artifacts)).toEqual([{ present: true }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query(artifacts)).toEqual([{ present: false }]);
    const familyColumn = `SELECT count(*)::int AS count FROM information_schema.columns
      WHERE table_name = 'lab_jobs' AND column_name = 'family'`;
    expect(await dataSource.query(familyColumn)).toEqual([{ count: 1 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query(familyColumn)).toEqual([{ count: 0 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The job actions go with their notifier and the trigger on lab_jobs.
    expect(await dataSource.query(actions)).toEqual([{ present: false }]);
    expect(await dataSource.query(notifiers)).toEqual([{ count: 2 }]);
    await dataSource.undoLastMigration({ transaction: 'each' });
    await dataSource.undoLastMigration({ transaction: 'each' });
    // The ten newest migrations (the API tokens, the metrics' index, the syncs' runs, verdict, failure class, job artifacts,
    // job family, job actions, completion mail, revocation notices) are undone; the ones before stay.
    expect(await dataSource.query(mailColumn)).toEqual([{ count: 0 }]);
    expect(await dataSource.query(notifiers)).toEqual([{ count: 0 }]);
    expect(await dataSource.query(`SELECT to_regclass('audit_events') IS NOT NULL AS kept`)).toEqual([
      { kept: true },
    ]);
    expect(await runMigrations(dataSource)).toHaveLength(10);
  });
});
