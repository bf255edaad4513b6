import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The run a resource sync was made for (issue 29), so a run's details list
 * its own syncs and not every sync its lab ever had; none for a sync chosen
 * on the Labs screen. A run that is deleted leaves its syncs in the lab's history.
 */
export class ResourceSyncJob1797100000000 implements MigrationInterface {
  name = 'ResourceSyncJob1797100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE resource_syncs
        ADD COLUMN job_id uuid,
        ADD CONSTRAINT resource_syncs_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE SET NULL`);
    await runner.query('CREATE INDEX resource_syncs_job_id_idx ON resource_syncs (job_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE resource_syncs DROP COLUMN job_id');
  }
}
