import { AUTH_MESSAGES } from '@oak/shared';
import { createHash } from 'node:crypto';
import { eventually } from '../../testing/eventually.util';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { KeyValueStore } from '../redis/key-value-store.port';
import { AuditLog } from './audit-log.service';
import { UsersService } from './users.service';

const PASSWORD = 'Lockout-Passw0rd-ok';
const NEW_PASSWORD = 'After-Reset-Passw0rd';
const LOCKED = { statusCode: 429, message: AUTH_MESSAGES.accountLocked(15) };
const WRONG = { statusCode: 400, message: AUTH_MESSAGES.incorrectCredentials };

describe('per-account lockout after repeated failed sign-ins', () => {
  // Three failures lock, so the specs stay short; the default of ten is the configuration's spec.
  const app = useTestApp({ AUTH_LOCKOUT_MAX_FAILURES: '3' });
  let nextAccount = 0;

  /** A fresh user of the test company, so that each test counts from zero. */
  async function account(): Promise<string> {
    const email = `locked-${(nextAccount += 1)}@oak.test`;
    await app().app.get(UsersService).addUser(email, TEST_ADMIN.company, PASSWORD);
    return email;
  }
  /** A sign-in from `address`, as a trusted proxy on this host forwards it. */
  const signIn = (email: string, password: string, address = '198.51.100.7') =>
    app().http().post('/api/auth/signin').set('X-Forwarded-For', address).send({ email, password });
  const auditOf = (email: string) => app().app.get(AuditLog).recent(10, email);

  it('locks the account after the failures, from whatever addresses, even to its right password; and audits it', async () => {
    const email = await account();
    expect((await signIn(email, 'wrong-1', '203.0.113.1')).body).toEqual(WRONG);
    expect((await signIn(email, 'wrong-2', '203.0.113.2')).body).toEqual(WRONG);
    const locking = await signIn(email, 'wrong-3', '203.0.113.3');
    expect(locking.status).toBe(429);
    expect(locking.body).toEqual(LOCKED);

    const refused = await signIn(email, PASSWORD);
    expect(refused.body).toEqual(LOCKED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const [event, ...more] = await auditOf(email);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      event: 'account_locked',
      email,
      ip: '203.0.113.3',
      details: {
        failures: 3,
        windowMinutes: 15,
        lockedMinutes: 15,
        sources: ['203.0.113.1', '203.0.113.2', '203.0.113.3'],
      },
    });
    // Other accounts sign in as before.
    await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('locks an e-mail nobody has the same way, so a lockout tells nothing about who has an account', async () => {
    const email = 'nobody-here@oak.test';
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, `wrong-${i}`)).body).toEqual(WRONG);
    expect((await signIn(email, 'wrong-3')).body).toEqual(LOCKED);
    expect((await auditOf(email)).map((entry) => entry.event)).toEqual(['account_locked']);
  });

  it('starts counting afresh after a sign-in that works', async () => {
    const email = await account();
    for (let i = 0; i < 2; i += 1) await signIn(email, `wrong-${i}`).expect(400);
    await signIn(email, PASSWORD).expect(200);
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, `again-${i}`)).body).toEqual(WRONG);
    await signIn(email, PASSWORD).expect(200);
    expect(await auditOf(email)).toEqual([]);
  });

  it('lets the account in again once the lock has run out', async () => {
    const email = await account();
    for (let i = 0; i < 3; i += 1) await signIn(email, `wrong-${i}`);
    await signIn(email, PASSWORD).expect(429);
    // The lock is a Redis key that expires: make it expire now rather than wait 15 minutes.
    const store = app().app.get(KeyValueStore);
    const lockKey = `${app().config.redis.keyPrefix}signin-lockout:${createHash('sha256').update(email).digest('hex')}:lock`;
    expect(await store.runScript("return redis.call('PEXPIRE', KEYS[1], 1)", [lockKey], [])).toBe(1);
    await eventually(
      async () => (await signIn(email, PASSWORD)).status,
      (status) => status === 200,
    );
  });

  it('lifts the lock when the password is reset with the mailed code, and audits that', async () => {
    const email = await account();
    for (let i = 0; i < 3; i += 1) await signIn(email, `wrong-${i}`);
    await signIn(email, PASSWORD).expect(429);

    await app().http().post('/api/auth/forgot-password').send({ email }).expect(200);
    const code = /verification code is (\d{6})/.exec(app().outbox().at(-1)!.text)![1]!;
    await app()
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email, code, newPassword: NEW_PASSWORD })
      .expect(200);
    await signIn(email, NEW_PASSWORD).expect(200);
    expect((await auditOf(email)).map((entry) => entry.event)).toEqual([
      'account_unlocked',
      'account_locked',
    ]);
  });

  it('still answers malformed sign-ins with a 400 that counts for nothing', async () => {
    const email = await account();
    for (let i = 0; i < 4; i += 1)
      await app().http().post('/api/auth/signin').send({ email, password: 42 }).expect(400);
    await signIn(email, PASSWORD).expect(200);
  });
});
