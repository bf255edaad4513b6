import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Labs, their Pis (things) with presence and reported shadow, Pi MQTT credentials and setup tokens. */
export class Labs1795500000000 implements MigrationInterface {
  name = 'Labs1795500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE labs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        company_id uuid NOT NULL,
        address varchar(500),
        region varchar(64),
        lock smallint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT labs_company_id_fkey FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE RESTRICT,
        CONSTRAINT labs_lock_check CHECK (lock IN (0, 1))
      )`);
    await runner.query('CREATE UNIQUE INDEX labs_company_id_name_key ON labs (company_id, name)');
    await runner.query(`
      CREATE TABLE things (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        lab_id uuid NOT NULL,
        name varchar(128) NOT NULL,
        thing_name varchar(128) NOT NULL,
        location varchar(64),
        connected boolean NOT NULL DEFAULT false,
        status_changed_at timestamptz,
        shadow jsonb,
        shadow_updated_at timestamptz,
        agent_version varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT things_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs (id) ON DELETE CASCADE
      )`);
    await runner.query('CREATE INDEX things_lab_id_idx ON things (lab_id)');
    await runner.query('CREATE UNIQUE INDEX things_thing_name_key ON things (thing_name)');
    await runner.query(`
      CREATE TABLE agent_registration_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        thing_id uuid NOT NULL,
        token_hash varchar(64) NOT NULL,
        distro varchar(16) NOT NULL,
        plugins jsonb NOT NULL,
        version varchar(32) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT agent_registration_tokens_thing_id_fkey FOREIGN KEY (thing_id) REFERENCES things (id) ON DELETE CASCADE
      )`);
    await runner.query(
      'CREATE INDEX agent_registration_tokens_thing_id_idx ON agent_registration_tokens (thing_id)',
    );
    await runner.query(
      'CREATE UNIQUE INDEX agent_registration_tokens_token_hash_key ON agent_registration_tokens (token_hash)',
    );
    await runner.query(`
      CREATE TABLE thing_credentials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(128) NOT NULL,
        secret_hash varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await runner.query('CREATE INDEX thing_credentials_username_idx ON thing_credentials (username)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE thing_credentials');
    await runner.query('DROP TABLE agent_registration_tokens');
    await runner.query('DROP TABLE things');
    await runner.query('DROP TABLE labs');
  }
}
