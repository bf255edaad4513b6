import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * /metrics counts the runs by state and family at every scrape: an index of
 * the two answers that GROUP BY from the index alone, however many runs the
 * table holds.
 */
export class JobMetricsIndex1797200000000 implements MigrationInterface {
  name = 'JobMetricsIndex1797200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX lab_jobs_state_family_idx ON lab_jobs (state, family)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX lab_jobs_state_family_idx`);
  }
}
