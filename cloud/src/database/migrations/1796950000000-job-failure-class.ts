import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Whose fault a failed run is (issue 28): the lab's, the device's, the
 * test's or OAK's own, so an operator knows whom to call. Only a failed job
 * has one.
 */
export class JobFailureClass1796950000000 implements MigrationInterface {
  name = 'JobFailureClass1796950000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE lab_jobs
        ADD COLUMN failure_class varchar(8),
        ADD CONSTRAINT lab_jobs_failure_class_check
          CHECK (failure_class IN ('lab', 'device', 'test', 'oak')),
        ADD CONSTRAINT lab_jobs_failure_class_failed_check
          CHECK (failure_class IS NULL OR state = 'failed')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lab_jobs DROP COLUMN failure_class');
  }
}
