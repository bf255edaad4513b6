import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** What each optional DUT of a run made of each utterance, beside the DUT's own results. */
export class OptionalDutResults1795900000000 implements MigrationInterface {
  name = 'OptionalDutResults1795900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE job_optional_dut_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        trial_index integer NOT NULL,
        dut_tag varchar(64) NOT NULL,
        heard boolean NOT NULL,
        responded boolean NOT NULL,
        heard_text text,
        response_text text,
        intent varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_optional_dut_results_job_trial_dut_key UNIQUE (job_id, trial_index, dut_tag),
        CONSTRAINT job_optional_dut_results_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE job_optional_dut_results');
  }
}
