import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Personal API tokens (issue 32): a keyed hash of each secret, its user, company, scopes and lifetime. */
export class ApiTokens1797300000000 implements MigrationInterface {
  name = 'ApiTokens1797300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT api_tokens_user_id_fkey REFERENCES users (id) ON DELETE CASCADE,
        company_id uuid NOT NULL CONSTRAINT api_tokens_company_id_fkey REFERENCES companies (id) ON DELETE CASCADE,
        name varchar(64) NOT NULL,
        token_hash varchar(64) NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash)');
    await runner.query('CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE api_tokens');
  }
}
