import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Runs of lab jobs: their timing and status, and every utterance's result (the run's checkpoint). */
export class JobRuns1795800000000 implements MigrationInterface {
  name = 'JobRuns1795800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE lab_jobs
        ADD COLUMN test_status varchar(64),
        ADD COLUMN started_at timestamptz,
        ADD COLUMN finished_at timestamptz,
        ADD COLUMN error text`);
    await runner.query(`
      CREATE TABLE job_utterance_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        trial_index integer NOT NULL,
        scenario_type varchar(64) NOT NULL,
        speech_location varchar(64) NOT NULL,
        noise varchar(64),
        file_name varchar(255) NOT NULL,
        transcript text NOT NULL,
        expected_response varchar(200),
        heard boolean NOT NULL,
        responded boolean NOT NULL,
        heard_text text,
        response_text text,
        intent varchar(200),
        played_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_utterance_results_job_id_trial_index_key UNIQUE (job_id, trial_index),
        CONSTRAINT job_utterance_results_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE
      )`);
    await runner.query('CREATE INDEX job_utterance_results_job_id_idx ON job_utterance_results (job_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE job_utterance_results');
    await runner.query(`
      ALTER TABLE lab_jobs
        DROP COLUMN test_status,
        DROP COLUMN started_at,
        DROP COLUMN finished_at,
        DROP COLUMN error`);
  }
}
