import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Test runs on labs (doc 1 §3 'Lab job'). */
export class LabJobs1795700000000 implements MigrationInterface {
  name = 'LabJobs1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE lab_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        lab_id uuid NOT NULL,
        lab_name varchar(200) NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'requested',
        options text NOT NULL,
        mapping text NOT NULL,
        owner_email varchar(320) NOT NULL,
        send_completion_email boolean NOT NULL DEFAULT false,
        scenario_name varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lab_jobs_state_check CHECK (state IN ('requested', 'running', 'loading', 'started', 'inprogress', 'paused', 'resume', 'completed', 'succeeded', 'failed', 'canceled')),
        CONSTRAINT lab_jobs_company_id_fkey FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE RESTRICT,
        CONSTRAINT lab_jobs_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE INDEX lab_jobs_company_id_created_at_idx ON lab_jobs (company_id, created_at)',
    );
    await runner.query('CREATE INDEX lab_jobs_lab_id_state_idx ON lab_jobs (lab_id, state)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE lab_jobs');
  }
}
