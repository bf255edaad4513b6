import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PATHS,
  AUTH_MESSAGES,
  type ApiToken,
  type CreatedApiToken,
  JOB_API_PATHS,
  type JobState,
  LAB_API_PATHS,
  RESOURCE_API_PATHS,
  RESOURCE_MESSAGES,
  apiTokenListSchema,
  createdApiTokenSchema,
} from '@oak/shared';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { ApiTokenRecord } from './api-token.entity';
import { AuditLog } from './audit-log.service';
import { TokenService } from './token.service';

/**
 * Personal API tokens over HTTP (issue 32): made, listed and revoked with a
 * console session; each accepted where a session is, within its scope; every
 * refusal (unknown, revoked, expired, of another company, read on a run route,
 * any token on the token routes) answered with its reason, nothing changed.
 */
describe('API tokens', () => {
  const app = useTestApp();
  let session: string;
  let otherSession: string;
  let labId: string;
  let foreignLabId: string;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const dataSource = () => app().app.get(DataSource);

  /** A job waiting in `lab` of the lab's company, as a submission leaves it. */
  async function queuedJob(name: string, lab = labId): Promise<string> {
    const [{ company_id }] = (await dataSource().query('SELECT company_id FROM labs WHERE id = $1', [
      lab,
    ])) as {
      company_id: string;
    }[];
    const saved = await dataSource()
      .getRepository(LabJobRecord)
      .save({
        companyId: company_id,
        labId: lab,
        labName: 'Token Lab',
        state: 'requested' as JobState,
        options: JSON.stringify({
          testSuite: 'ACOUSTIC',
          testName: name,
          testOptions: { scenarioType: 'CUSTOM' },
        }),
        mapping: JSON.stringify({ deviceMapping: {} }),
        ownerEmail: TEST_ADMIN.email,
        scenarioName: name,
        family: 'acoustic',
      });
    return saved.id;
  }
  const stateOf = async (jobId: string) =>
    (await dataSource().getRepository(LabJobRecord).findOneByOrFail({ id: jobId })).state;

  async function create(
    scope: 'read' | 'run',
    name = `${scope} token`,
    as = session,
    expiresInDays: number | null = null,
  ): Promise<CreatedApiToken> {
    const response = await app()
      .http()
      .post(API_TOKEN_PATHS.tokens)
      .set(bearer(as))
      .send({ name, scope, expiresInDays })
      .expect(201);
    return createdApiTokenSchema.parse(response.body);
  }
  const list = async (as = session): Promise<ApiToken[]> =>
    apiTokenListSchema.parse(
      (await app().http().get(API_TOKEN_PATHS.tokens).set(bearer(as)).expect(200)).body,
    );

  beforeAll(async () => {
    session = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    otherSession = await app().companyWithUser('Token Rivals', 'rival@tokens.test');
    labId = (await createLab(app(), 'Token Lab', ['tok-pi-1'])).labId;
    foreignLabId = (await createLab(app(), 'Rival Lab', ['rival-pi-1'], 'Token Rivals')).labId;
  });

  it('shows a new token once, keeps only its keyed hash, lists it without it and audits its making', async () => {
    const created = await create('run', 'CI pipeline', session, 30);
    expect(created.secret).toMatch(/^oak_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'CI pipeline', scopes: ['read', 'run'], lastUsedAt: null });
    expect(Date.parse(created.token.expiresAt!) - Date.parse(created.token.createdAt)).toBeGreaterThan(
      29 * 86_400_000,
    );
    const stored = await dataSource().getRepository(ApiTokenRecord).findOneByOrFail({ id: created.token.id });
    expect(stored.tokenHash).toBe(app().app.get(TokenService).keyedHash(created.secret));
    expect(JSON.stringify(stored)).not.toContain(created.secret.slice(4));
    const listed = await list();
    expect(listed.find((token) => token.id === created.token.id)).toEqual(created.token);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(4));
    // Each user lists their own only.
    expect((await list(otherSession)).map((token) => token.id)).not.toContain(created.token.id);
    const [event] = await app().app.get(AuditLog).recent(1, TEST_ADMIN.email);
    expect(event).toMatchObject({
      event: 'api_token_created',
      details: { tokenId: created.token.id, name: 'CI pipeline', scopes: ['read', 'run'] },
    });
  });

  it('refuses a token it cannot take, naming the field, and a caller without a session', async () => {
    const refused = await app()
      .http()
      .post(API_TOKEN_PATHS.tokens)
      .set(bearer(session))
      .send({ name: 'CI', scope: 'admin', expiresInDays: null })
      .expect(400);
    expect(refused.body.message).toMatch(/^The token is invalid: scope/);
    const days = await app()
      .http()
      .post(API_TOKEN_PATHS.tokens)
      .set(bearer(session))
      .send({ name: 'CI', scope: 'read', expiresInDays: 12 })
      .expect(400);
    expect(days.body.message).toContain('expiresInDays: must be one of 7, 30, 90, 365');
    expect((await app().http().get(API_TOKEN_PATHS.tokens).expect(401)).body.message).toBe(
      AUTH_MESSAGES.sessionExpired,
    );
  });

  it('lets a read token read, records its last use, and refuses it on run routes with 403: nothing runs', async () => {
    const { secret, token } = await create('read');
    const jobId = await queuedJob('read-token-cancel');
    const jobs = (await app().http().get(JOB_API_PATHS.jobs).set(bearer(secret)).expect(200)).body as {
      id: string;
    }[];
    expect(jobs.map((job) => job.id)).toContain(jobId);
    await app().http().get(LAB_API_PATHS.labs).set(bearer(secret)).expect(200);
    expect((await list()).find((listed) => listed.id === token.id)?.lastUsedAt).not.toBeNull();

    const cancel = await app()
      .http()
      .put(JOB_API_PATHS.job(jobId))
      .set(bearer(secret))
      .send({ state: 'canceled' })
      .expect(403);
    expect(cancel.body).toEqual({ statusCode: 403, message: API_TOKEN_MESSAGES.readOnly });
    const submit = await app().http().post(JOB_API_PATHS.jobs).set(bearer(secret)).send({}).expect(403);
    expect(submit.body.message).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(await stateOf(jobId)).toBe('requested');
    expect(await dataSource().getRepository(LabJobRecord).countBy({ labId })).toBe(1);

    // The resource files check their caller themselves: a token is taken there too (a file the store lacks: 404).
    await app().http().get(RESOURCE_API_PATHS.file('none.wav')).set(bearer(secret)).expect(404);
    const unknown = await app()
      .http()
      .get(RESOURCE_API_PATHS.file('none.wav'))
      .set(bearer('oak_nope'))
      .expect(401);
    expect(unknown.body.message).toBe(RESOURCE_MESSAGES.downloadUnauthorized);
  });

  it('lets a run token change runs of its company only: another company’s job is not found and not touched', async () => {
    const { secret } = await create('run');
    const ours = await queuedJob('run-token-cancel');
    const theirs = await queuedJob('their-job', foreignLabId);
    // The route's own check answers, past the guard: a submission it cannot read is a 400, not a 403.
    await app().http().post(JOB_API_PATHS.jobs).set(bearer(secret)).send({}).expect(400);
    await app()
      .http()
      .put(JOB_API_PATHS.job(theirs))
      .set(bearer(secret))
      .send({ state: 'canceled' })
      .expect(404);
    expect(await stateOf(theirs)).toBe('requested');
    const canceled = await app()
      .http()
      .put(JOB_API_PATHS.job(ours))
      .set(bearer(secret))
      .send({ state: 'canceled' })
      .expect(200);
    expect(canceled.body).toMatchObject({ id: ours, state: 'canceled' });
  });

  it('ends a revoked token at once with 401 saying so, audits it, and revokes only the user’s own', async () => {
    const { secret, token } = await create('run', 'to revoke');
    await app().http().get(JOB_API_PATHS.jobs).set(bearer(secret)).expect(200);
    // Another user cannot revoke it: not found.
    await app().http().delete(API_TOKEN_PATHS.token(token.id)).set(bearer(otherSession)).expect(404);
    await app().http().get(JOB_API_PATHS.jobs).set(bearer(secret)).expect(200);

    await app().http().delete(API_TOKEN_PATHS.token(token.id)).set(bearer(session)).expect(204);
    const jobId = await queuedJob('after-revoke');
    for (const call of [
      app().http().get(JOB_API_PATHS.jobs),
      app().http().put(JOB_API_PATHS.job(jobId)).send({ state: 'canceled' }),
    ]) {
      const refused = await call.set(bearer(secret)).expect(401);
      expect(refused.body).toEqual({ statusCode: 401, message: API_TOKEN_MESSAGES.revoked });
    }
    expect(await stateOf(jobId)).toBe('requested');
    expect((await list()).map((listed) => listed.id)).not.toContain(token.id);
    const [event] = await app().app.get(AuditLog).recent(1, TEST_ADMIN.email);
    expect(event).toMatchObject({
      event: 'api_token_revoked',
      details: { tokenId: token.id, name: 'to revoke' },
    });
    const again = await app().http().delete(API_TOKEN_PATHS.token(token.id)).set(bearer(session)).expect(404);
    expect(again.body.message).toBe(API_TOKEN_MESSAGES.notFound);
    await app().http().delete(API_TOKEN_PATHS.token('not-an-id')).set(bearer(session)).expect(404);
  });

  it('refuses an expired token, one of another company and an unknown one with 401 and the reason', async () => {
    const expiring = await create('run', 'short-lived', session, 7);
    const expiredAt = new Date(Date.now() - 1_000);
    await dataSource().getRepository(ApiTokenRecord).update(expiring.token.id, { expiresAt: expiredAt });
    const expired = await app().http().get(JOB_API_PATHS.jobs).set(bearer(expiring.secret)).expect(401);
    expect(expired.body.message).toBe(API_TOKEN_MESSAGES.expired(expiredAt.toISOString()));

    // A token made in one company whose user is now of another: it acts in neither.
    const rival = await create('run', 'rival CI', otherSession);
    const [{ company_id: ourCompany }] = (await dataSource().query(
      'SELECT company_id FROM labs WHERE id = $1',
      [labId],
    )) as { company_id: string }[];
    await dataSource().getRepository(ApiTokenRecord).update(rival.token.id, { companyId: ourCompany });
    const jobId = await queuedJob('foreign-token');
    const foreign = await app()
      .http()
      .put(JOB_API_PATHS.job(jobId))
      .set(bearer(rival.secret))
      .send({ state: 'canceled' })
      .expect(401);
    expect(foreign.body.message).toBe(API_TOKEN_MESSAGES.otherCompany);
    expect(await stateOf(jobId)).toBe('requested');

    const unknown = await app().http().get(JOB_API_PATHS.jobs).set(bearer('oak_not-a-token')).expect(401);
    expect(unknown.body.message).toBe(API_TOKEN_MESSAGES.unknown);
  });

  it('refuses any token on the token and session routes with 403: a token makes no token', async () => {
    const { secret, token } = await create('run');
    for (const call of [
      app().http().get(API_TOKEN_PATHS.tokens),
      app().http().post(API_TOKEN_PATHS.tokens).send({ name: 'minted', scope: 'run', expiresInDays: null }),
      app().http().delete(API_TOKEN_PATHS.token(token.id)),
      app().http().get('/api/auth/session'),
      app().http().post('/api/auth/signout'),
    ]) {
      const refused = await call.set(bearer(secret)).expect(403);
      expect(refused.body.message).toBe(API_TOKEN_MESSAGES.sessionOnly);
    }
    expect((await list()).map((listed) => listed.name)).not.toContain('minted');
    await app().http().get(JOB_API_PATHS.jobs).set(bearer(secret)).expect(200);
  });
});
