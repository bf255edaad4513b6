import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Resource syncs of a lab, each Pi's part in them, and the resources each Pi is to hold. */
export class ResourceSyncs1795600000000 implements MigrationInterface {
  name = 'ResourceSyncs1795600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE things ADD COLUMN desired_resources jsonb');
    await runner.query(`
      CREATE TABLE resource_syncs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lab_id uuid NOT NULL,
        requested_by varchar(320) NOT NULL,
        locales jsonb NOT NULL,
        locations jsonb NOT NULL,
        manifests jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT resource_syncs_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE INDEX resource_syncs_lab_id_created_at_idx ON resource_syncs (lab_id, created_at)',
    );
    await runner.query(`
      CREATE TABLE resource_sync_things (
        sync_id uuid NOT NULL,
        thing_id uuid NOT NULL,
        location varchar(64) NOT NULL,
        file_count integer NOT NULL,
        total_bytes bigint NOT NULL,
        state varchar(32) NOT NULL DEFAULT 'queued',
        completed integer NOT NULL DEFAULT 0,
        failed integer NOT NULL DEFAULT 0,
        completed_bytes bigint NOT NULL DEFAULT 0,
        finished_at timestamptz,
        PRIMARY KEY (sync_id, thing_id),
        CONSTRAINT resource_sync_things_sync_id_fkey FOREIGN KEY (sync_id) REFERENCES resource_syncs (id) ON DELETE CASCADE,
        CONSTRAINT resource_sync_things_thing_id_fkey FOREIGN KEY (thing_id) REFERENCES things (id) ON DELETE CASCADE
      )`);
    await runner.query('CREATE INDEX resource_sync_things_thing_id_idx ON resource_sync_things (thing_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE resource_sync_things');
    await runner.query('DROP TABLE resource_syncs');
    await runner.query('ALTER TABLE things DROP COLUMN desired_resources');
  }
}
