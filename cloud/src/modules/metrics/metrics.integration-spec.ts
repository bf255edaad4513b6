import { type AddressInfo } from 'node:net';
import {
  LIVE_LAB_STATUS_REQUEST,
  LIVE_SOCKET_NAMESPACE,
  METRICS_MESSAGES,
  RESOURCE_API_PATHS,
  thingTopics,
} from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { type Socket, io } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { brokerUrl, connectAs, createLab, eventually, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, createTestApp, useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { AgentRpcService } from '../mqtt/agent-rpc.service';
import { ResourceStore } from '../resources/resource-store';
import { OAK_METRICS } from './metric-names';

const TOKEN = 'metrics-token-'.padEnd(48, 'x');
/** The sample of a series in a scrape: its value, or undefined when the scrape does not list it. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const app = useTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOWED_SOURCES: '10.1.2.0/24' });
  const scrape = async () =>
    (await app().http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
  let pi: MqttClient | undefined;
  let live: Socket | undefined;
  afterAll(async () => {
    live?.disconnect();
    await pi?.endAsync();
  });

  it('answers 401 without the token, with a wrong one, and from an address not allowed', async () => {
    const refused = await app().http().get('/metrics').expect(401);
    expect(refused.body).toEqual({ statusCode: 401, message: METRICS_MESSAGES.unauthorized });
    await app()
      .http()
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(1)}x`)
      .expect(401);
    await app().http().get('/metrics').set('Authorization', TOKEN).expect(401);
    // TRUST_PROXY is loopback: the address is the one the proxy forwards.
    await app().http().get('/metrics').set('X-Forwarded-For', '10.9.9.9').expect(401);
    // Outside the API prefix: /api/metrics is nothing.
    await app().http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('answers the Prometheus text with the token, and to an allowed address without it', async () => {
    const response = await app().http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    await app().http().get('/metrics').set('X-Forwarded-For', '10.1.2.3').expect(200);
  });

  it('lists each metric with real values after HTTP requests, runs, a Pi online, MQTT messages, an agent call and a download', async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { labId, thingIds } = await createLab(app(), 'Metrics Lab', ['metrics-pi-1', 'metrics-pi-2']);
    const dataSource = app().app.get(DataSource);
    const companyId = (
      await dataSource.query<{ company_id: string }[]>('SELECT company_id FROM labs WHERE id = $1', [labId])
    )[0]!.company_id;
    for (const state of ['requested', 'requested', 'succeeded'] as const) {
      await dataSource.getRepository(LabJobRecord).save({
        companyId,
        labId,
        labName: 'Metrics Lab',
        state,
        options: '{}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        scenarioName: 'AC_NEAR_FIELD',
        family: 'acoustic',
      });
    }

    // A Pi comes online and answers a call, as its agent does.
    const registration = await registerThing(app(), token, thingIds['metrics-pi-1']!);
    const topics = thingTopics(registration.thingName);
    pi = await connectAs(await brokerUrl(app()), {
      clientId: registration.thingName,
      username: registration.username,
      password: registration.password,
    });
    const client = pi;
    await client.subscribeAsync(topics.request, { qos: 1 });
    client.on('message', (_topic, payload) => {
      const { id } = JSON.parse(payload.toString()) as { id: string };
      client.publish(topics.response, JSON.stringify({ id, code: 200, data: 'healthy' }), { qos: 1 });
    });
    await client.publishAsync(topics.status, 'online', { qos: 1, retain: true });
    const lab = `lab_id="${labId}",lab="Metrics Lab"`;
    await eventually(scrape, (text) => sample(text, `${OAK_METRICS.pisOnline}{${lab}}`) === 1);
    await expect(
      app().app.get(AgentRpcService).call(registration.thingName, 'healthcheck', {}, 5000),
    ).resolves.toMatchObject({ code: 200 });

    // The Pi downloads a resource file with its own credentials.
    const file = Buffer.alloc(4096, 7);
    await app().app.get(ResourceStore).writeFile('metrics-spec.wav', file);
    await app()
      .http()
      .get(RESOURCE_API_PATHS.file('metrics-spec.wav'))
      .auth(registration.thingName, registration.password)
      .expect(200);
    await app().http().get('/api/health').expect(200);

    // The console watches the lab on a live socket.
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    live = io(`http://127.0.0.1:${(server.address() as AddressInfo).port}${LIVE_SOCKET_NAMESPACE}`, {
      query: { token, request: LIVE_LAB_STATUS_REQUEST, labID: labId, pushIntervalMilliseconds: '500' },
      transports: ['websocket'],
      reconnection: false,
    });
    const socket = live;
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

    const text = await scrape();
    expect(sample(text, `${OAK_METRICS.runs}{state="requested",family="acoustic"}`)).toBe(2);
    expect(sample(text, `${OAK_METRICS.runs}{state="succeeded",family="acoustic"}`)).toBe(1);
    expect(sample(text, `${OAK_METRICS.queueDepth}{${lab}}`)).toBe(2);
    expect(sample(text, `${OAK_METRICS.pisTotal}{${lab}}`)).toBe(2);
    expect(sample(text, `${OAK_METRICS.pisOnline}{${lab}}`)).toBe(1);
    expect(sample(text, `${OAK_METRICS.mqttMessagesIn}{kind="status"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `${OAK_METRICS.mqttMessagesIn}{kind="response"}`)).toBe(1);
    expect(sample(text, `${OAK_METRICS.mqttMessagesOut}{kind="request"}`)).toBe(1);
    expect(sample(text, `${OAK_METRICS.mqttMessagesOut}{kind="events"}`)).toBe(0);
    expect(sample(text, `${OAK_METRICS.rpcDuration}_count{action="healthcheck",outcome="answered"}`)).toBe(1);
    expect(sample(text, `${OAK_METRICS.liveSockets}`)).toBe(1);
    expect(sample(text, `${OAK_METRICS.resourceSyncBytes}{downloader="pi"}`)).toBe(file.length);
    expect(
      sample(text, `${OAK_METRICS.httpDuration}_count{route="/api/health",method="GET",status="2xx"}`),
    ).toBe(1);
    // Never the raw URL: a route's template, one series whatever the id.
    expect(
      sample(
        text,
        `${OAK_METRICS.httpDuration}_count{route="/api/resources/files/:fileName",method="GET",status="2xx"}`,
      ),
    ).toBe(1);
    expect(text).not.toContain('metrics-spec.wav');
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const name of Object.values(OAK_METRICS)) expect(text).toContain(`# TYPE ${name} `);

    socket.disconnect();
    await eventually(scrape, (later) => sample(later, OAK_METRICS.liveSockets) === 0);
  });
});

describe('GET /metrics with neither a token nor allowed sources', () => {
  it('answers 401 to everyone, with the reason', async () => {
    const sut = await createTestApp();
    try {
      const response = await sut.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: METRICS_MESSAGES.unauthorized });
      await sut.http().get('/metrics').set('X-Forwarded-For', '10.1.2.3').expect(401);
    } finally {
      await sut.close();
    }
  });
});
