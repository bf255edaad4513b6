import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What a run asks of its operator (doc 1 §4.6: a BDD run PAUSEs for manual
 * steps until Confirm or Cancel): one row per job and step, pending until
 * answered complete or failed, so a run taken again after its worker died
 * waits for the same action (or takes the answer given meanwhile). Postgres
 * NOTIFYs oak_job_action_changed with the job's id when an action is answered
 * and when a job is canceled, so the waiting runner, on whichever node, looks
 * again at once instead of polling.
 */
export class JobActions1796800000000 implements MigrationInterface {
  name = 'JobActions1796800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE job_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id uuid NOT NULL,
        step_key varchar(200) NOT NULL,
        message text NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        CONSTRAINT job_actions_state_check CHECK (state IN ('pending', 'complete', 'failed')),
        CONSTRAINT job_actions_job_id_step_key_key UNIQUE (job_id, step_key),
        CONSTRAINT job_actions_job_id_fkey FOREIGN KEY (job_id) REFERENCES lab_jobs (id) ON DELETE CASCADE
      )`);
    await runner.query(`
      CREATE FUNCTION oak_notify_job_action_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- An action names its job by job_id; a job is its own id.
        PERFORM pg_notify('oak_job_action_changed',
          json_build_object('id', COALESCE(to_jsonb(NEW)->>'job_id', to_jsonb(NEW)->>'id'))::text);
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER job_actions_answered_notify
        AFTER UPDATE OF state ON job_actions
        FOR EACH ROW WHEN (OLD.state = 'pending' AND NEW.state <> 'pending')
        EXECUTE FUNCTION oak_notify_job_action_changed()`);
    await runner.query(`
      CREATE TRIGGER lab_jobs_canceled_notify
        AFTER UPDATE OF state ON lab_jobs
        FOR EACH ROW WHEN (OLD.state <> 'canceled' AND NEW.state = 'canceled')
        EXECUTE FUNCTION oak_notify_job_action_changed()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER lab_jobs_canceled_notify ON lab_jobs');
    await runner.query('DROP TRIGGER job_actions_answered_notify ON job_actions');
    await runner.query('DROP FUNCTION oak_notify_job_action_changed()');
    await runner.query('DROP TABLE job_actions');
  }
}
