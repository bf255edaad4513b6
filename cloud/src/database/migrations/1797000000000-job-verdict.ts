import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A run's verdict by its family's score (issue 29), apart from its state:
 * passed or failed, stored once the run has played to its end, so null for a
 * run still going, one that failed before its end or was canceled, and the
 * runs ended before it. A passed run succeeded; a failed verdict fails the run
 * as a test failure, and a test failure always has one.
 */
export class JobVerdict1797000000000 implements MigrationInterface {
  name = 'JobVerdict1797000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE lab_jobs
        ADD COLUMN verdict varchar(8),
        ADD CONSTRAINT lab_jobs_verdict_check CHECK (verdict IN ('passed', 'failed')),
        ADD CONSTRAINT lab_jobs_verdict_passed_check
          CHECK (verdict IS DISTINCT FROM 'passed' OR state = 'succeeded'),
        ADD CONSTRAINT lab_jobs_verdict_failed_check
          CHECK ((verdict IS NOT DISTINCT FROM 'failed') = (failure_class IS NOT DISTINCT FROM 'test'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lab_jobs DROP COLUMN verdict');
  }
}
