import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Revocations announce themselves: when a Pi's MQTT credential or a console
 * session is revoked (or deleted), Postgres sends a NOTIFY on the channel of
 * REVOCATION_CHANNELS with the row's ids. The trigger fires inside the
 * transaction that revokes, and Postgres delivers only once it commits, so
 * every cloud node (LISTENing, see PgNotificationsAdapter) hears of each
 * revocation that took effect, whoever made it: a node's API, another node,
 * or `oak pi revoke` with nothing but the database.
 */
export class RevocationNotices1796500000000 implements MigrationInterface {
  name = 'RevocationNotices1796500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION oak_notify_thing_credential_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE revoked thing_credentials%ROWTYPE;
      BEGIN
        IF TG_OP = 'DELETE' THEN revoked := OLD; ELSE revoked := NEW; END IF;
        PERFORM pg_notify('oak_thing_credential_revoked',
          json_build_object('id', revoked.id, 'username', revoked.username)::text);
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER thing_credentials_revoked_notify
        AFTER UPDATE OF revoked_at ON thing_credentials
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
        EXECUTE FUNCTION oak_notify_thing_credential_revoked()`);
    await runner.query(`
      CREATE TRIGGER thing_credentials_deleted_notify
        AFTER DELETE ON thing_credentials
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
        EXECUTE FUNCTION oak_notify_thing_credential_revoked()`);
    await runner.query(`
      CREATE FUNCTION oak_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE revoked auth_sessions%ROWTYPE;
      BEGIN
        IF TG_OP = 'DELETE' THEN revoked := OLD; ELSE revoked := NEW; END IF;
        PERFORM pg_notify('oak_session_revoked',
          json_build_object('id', revoked.id, 'userId', revoked.user_id)::text);
        RETURN NULL;
      END $$`);
    await runner.query(`
      CREATE TRIGGER auth_sessions_revoked_notify
        AFTER UPDATE OF revoked_at ON auth_sessions
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
        EXECUTE FUNCTION oak_notify_session_revoked()`);
    await runner.query(`
      CREATE TRIGGER auth_sessions_deleted_notify
        AFTER DELETE ON auth_sessions
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
        EXECUTE FUNCTION oak_notify_session_revoked()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER auth_sessions_deleted_notify ON auth_sessions');
    await runner.query('DROP TRIGGER auth_sessions_revoked_notify ON auth_sessions');
    await runner.query('DROP FUNCTION oak_notify_session_revoked()');
    await runner.query('DROP TRIGGER thing_credentials_deleted_notify ON thing_credentials');
    await runner.query('DROP TRIGGER thing_credentials_revoked_notify ON thing_credentials');
    await runner.query('DROP FUNCTION oak_notify_thing_credential_revoked()');
  }
}
