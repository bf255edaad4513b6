import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Reference-mic recordings uploaded by the Pis, per company and lab (doc 1 §2.6). */
export class Recordings1796200000000 implements MigrationInterface {
  name = 'Recordings1796200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE recordings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        lab_id uuid NOT NULL,
        thing_id uuid NOT NULL,
        file_name varchar(132) NOT NULL,
        size integer NOT NULL,
        duration_ms integer NOT NULL,
        sample_rate integer NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recordings_company_id_fkey FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
        CONSTRAINT recordings_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs (id) ON DELETE CASCADE,
        CONSTRAINT recordings_thing_id_fkey FOREIGN KEY (thing_id) REFERENCES things (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE UNIQUE INDEX recordings_thing_id_file_name_key ON recordings (thing_id, file_name)',
    );
    await runner.query('CREATE INDEX recordings_lab_id_idx ON recordings (lab_id)');
    await runner.query('CREATE INDEX recordings_created_at_idx ON recordings (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE recordings');
  }
}
