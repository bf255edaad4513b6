import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LAB_API_PATHS, LAB_PROVISIONING_PATH } from '@oak/shared';
import { type Response } from 'supertest';
import { TEST_ADMIN, type TestApp, createTestApp } from '../../testing/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const PROVISIONING_TOKEN = 'provisioning-token-for-the-header-tests-0123';

function expectHardened(response: Response): void {
  const csp = directives(response.headers['content-security-policy'] as string);
  expect(csp['default-src']).toEqual(["'self'"]);
  // Scripts from OAK's own files only: no inline script, no eval, no other origin.
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('browser hardening headers', () => {
  let app: TestApp;
  let consoleDir: string;
  let session: string;

  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'oak-console-'));
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>OAK</title><script type="module" src="/assets/index-abc.js"></script><div id="root"></div>',
    );
    writeFileSync(path.join(consoleDir, 'assets', 'index-abc.js'), 'console.log("oak")');
    app = await createTestApp({ CONSOLE_DIR: consoleDir, PROVISIONING_TOKEN });
    session = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await app.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('come with every answer: the console, its files, the API, errors and the API documentation', async () => {
    const answers = [
      await app.http().get('/labs').set('Accept', 'text/html').expect(200),
      await app.http().get('/assets/index-abc.js').expect(200),
      await app.http().get('/config.json').expect(200),
      await app.http().get('/api/health'),
      await app.http().get(LAB_API_PATHS.labs).expect(401),
      await app
        .http()
        .post('/api/auth/signin')
        .send('{"email":')
        .set('Content-Type', 'application/json')
        .expect(400),
      await app.http().get('/api/no-such-route').expect(404),
      await app.http().get('/api/docs').expect(200),
    ];
    for (const response of answers) expectHardened(response);
  });

  it('hold browsers to HTTPS only where the answer went over it: behind a trusted proxy that says so', async () => {
    const plain = await app.http().get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('let the console reach its own origin only, REST and live socket alike', async () => {
    const response = await app.http().get('/config.json').expect(200);
    expect(directives(response.headers['content-security-policy'] as string)['connect-src']).toEqual([
      "'self'",
    ]);
  });

  it('keep every API answer out of caches, sessions and one-time tokens above all', async () => {
    const signIn = await app
      .http()
      .post('/api/auth/signin')
      .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
      .expect(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const current = await app.http().get('/api/auth/session').set('Authorization', `Bearer ${session}`);
    expect(current.headers['cache-control']).toBe('no-store');

    // A Pi's one-time registration token, in the provisioning answer and in a setup command.
    const provisioned = await app
      .http()
      .put(LAB_PROVISIONING_PATH)
      .set('Authorization', `Bearer ${PROVISIONING_TOKEN}`)
      .send({ company: TEST_ADMIN.company, name: 'Header Lab', pis: [{ thingName: 'header-pi-1' }] })
      .expect(200);
    expect(provisioned.body.pis[0].registrationToken).toBeTruthy();
    expect(provisioned.headers['cache-control']).toBe('no-store');
    const command = await app
      .http()
      .get(LAB_API_PATHS.setupCommand(provisioned.body.pis[0].thingId as string, 'debian'))
      .set('Authorization', `Bearer ${session}`)
      .expect(200);
    expect(command.body.cmdLine).toContain('token=');
    expect(command.headers['cache-control']).toBe('no-store');
    const refused = await app.http().put(LAB_PROVISIONING_PATH).send({}).expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leave the console page revalidated and its fingerprinted files cached, as before', async () => {
    const page = await app.http().get('/v2/run').set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.http().get('/assets/index-abc.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await app.http().get('/config.json').expect(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('keep CORS closed: another origin is never allowed, preflight or not', async () => {
    const origin = 'https://evil.example';
    const preflight = await app
      .http()
      .options('/api/auth/signin')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const read = await app
      .http()
      .get('/api/auth/session')
      .set('Origin', origin)
      .set('Authorization', `Bearer ${session}`)
      .expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('browser hardening headers behind PUBLIC_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://oak.example.com/' });
  });
  afterAll(() => app.close());

  it('let the console reach the controller endpoint of /config.json over HTTPS and WebSocket', async () => {
    const response = await app.http().get('/config.json').expect(200);
    expect(response.body.controllerEndpoint).toBe('https://oak.example.com');
    expect(directives(response.headers['content-security-policy'] as string)['connect-src']).toEqual([
      "'self'",
      'https://oak.example.com',
      'wss://oak.example.com',
    ]);
  });
});
