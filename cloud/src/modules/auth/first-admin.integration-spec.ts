import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { GENERATED_ADMIN_PASSWORD_KEPT_MS, SECRET_FILES, secretFile } from '../../config/secrets.util';
import { UsersService } from './users.service';

describe('the first administrator', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  async function start(env: NodeJS.ProcessEnv): Promise<TestApp> {
    const app = await createTestApp(env);
    apps.push(app);
    return app;
  }

  it('is created from OAK_ADMIN_EMAIL and OAK_ADMIN_PASSWORD in OAK_ADMIN_COMPANY', async () => {
    const app = await start({
      OAK_ADMIN_EMAIL: 'Boss@Lab.test',
      OAK_ADMIN_PASSWORD: 'Chosen-Passw0rd-x',
      OAK_ADMIN_COMPANY: 'Lab Inc',
    });
    const token = await app.signIn('boss@lab.test', 'Chosen-Passw0rd-x');
    const session = await app
      .http()
      .get('/api/auth/session')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(session.body.idToken.payload).toMatchObject({ email: 'boss@lab.test', company: 'Lab Inc' });
    expect(existsSync(secretFile(app.config.home, SECRET_FILES.adminPassword))).toBe(false);
  });

  it('gets a generated password, kept in OAK_HOME until it is changed', async () => {
    const app = await start({ OAK_ADMIN_PASSWORD: '' });
    const file = secretFile(app.config.home, SECRET_FILES.adminPassword);
    const generated = readFileSync(file, 'utf8').trim();
    await app.signIn(app.config.admin.email, generated);
    const code = (async () => {
      await app.http().post('/api/auth/forgot-password').send({ email: app.config.admin.email }).expect(200);
      return /verification code is (\d{6})/.exec(app.outbox().at(-1)!.text)![1]!;
    })();
    await app
      .http()
      .post('/api/auth/forgot-password/submit')
      .send({ email: app.config.admin.email, code: await code, newPassword: 'Changed-Passw0rd-x' })
      .expect(200);
    expect(existsSync(file)).toBe(false);
  });

  it('keeps the generated password to its owner, and for a day only', async () => {
    const app = await start({ OAK_ADMIN_PASSWORD: '' });
    const file = secretFile(app.config.home, SECRET_FILES.adminPassword);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(path.dirname(file)).mode & 0o777).toString(8)).toBe('700');
    const users = app.app.get(UsersService);

    // Made just under a day ago: still there for the next start.
    const lessThanADay = new Date(Date.now() - GENERATED_ADMIN_PASSWORD_KEPT_MS + 60_000);
    utimesSync(file, lessThanADay, lessThanADay);
    users.expireGeneratedPassword();
    expect(existsSync(file)).toBe(true);

    // A day old: gone, though the password itself still signs in until it is changed.
    const aDayAgo = new Date(Date.now() - GENERATED_ADMIN_PASSWORD_KEPT_MS - 1000);
    const password = readFileSync(file, 'utf8').trim();
    utimesSync(file, aDayAgo, aDayAgo);
    users.expireGeneratedPassword();
    expect(existsSync(file)).toBe(false);
    await app.signIn(app.config.admin.email, password);
  });

  it('is created once, even when nodes start together', async () => {
    const app = await start({});
    const users = app.app.get(UsersService);
    await Promise.all([users.ensureFirstAdmin(), users.ensureFirstAdmin(), users.ensureFirstAdmin()]);
    const [{ count }] = await app.app.get(DataSource).query('SELECT count(*)::int AS count FROM users');
    expect(count).toBe(1);
  });

  it('stops start-up with a clear message when OAK_ADMIN_PASSWORD breaks the policy', async () => {
    await expect(createTestApp({ OAK_ADMIN_PASSWORD: 'short' })).rejects.toThrow(
      'OAK_ADMIN_PASSWORD does not meet the password policy: Password must be at least 12 characters long.',
    );
  });
});
