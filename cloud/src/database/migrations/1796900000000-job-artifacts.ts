import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The outputs of a run's steps that Pis upload past the MQTT limit (a scan's
 * report, a capture), per job, Pi, step and name; they go with their job.
 */
export class JobArtifacts1796900000000 implements MigrationInterface {
  name = 'JobArtifacts1796900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE job_artifacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        thing_id uuid NOT NULL,
        step_key varchar(128) NOT NULL,
        name varchar(128) NOT NULL,
        content_type varchar(64) NOT NULL,
        size integer NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_artifacts_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE,
        CONSTRAINT job_artifacts_thing_id_fkey FOREIGN KEY (thing_id) REFERENCES things (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE UNIQUE INDEX job_artifacts_job_id_thing_id_step_key_name_key ON job_artifacts (job_id, thing_id, step_key, name)',
    );
    await runner.query('CREATE INDEX job_artifacts_thing_id_idx ON job_artifacts (thing_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE job_artifacts');
  }
}
