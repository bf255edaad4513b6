import { REQUEST_INPUT_MESSAGES, healthReportSchema } from '@oak/shared';
import { freePort } from '../../launcher/ports';
import { withAdmin } from '../../testing/test-database';
import { type TestApp, createTestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  let sut: TestApp | undefined;
  afterEach(async () => {
    await sut?.close();
    sut = undefined;
  });

  it('reports postgres, redis and mqtt up, without sign-in', async () => {
    sut = await createTestApp();
    const response = await sut.http().get('/api/health').expect(200);
    expect(healthReportSchema.parse(response.body)).toEqual({
      status: 'ok',
      version: sut.config.version,
      postgres: 'up',
      redis: 'up',
      mqtt: 'up',
    });
  });

  it('refuses a NUL character in its query with 400, as every route does (its OpenAPI says so)', async () => {
    sut = await createTestApp();
    const response = await sut.http().get('/api/health?probe=%00').expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: REQUEST_INPUT_MESSAGES.nulCharacter });
  });

  it('reports redis down with 503 when Redis cannot be reached', async () => {
    sut = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const response = await sut.http().get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'degraded', postgres: 'up', redis: 'down', mqtt: 'up' });
  });

  it('reports mqtt down with 503 when the external broker cannot be reached', async () => {
    sut = await createTestApp({ MQTT_URL: `mqtt://127.0.0.1:${await freePort()}` });
    const response = await sut.http().get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'degraded', postgres: 'up', redis: 'up', mqtt: 'down' });
  });

  it('reports postgres down with 503 when its database stops taking connections, and up again after', async () => {
    sut = await createTestApp();
    const { name } = sut.database;
    const admin = new URL(sut.database.url);
    await withAdmin(admin, async (client) => {
      await client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    });
    const down = await sut.http().get('/api/health').expect(503);
    expect(down.body).toMatchObject({ status: 'degraded', postgres: 'down', redis: 'up', mqtt: 'up' });

    await withAdmin(admin, (client) => client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
    await sut.http().get('/api/health').expect(200);
  });
});
