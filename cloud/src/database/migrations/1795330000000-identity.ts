import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Companies, users and their sessions, password reset codes, customer ids with allow lists, beta partners, release notes and banners. */
export class Identity1795330000000 implements MigrationInterface {
  name = 'Identity1795330000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        password_hash varchar(255) NOT NULL,
        state varchar(32) NOT NULL CHECK (state IN ('confirmed', 'must_change_password')),
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`);
    await runner.query('CREATE UNIQUE INDEX users_email_key ON users (email)');
    await runner.query('CREATE INDEX users_company_id_idx ON users (company_id)');
    await runner.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        method varchar(16) NOT NULL CHECK (method IN ('password', 'federated')),
        user_agent varchar(512),
        ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id)');
    await runner.query(`
      CREATE TABLE password_reset_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(128) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX password_reset_codes_user_id_idx ON password_reset_codes (user_id)');
    await runner.query(`
      CREATE TABLE customer_accounts (
        customer_id varchar(128) PRIMARY KEY,
        email varchar(320) NOT NULL,
        company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX customer_accounts_company_id_idx ON customer_accounts (company_id)');
    await runner.query(`
      CREATE TABLE scenario_allowances (
        customer_id varchar(128) NOT NULL REFERENCES customer_accounts (customer_id) ON DELETE CASCADE,
        scenario_name varchar(128) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, scenario_name)
      )`);
    await runner.query(`
      CREATE TABLE beta_partners (
        customer_id varchar(128) PRIMARY KEY REFERENCES customer_accounts (customer_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE release_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version varchar(64) NOT NULL,
        notification_duration_ms integer CHECK (notification_duration_ms >= 0),
        released_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX release_notes_released_at_idx ON release_notes (released_at)');
    await runner.query(`
      CREATE TABLE banner_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code integer NOT NULL,
        message text NOT NULL CHECK (length(message) > 0),
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT banner_messages_dates CHECK (end_date >= start_date)
      )`);
    await runner.query('CREATE INDEX banner_messages_end_date_idx ON banner_messages (end_date)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'banner_messages',
      'release_notes',
      'beta_partners',
      'scenario_allowances',
      'customer_accounts',
      'password_reset_codes',
      'auth_sessions',
      'users',
      'companies',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
