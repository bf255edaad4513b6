import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** User-defined tests and their uploaded files (doc 2 §3, §7). */
export class CustomScenarios1796000000000 implements MigrationInterface {
  name = 'CustomScenarios1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE custom_scenarios (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        name varchar(30) NOT NULL,
        state varchar(32) NOT NULL,
        config text NOT NULL,
        validation jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT custom_scenarios_company_id_fkey FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE UNIQUE INDEX custom_scenarios_company_id_name_key ON custom_scenarios (company_id, name)',
    );
    await runner.query(`
      CREATE TABLE custom_scenario_files (
        scenario_id uuid NOT NULL,
        kind varchar(32) NOT NULL,
        file_name varchar(255) NOT NULL,
        size integer NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scenario_id, kind),
        CONSTRAINT custom_scenario_files_scenario_id_fkey FOREIGN KEY (scenario_id) REFERENCES custom_scenarios (id) ON DELETE CASCADE
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE custom_scenario_files');
    await runner.query('DROP TABLE custom_scenarios');
  }
}
