import { AUTH_MESSAGES, NEW_PASSWORD_CHALLENGE, sessionSchema } from '@oak/shared';
import { DataSource } from 'typeorm';
import { AuthService } from './auth.service';
import { TokenService } from './token.service';
import { UsersService } from './users.service';
import { TEST_ADMIN, type TestApp, createTestApp, useTestApp } from '../../testing/test-app';
import { SystemClock } from '../clock/clock';

const NEW_PASSWORD = 'Brand-new-Passw0rd';

function codeOf(text: string): string {
  const code = /verification code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`No code in mail: ${text}`);
  return code;
}

describe('sign-in and sessions', () => {
  const app = useTestApp();

  it('signs in with e-mail and password and answers the session of doc 3 §3', async () => {
    const response = await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
      .expect(200);
    const session = sessionSchema.parse(response.body);
    expect(session.username).toBe(TEST_ADMIN.email);
    expect(session.idToken.payload.email).toBe(TEST_ADMIN.email);
    expect(session.idToken.jwtToken.split('.')).toHaveLength(3);
    const [, payload] = session.idToken.jwtToken.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      email: TEST_ADMIN.email,
      company: TEST_ADMIN.company,
    });
  });

  it('compares e-mails without regard to case or surrounding space', async () => {
    await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password })
      .expect(200);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const wrong = await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: TEST_ADMIN.email, password: 'not-the-password' });
    const unknown = await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: 'nobody@oak.test', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.incorrectCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['malformed JSON', '{"email":', 'Request body is not valid JSON'],
    [
      'a missing password',
      { email: TEST_ADMIN.email },
      'Request body is invalid: password: expected string, received undefined',
    ],
    [
      'a number for the e-mail',
      { email: 5, password: 'x' },
      'Request body is invalid: email: expected string, received number',
    ],
    ['an empty body', {}, 'Request body is invalid: email'],
  ])('refuses %s with a clear 400', async (_what, body, message) => {
    const req = app().http().post('/api/auth/signin').set('Content-Type', 'application/json');
    const response = await req.send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers the current session for a valid token', async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await app()
      .http()
      .get('/api/auth/session')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body).toMatchObject({
      username: TEST_ADMIN.email,
      idToken: { jwtToken: token, payload: { email: TEST_ADMIN.email } },
    });
  });

  it('answers 401 without a token, or with a tampered, foreign or expired one', async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.cid = '00000000-0000-0000-0000-000000000000';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const foreign = new TokenService(
      { ...app().config, auth: { ...app().config.auth, jwtSecret: 'x'.repeat(40) } },
      new SystemClock(),
    ).signSession(
      { sub: forged.sub, email: forged.email, sid: forged.sid, cid: forged.cid, company: 'Other' },
      new Date(Date.now() + 60_000),
    );
    const expired = app()
      .app.get(TokenService)
      .signSession(
        { sub: forged.sub, email: forged.email, sid: forged.sid, cid: forged.cid, company: forged.company },
        new Date(Date.now() - 1000),
      );
    for (const authorization of [
      undefined,
      'Bearer',
      `Bearer ${tampered}`,
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Basic ${token}`,
    ]) {
      const req = app().http().get('/api/auth/session');
      if (authorization) req.set('Authorization', authorization);
      const response = await req;
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.body).toEqual({ statusCode: 401, message: AUTH_MESSAGES.sessionExpired });
    }
  });

  it('ends the session on sign out, for good', async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const other = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await app()
      .http()
      .post('/api/auth/signout')
      .set('Authorization', `Bearer ${token}`)
      .expect(200, { success: true });
    await app().http().get('/api/auth/session').set('Authorization', `Bearer ${token}`).expect(401);
    await app().http().post('/api/auth/signout').set('Authorization', `Bearer ${token}`).expect(401);
    // Other sessions of the same user go on.
    await app().http().get('/api/auth/session').set('Authorization', `Bearer ${other}`).expect(200);
  });

  it('refuses a session revoked behind its back (another node, the CLI) at once, by its notice', async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const session = () => app().http().get('/api/auth/session').set('Authorization', `Bearer ${token}`);
    await session().expect(200);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await app().app.get(DataSource).query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1', [sid]);
    const deadline = Date.now() + 5000;
    let status = (await session()).status;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await session()).status;
    }
    expect(status).toBe(401);
  });

  it('checks a session it checked a moment ago without asking Postgres: revocation reaches it by notice only', async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const session = () => app().http().get('/api/auth/session').set('Authorization', `Bearer ${token}`);
    await session().expect(200);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    // Revoked without its notice (the trigger off inside the transaction only): the node still trusts it.
    await app()
      .app.get(DataSource)
      .transaction(async (manager) => {
        await manager.query('ALTER TABLE auth_sessions DISABLE TRIGGER auth_sessions_revoked_notify');
        await manager.query('UPDATE auth_sessions SET revoked_at = now() WHERE id = $1', [sid]);
        await manager.query('ALTER TABLE auth_sessions ENABLE TRIGGER auth_sessions_revoked_notify');
      });
    await session().expect(200);
    // Its sign-out (which the node still takes) ends it here at once, notice or not.
    await app().http().post('/api/auth/signout').set('Authorization', `Bearer ${token}`).expect(200);
    await session().expect(401);
  });

  it('keeps every protected route behind a session', async () => {
    for (const path of ['/api/customerids', '/api/scenarios', '/api/releasenotes', '/api/bannermessages']) {
      await app().http().get(path).expect(401);
    }
  });
});

describe('first sign-in with a temporary password', () => {
  const app = useTestApp();
  let temporaryPassword: string;

  beforeAll(async () => {
    ({ temporaryPassword } = (await app()
      .app.get(UsersService)
      .addUser('new.user@oak.test', TEST_ADMIN.company)) as {
      temporaryPassword: string;
    });
  });

  it('answers the new-password challenge instead of a session', async () => {
    const response = await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: 'new.user@oak.test', password: temporaryPassword })
      .expect(200);
    expect(response.body).toEqual({
      challengeName: NEW_PASSWORD_CHALLENGE,
      username: 'new.user@oak.test',
      session: expect.any(String),
    });
    expect(response.body.idToken).toBeUndefined();
  });

  it('refuses a new password the policy does not allow, then takes a good one once', async () => {
    const { body } = await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: 'new.user@oak.test', password: temporaryPassword });
    const weak = await app()
      .http()
      .post('/api/auth/complete-new-password')
      .send({ username: body.username, session: body.session, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(AUTH_MESSAGES.passwordTooShort);

    await app()
      .http()
      .post('/api/auth/complete-new-password')
      .send({ username: body.username, session: body.session, newPassword: NEW_PASSWORD })
      .expect(200, { success: true });
    const reused = await app()
      .http()
      .post('/api/auth/complete-new-password')
      .send({ username: body.username, session: body.session, newPassword: 'Another-Passw0rd-x' });
    expect(reused.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.challengeExpired });

    await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: 'new.user@oak.test', password: temporaryPassword })
      .expect(400);
    await app().signIn('new.user@oak.test', NEW_PASSWORD);
  });

  it('refuses a forged or foreign challenge', async () => {
    const { temporaryPassword: other } = await app()
      .app.get(UsersService)
      .addUser('second@oak.test', TEST_ADMIN.company);
    const { body } = await app()
      .http()
      .post('/api/auth/signin')
      .send({ email: 'second@oak.test', password: other });
    for (const attempt of [
      { username: 'second@oak.test', session: `${body.session}x`, newPassword: NEW_PASSWORD },
      { username: 'new.user@oak.test', session: body.session, newPassword: NEW_PASSWORD },
      { username: 'second@oak.test', session: 'not-a-token', newPassword: NEW_PASSWORD },
    ]) {
      const response = await app().http().post('/api/auth/complete-new-password').send(attempt);
      expect(response.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.challengeExpired });
    }
  });
});

describe('forgot password', () => {
  const app = useTestApp();
  const email = 'forgetful@oak.test';

  beforeAll(async () => {
    await app().app.get(UsersService).addUser(email, TEST_ADMIN.company, TEST_ADMIN.password);
  });

  async function requestCode(): Promise<string> {
    const before = app().outbox().length;
    const response = await app().http().post('/api/auth/forgot-password').send({ email }).expect(200);
    expect(response.body).toEqual({ deliveryMedium: 'EMAIL', destination: 'f***@o***.test' });
    const mails = app().outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: email, subject: 'Your Open Automation Kit verification code' });
    return codeOf(mails.at(-1)!.text);
  }

  it('answers an unknown e-mail the same way, and sends it nothing', async () => {
    const before = app().outbox().length;
    const response = await app()
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: 'fake@oak.test' })
      .expect(200);
    expect(response.body).toEqual({ deliveryMedium: 'EMAIL', destination: 'f***@o***.test' });
    expect(app().outbox()).toHaveLength(before);
  });

  it('resets the password with the mailed code, once, and ends every session', async () => {
    const session = await app().signIn(email, TEST_ADMIN.password);
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code: wrong, newPassword: NEW_PASSWORD });
    expect(refused.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetCodeRejected });
    const weak = await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code, newPassword: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(AUTH_MESSAGES.passwordNeedsUppercase);

    await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code, newPassword: NEW_PASSWORD })
      .expect(200, { success: true });
    await app().http().get('/api/auth/session').set('Authorization', `Bearer ${session}`).expect(401);
    await app().signIn(email, NEW_PASSWORD);

    const reused = await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code, newPassword: 'Third-Passw0rd-xy' });
    expect(reused.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetCodeRejected });
  });

  it('voids a code once a newer one is sent', async () => {
    const first = await requestCode();
    const second = await requestCode();
    if (first !== second) {
      const stale = await app()
        .http()
        .post('/api/auth/forgot-password/submit')
        .send({ email, code: first, newPassword: NEW_PASSWORD });
      expect(stale.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetCodeRejected });
    }
    await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code: second, newPassword: NEW_PASSWORD })
      .expect(200);
  });

  it('refuses an expired code', async () => {
    const code = await requestCode();
    await app()
      .app.get(DataSource)
      .query(
        `UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      );
    const response = await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code, newPassword: NEW_PASSWORD });
    expect(response.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetCodeExpired });
  });

  it('gives up on a code after five wrong tries', async () => {
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await app()
        .http()
        .post('/api/auth/forgot-password/submit')
        .send({ email, code: wrong, newPassword: NEW_PASSWORD })
        .expect(400);
    }
    const response = await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code, newPassword: NEW_PASSWORD });
    expect(response.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.resetCodeExpired });
  });
});

describe('rate limiting', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => app.close());

  it('answers 429 with a clear message once a client has tried an operation too often', async () => {
    for (let i = 0; i < 3; i += 1) {
      await app
        .http()
        .post('/api/auth/signin')
        .send({ email: TEST_ADMIN.email, password: 'wrong' })
        .expect(400);
    }
    const limited = await app
      .http()
      .post('/api/auth/signin')
      .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(limited.headers['retry-after-auth'] ?? limited.headers['retry-after'])).toBeGreaterThan(0);
    // Each operation has a budget of its own: failed sign-ins do not use up password resets.
    for (let i = 0; i < 3; i += 1) {
      await app.http().post('/api/auth/forgot-password').send({ email: 'someone@oak.test' }).expect(200);
    }
    const forgot = await app.http().post('/api/auth/forgot-password').send({ email: 'someone@oak.test' });
    expect(forgot.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    // A lab setting up its Pis from one address is not held to the sign-in budget.
    for (let i = 0; i < 12; i += 1) {
      const register = await app
        .http()
        .post('/api/agent/register')
        .send({ token: `not-a-token-${i}` });
      expect(register.status).not.toBe(429);
    }
    // Reading the session is not limited.
    const token = await app.app
      .get(AuthService)
      .signIn({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, {});
    const jwt = (token as { idToken: { jwtToken: string } }).idToken.jwtToken;
    for (let i = 0; i < 5; i += 1) {
      await app.http().get('/api/auth/session').set('Authorization', `Bearer ${jwt}`).expect(200);
    }
  });
});
