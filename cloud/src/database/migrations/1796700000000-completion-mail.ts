import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * When a run's completion mail went out (doc 1 §3 sendCompletionEmail): set
 * once, by the conditional update that lets one node send it, so a run that
 * several nodes see end mails its owner once.
 */
export class CompletionMail1796700000000 implements MigrationInterface {
  name = 'CompletionMail1796700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lab_jobs ADD COLUMN completion_mail_sent_at timestamptz');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE lab_jobs DROP COLUMN completion_mail_sent_at');
  }
}
