import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LAB_SETUP_MESSAGES } from '@oak/shared';
import { SECRET_FILES, secretFile } from '../../config/secrets.util';
import { type TestApp, createTestApp } from '../../testing/test-app';
import { REDACTED } from './redact-url.util';

/** The JSON lines the app logs, kept for the test to read. */
class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
  /** The request lines of a path (pino-http's 'request completed' and 'request errored'). */
  requestsTo(pathname: string): { method: string; url: string }[] {
    return this.lines
      .map((line) => JSON.parse(line) as { req?: { method: string; url: string } })
      .flatMap((entry) => (entry.req?.url.startsWith(pathname) ? [entry.req] : []));
  }
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('the log keeps secrets out', () => {
  const log = new LogCapture();
  let app: TestApp;
  beforeAll(async () => {
    // The first administrator's password is generated, as in the embedded default.
    app = await createTestApp({ LOG_LEVEL: 'info', OAK_ADMIN_PASSWORD: '' }, { logTo: log });
  });
  afterAll(() => app.close());

  it("logs a setup command's install request without its token, which stays usable by the Pi only", async () => {
    const token = 'SetupToken-0123456789abcdefghijklmnop';
    const refused = await app.http().get(`/api/agent/install?token=${token}&distro=debian`).expect(400);
    expect(refused.body.message).toBe(LAB_SETUP_MESSAGES.invalidSetupToken);
    expect(log.requestsTo('/api/agent/install')).toEqual([
      { method: 'GET', url: `/api/agent/install?token=${REDACTED}&distro=debian` },
    ]);
    expect(log.text).not.toContain(token);
  });

  it('logs no secret query value, and no credential header, on any path', async () => {
    const secrets = ['oauth-code-abc', 'access-tok-def', 'pass-ghi', 'key-jkl'];
    await app.http().get(`/api/auth/oidc/callback?code=${secrets[0]}&state=s1&access_token=${secrets[1]}`);
    await app.http().get(`/api/no-such-route?password=${secrets[2]}&apiKey=${secrets[3]}`).expect(404);
    await app
      .http()
      .get('/api/labs')
      .set('Authorization', 'Bearer header-secret-mno')
      .set('Cookie', 'session=cookie-secret-pqr')
      .set('X-Api-Key', 'header-secret-stu')
      .expect(401);
    expect(log.requestsTo('/api/no-such-route')).toEqual([
      { method: 'GET', url: `/api/no-such-route?password=${REDACTED}&apiKey=${REDACTED}` },
    ]);
    expect(log.requestsTo('/api/auth/oidc/callback')[0]?.url).toBe(
      `/api/auth/oidc/callback?code=${REDACTED}&state=s1&access_token=${REDACTED}`,
    );
    expect(log.requestsTo('/api/labs')).toEqual([{ method: 'GET', url: '/api/labs' }]);
    for (const secret of [...secrets, 'header-secret-mno', 'cookie-secret-pqr', 'header-secret-stu'])
      expect(log.text).not.toContain(secret);
  });

  it('never logs a verification code, and keeps the outbox to its owner', async () => {
    await app.http().post('/api/auth/forgot-password').send({ email: app.config.admin.email }).expect(200);
    const mail = app.outbox().at(-1)!;
    const code = /verification code is (\d{6})/.exec(mail.text)![1]!;
    const mailLine = log.lines.find((line) => line.includes('written to'));
    expect(mailLine).toContain('Your Open Automation Kit verification code');
    expect(log.text).not.toMatch(new RegExp(`\\b${code}\\b`));

    const outbox = app.config.mail.outboxDir;
    expect(modeOf(outbox)).toBe('700');
    expect(readdirSync(outbox).map((file) => modeOf(path.join(outbox, file)))).toEqual(['600']);
  });

  it('never logs the generated password of the first administrator, kept 0600', async () => {
    const file = secretFile(app.config.home, SECRET_FILES.adminPassword);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(modeOf(file)).toBe('600');
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.text).not.toContain(password);
  });
});
