import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { ENVIRONMENT_MESSAGES, environmentConfigSchema } from '@oak/shared';
import { type OpenAPIObject } from '@nestjs/swagger';
import { HTTP_KEEP_ALIVE_TIMEOUT_MS } from '../../app.factory';
import { buildOpenApiDocument } from '../../cli/openapi.command';
import { type TestApp, createTestApp, useTestApp } from '../../testing/test-app';

describe('GET /config.json', () => {
  let sut: TestApp | undefined;
  afterEach(async () => {
    await sut?.close();
    sut = undefined;
  });

  it('serves the environment configuration of doc 3 §3 without sign-in', async () => {
    sut = await createTestApp();
    const response = await sut.http().get('/config.json').set('Host', 'localhost:8080').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(environmentConfigSchema.parse(response.body)).toEqual({
      env: 'alpha',
      controllerEndpoint: 'http://localhost:8080',
      oauth: null,
      userPoolId: 'oak-users',
      userPoolWebClientId: 'oak-console',
      identityPoolId: 'oak-identities',
      region: 'local',
      docsUrl: '/api/docs',
      loadLocal: false,
    });
  });

  it('tells the console to swap in its local configuration when CONSOLE_LOAD_LOCAL is true (doc 3 §3)', async () => {
    sut = await createTestApp({ CONSOLE_LOAD_LOCAL: 'true', OAK_ENV: 'prod' });
    const response = await sut.http().get('/config.json').set('Host', 'localhost:8080').expect(200);
    expect(environmentConfigSchema.parse(response.body)).toMatchObject({
      env: 'prod',
      controllerEndpoint: 'http://localhost:8080',
      loadLocal: true,
    });
    // Still from trusted hosts only.
    await sut.http().get('/config.json').set('Host', 'evil.example').expect(400);
  });

  it('keeps idle connections open longer than clients keep theirs', async () => {
    sut = await createTestApp();
    const response = await sut.http().get('/config.json').set('Connection', 'keep-alive').expect(200);
    expect(response.headers['keep-alive']).toBe(`timeout=${HTTP_KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  it('names PUBLIC_URL as the controller endpoint and the configured environment', async () => {
    sut = await createTestApp({
      PUBLIC_URL: 'https://oak.example.com/',
      OAK_ENV: 'beta',
      OAK_REGION: 'eu-west-1',
      DOCS_URL: 'https://docs.example.com/oak',
    });
    const response = await sut.http().get('/config.json').expect(200);
    expect(response.body).toMatchObject({
      env: 'beta',
      controllerEndpoint: 'https://oak.example.com',
      region: 'eu-west-1',
      docsUrl: 'https://docs.example.com/oak',
    });
  });

  it('trusts the scheme and host a reverse proxy on the same host forwards', async () => {
    sut = await createTestApp();
    const response = await sut
      .http()
      .get('/config.json')
      .set('Host', '127.0.0.1:8080')
      .set('X-Forwarded-Host', 'oak.example.com')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(response.body.controllerEndpoint).toBe('https://oak.example.com');
  });

  it("answers a Host that is not this machine's with a 400, never with that host as the API", async () => {
    sut = await createTestApp();
    for (const host of [
      'evil.example',
      'evil.example:8080',
      'localhost.evil.example',
      '203.0.113.9',
      'a b',
    ]) {
      const response = await sut.http().get('/config.json').set('Host', host).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: ENVIRONMENT_MESSAGES.unknownHost });
    }
    for (const [host, origin] of [
      ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
      ['[::1]:8080', 'http://[::1]:8080'],
      ['LOCALHOST', 'http://localhost'],
      [`${hostname()}:8080`, `http://${hostname().toLowerCase()}:8080`],
    ]) {
      const response = await sut.http().get('/config.json').set('Host', host!).expect(200);
      expect(response.body.controllerEndpoint).toBe(origin);
    }
  });

  it('takes no forwarded host from a peer TRUST_PROXY does not trust', async () => {
    sut = await createTestApp({ TRUST_PROXY: '10.9.9.9' });
    const response = await sut
      .http()
      .get('/config.json')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(response.body.controllerEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('names PUBLIC_URL whatever Host a request carries', async () => {
    sut = await createTestApp({ PUBLIC_URL: 'https://oak.example.com' });
    const response = await sut.http().get('/config.json').set('Host', 'evil.example').expect(200);
    expect(response.body.controllerEndpoint).toBe('https://oak.example.com');
  });
});

describe('the console', () => {
  let sut: TestApp;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'oak-console-'));
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>OAK</title><div id="root"></div>',
    );
    writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), 'console.log("oak")');
    sut = await createTestApp({ CONSOLE_DIR: consoleDir });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it.each(['/', '/labs', '/v2/run/create', '/no/such/screen'])(
    'answers a browser navigation to %s with the app page',
    async (url) => {
      const response = await sut.http().get(url).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves fingerprinted assets for a year', async () => {
    const response = await sut.http().get('/assets/index-abc123.js').expect(200);
    expect(response.text).toBe('console.log("oak")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with a JSON 404, even to a browser', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await sut.http().get('/api/no-such-thing').set('Accept', accept).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing' });
    }
  });

  it('answers non-HTML requests for unknown paths with a JSON 404', async () => {
    const response = await sut.http().get('/labs').set('Accept', 'application/json').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /labs' });
    await sut.http().post('/labs').set('Accept', 'text/html').expect(404);
  });
});

describe('OpenAPI', () => {
  const app = useTestApp();

  it('serves the interactive documentation at /api/docs', async () => {
    const response = await app().http().get('/api/docs').expect(200);
    expect(response.text).toContain('swagger-ui');
  });

  it('documents every route with its responses', async () => {
    const response = await app().http().get('/api/docs/openapi.json').expect(200);
    const document = response.body as {
      info: { title: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.info.title).toBe('Open Automation Kit API');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/agent/bundle',
      '/api/agent/install',
      '/api/agent/register',
      '/api/agent/release',
      '/api/agent/things/{thingName}/jobs/{jobId}/steps/{stepKey}/artifacts/{name}',
      '/api/agent/things/{thingName}/recordings/{fileName}',
      '/api/auth/complete-new-password',
      '/api/auth/forgot-password',
      '/api/auth/forgot-password/submit',
      '/api/auth/session',
      '/api/auth/signin',
      '/api/auth/signout',
      '/api/bannermessages',
      '/api/customerids',
      '/api/customerids/{customerId}',
      '/api/customeridwhitelist',
      '/api/customeridwhitelist/{customerId}',
      '/api/customscenarios',
      '/api/customscenarios/{id}',
      '/api/customscenarios/{id}/audiofiles',
      '/api/customscenarios/{id}/testdefinition',
      '/api/customscenarios/{id}/validationresult',
      '/api/customscenarios/{id}/validationresult/signed',
      '/api/devices',
      '/api/deviceundertests',
      '/api/deviceundertests/{customerId}/{dsn}',
      '/api/experiments',
      '/api/experiments/{experimentId}',
      '/api/health',
      '/api/jobs',
      '/api/jobs/{jobId}',
      '/api/jobs/{jobId}/actions/{actionId}',
      '/api/jobs/{jobId}/lab',
      '/api/jobs/{jobId}/report',
      '/api/jobs/{jobId}/resource-syncs',
      '/api/jobs/{jobId}/results',
      '/api/labs',
      '/api/labs/{labId}/resources/status',
      '/api/labs/{labId}/resources/status/{location}',
      '/api/labs/{labId}/resources/sync',
      '/api/labs/{labId}/resources/syncs',
      '/api/labs/{labId}/things',
      '/api/labs/{labId}/things/{thingId}/calibrate/resources',
      '/api/labs/{labId}/things/{thingId}/talk',
      '/api/labs/{labId}/things/{thingId}/{action}',
      '/api/labs/{labId}/things/{thingId}/{action}/v2',
      '/api/mqtt/auth/acl',
      '/api/mqtt/auth/superuser',
      '/api/mqtt/auth/user',
      '/api/mqtt/message',
      '/api/playground/{environment}/bedrockgenerate',
      '/api/playground/{environment}/deviceendpoint',
      '/api/playground/{environment}/{call}',
      '/api/provisioning/labs',
      '/api/recordings/{recordingId}',
      '/api/releasenotes',
      '/api/resources/files/{fileName}',
      '/api/resources/lab-dependencies/{suite}',
      '/api/resources/manifests',
      '/api/resources/manifests/{resourceId}',
      '/api/resources/pack',
      '/api/resources/sync-options',
      '/api/scenarios',
      '/api/testsuites',
      '/api/things/{thingId}/setup/{distro}',
      '/api/tokens',
      '/api/tokens/{tokenId}',
      '/config.json',
      '/metrics',
    ]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([path, method, Object.keys(operation.responses).length > 0]).toEqual([path, method, true]);
      }
    }
    // The summary's signed link needs no session (doc 2 §7) and tells an expired link from a bad one.
    const signedLink = document.paths['/api/customscenarios/{id}/validationresult/signed']!.get! as {
      security?: unknown[];
      responses: Record<string, unknown>;
    };
    expect(signedLink.security).toEqual([]);
    expect(Object.keys(signedLink.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '410']));
    // 400: the global hostile-input guard refuses a NUL in the query of every route, health's too.
    expect(Object.keys(document.paths['/api/health']!.get!.responses).sort()).toEqual(['200', '400', '503']);
    // The scrapers' metrics: their token, or nothing from an allowed address; 401 otherwise.
    const metrics = document.paths['/metrics']!.get! as {
      security?: unknown[];
      responses: Record<string, unknown>;
    };
    expect(metrics.security).toEqual([{}, { metrics: [] }]);
    expect(Object.keys(metrics.responses).sort()).toEqual(['200', '401']);
    // A route that changes data says what a read API token gets there (issue 32); one that reads does not.
    expect(Object.keys(document.paths['/api/jobs']!.post!.responses)).toEqual(
      expect.arrayContaining(['401', '403']),
    );
    expect(Object.keys(document.paths['/api/jobs']!.get!.responses)).not.toContain('403');
    expect(Object.keys(document.paths['/api/tokens']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
  });

  it('is the document `npm run lint` checks (built in preview mode): the same operations and schemas', async () => {
    const served = (await app().http().get('/api/docs/openapi.json').expect(200)).body as OpenAPIObject;
    const linted = await buildOpenApiDocument();
    expect(Object.keys(served.paths)).toContain('/api/health');
    expect(linted.paths).toEqual(served.paths);
    expect(linted.components).toEqual(served.components);
  });
});
