import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The audit log of security events: an account locked by failed sign-ins, and unlocked. */
export class AuditEvents1796400000000 implements MigrationInterface {
  name = 'AuditEvents1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE audit_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event varchar(64) NOT NULL,
        email varchar(320) NOT NULL,
        ip varchar(64),
        details jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX audit_events_email_idx ON audit_events (email)');
    await runner.query('CREATE INDEX audit_events_created_at_idx ON audit_events (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE audit_events');
  }
}
