import { gzipSync } from 'node:zlib';
import {
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIOS_API_PATH,
  MAX_JSON_DEPTH,
  REQUEST_INPUT_MESSAGES,
  customScenarioUploadJson,
} from '@oak/shared';
import { zipSync } from 'fflate';
import { type Test } from 'supertest';
import { TEST_ADMIN, useTestApp } from '../testing/test-app';
import { CustomersService } from '../modules/customers/customers.service';

/** Each class of hostile input of issue 'Hardening' (finding 7) is a 400 with its message, on real routes. */
describe('hostile input: a 4xx with a clear message, never a 500', () => {
  const app = useTestApp();
  let token: string;
  const as = (request: Test) => request.set('Authorization', `Bearer ${token}`);
  const refused = (response: { status: number; body: unknown }, message: string) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { statusCode: 400, message },
    });
  };

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('a non-uuid id in the q filter of the runs list', async () => {
    refused(
      await as(
        app()
          .http()
          .get('/api/jobs')
          .query({ q: JSON.stringify({ id: 'not-a-uuid' }) }),
      ),
      REQUEST_INPUT_MESSAGES.wrongForm,
    );
  });

  it('a date outside the range Postgres stores, in a filter', async () => {
    const q = JSON.stringify({ createdAt: { lte: '-271821-04-20T00:00:00.000Z' } });
    refused(await as(app().http().get('/api/jobs').query({ q })), REQUEST_INPUT_MESSAGES.dateOutOfRange);
  });

  it('a NUL in the sign-in e-mail, in a path parameter, in a query value and in a form field', async () => {
    refused(
      await app().http().post('/api/auth/signin').send({ email: 'ana\u0000@acme.test', password: 'x' }),
      REQUEST_INPUT_MESSAGES.nulCharacter,
    );
    refused(await as(app().http().get('/api/customerids/A1%00B')), REQUEST_INPUT_MESSAGES.nulCharacter);
    refused(
      await as(
        app()
          .http()
          .get('/api/jobs')
          .query({ q: JSON.stringify({ state: 'x\u0000' }) }),
      ),
      // Escaped inside the filter's JSON, the NUL appears once the filter is read: Postgres refuses it.
      REQUEST_INPUT_MESSAGES.textNotStorable,
    );
    refused(
      await app().http().post('/api/auth/forgot-password').type('form').send('email=a%00b%40c.test'),
      REQUEST_INPUT_MESSAGES.nulCharacter,
    );
  });

  it("a NUL in a user-defined test's name (inside its JSON part) or in an uploaded file's name", async () => {
    const customers = app().app.get(CustomersService);
    await customers.addCustomer('HOSTILE-CID-1', 'qa@hostile.test', TEST_ADMIN.company);
    await customers.allow('HOSTILE-CID-1', [CUSTOM_SCENARIO_ALLOW_LIST_NAME]);
    const csv = Buffer.from('asrText,FileName\nwhat time is it,time.wav\n');
    const zip = Buffer.from(
      zipSync({ 'time.wav': new Uint8Array([82, 73, 70, 70]) }, { mtime: new Date('2026-01-01T00:00:00Z') }),
    );
    refused(
      await as(app().http().post(CUSTOM_SCENARIOS_API_PATH))
        .field('CustomScenario', customScenarioUploadJson('Kitchen\u0000', {}))
        .attach('testDefinitionFile', csv, 'kitchen.csv')
        .attach('audioFile', zip, 'audio.zip'),
      REQUEST_INPUT_MESSAGES.textNotStorable,
    );
    // A NUL in a part's file name breaks the multipart header: the parser refuses it before any route.
    const named = await as(app().http().post(CUSTOM_SCENARIOS_API_PATH))
      .field('CustomScenario', customScenarioUploadJson('Kitchen', {}))
      .attach('testDefinitionFile', csv, 'kitchen\u0000.csv')
      .attach('audioFile', zip, 'audio.zip');
    expect(named.status).toBe(400);
    // Nothing half-made was kept.
    const list = await as(app().http().get(CUSTOM_SCENARIOS_API_PATH)).expect(200);
    expect(list.body).toEqual([]);
  });

  it('a corrupt gzip body', async () => {
    refused(
      await app()
        .http()
        .post('/api/auth/signin')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(Buffer.from('this is not gzip')),
      REQUEST_INPUT_MESSAGES.badCompression,
    );
    // A good gzip body still reads.
    const good = await app()
      .http()
      .post('/api/auth/signin')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // Sent as the bytes they are: superagent would serialize a Buffer again as JSON.
      .serialize((bytes: unknown) => bytes as string)
      .send(gzipSync(JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })));
    expect(good.status).toBe(200);
  });

  it('JSON nested deeper than the limit; the limit itself passes the guard', async () => {
    const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
    refused(
      await as(
        app()
          .http()
          .post('/api/jobs')
          .set('Content-Type', 'application/json')
          .send(nested(MAX_JSON_DEPTH + 1)),
      ),
      REQUEST_INPUT_MESSAGES.tooDeep,
    );
    const atLimit = await as(
      app().http().post('/api/jobs').set('Content-Type', 'application/json').send(nested(MAX_JSON_DEPTH)),
    );
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toBe(REQUEST_INPUT_MESSAGES.tooDeep);
  });

  it('an OIDC callback with an unknown state while federated login is off', async () => {
    const response = await app().http().get('/api/auth/oidc/callback?state=unknown&code=x');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Federated login is not configured' });
  });

  it('keeps serving after all of it', async () => {
    await app().http().get('/api/health').expect(200);
  });
});
