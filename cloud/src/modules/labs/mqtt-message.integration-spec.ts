import {
  LAB_API_PATHS,
  MQTT_MESSAGES,
  MQTT_SERVICE_USERNAME,
  companyTopicPrefix,
  thingTopics,
} from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { brokerUrl, connectAs, createLab, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { TokenService } from '../auth/token.service';
import { MqttCredentialsService } from '../mqtt/mqtt-credentials.service';

describe('POST /api/mqtt/message', () => {
  const app = useTestApp();
  let token: string;
  let other: string;
  let pi: MqttClient;

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    other = await app().companyWithUser('Message Rivals', 'rival@rivals.test');
    const lab = await createLab(app(), 'Message Lab', ['msg-pi-1']);
    await createLab(app(), 'Rival Lab', ['rival-pi-1'], 'Message Rivals');
    const registration = await registerThing(app(), token, lab.thingIds['msg-pi-1']!);
    // Stands where the Pi's agent would: answers every request on its response topic.
    pi = await connectAs(await brokerUrl(app()), {
      clientId: registration.thingName,
      username: registration.username,
      password: registration.password,
    });
    await pi.subscribeAsync(thingTopics('msg-pi-1').request, { qos: 1 });
    pi.on('message', (_topic, payload) => {
      const request = JSON.parse(payload.toString()) as { id?: string; silent?: boolean };
      if (request.silent) return;
      void pi.publishAsync(
        thingTopics('msg-pi-1').response,
        JSON.stringify({ id: request.id, code: 200, data: { echoed: request } }),
        { qos: 1 },
      );
    });
  });
  afterAll(() => pi.endAsync(true));

  const send = (body: unknown, query = '', bearer = token) =>
    app()
      .http()
      .post(`${LAB_API_PATHS.mqttMessage}${query}`)
      .set('Authorization', `Bearer ${bearer}`)
      .send(body as object);

  it('publishes on the request topic and answers the first message on the response topic', async () => {
    const response = await send(
      {
        requestTopic: thingTopics('msg-pi-1').request,
        responseTopic: thingTopics('msg-pi-1').response,
        payload: { id: 'abc', action: 'state' },
      },
      '?waitForActionTime=10000',
    ).expect(200);
    expect(response.body).toEqual({ code: 200, data: { echoed: { id: 'abc', action: 'state' } } });
  });

  it('answers code 504 when nothing comes within waitForActionTime', async () => {
    const started = Date.now();
    const response = await send(
      {
        requestTopic: thingTopics('msg-pi-1').request,
        responseTopic: thingTopics('msg-pi-1').response,
        payload: { id: 'quiet', silent: true },
      },
      '?waitForActionTime=300',
    ).expect(200);
    expect(response.body).toEqual({
      code: 504,
      error: { message: `No answer on ${thingTopics('msg-pi-1').response} within 300 ms`, state: 'failed' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  const companyOf = (bearer: string) => app().app.get(TokenService).verifySession(bearer)!.cid;

  it("reaches the company's own topics, under oak/companies/{its id}/", async () => {
    const prefix = companyTopicPrefix(companyOf(token));
    // Stands for a service of the company that listens there (only the cloud's credential may).
    const service = await connectAs(await brokerUrl(app()), {
      clientId: 'spec-company-service',
      username: MQTT_SERVICE_USERNAME,
      password: app().app.get(MqttCredentialsService).servicePassword,
    });
    try {
      await service.subscribeAsync(`${prefix}desk/request`, { qos: 1 });
      service.on('message', (_topic, payload) => {
        void service.publishAsync(
          `${prefix}desk/response`,
          JSON.stringify({ code: 200, data: payload.toString() }),
        );
      });
      const response = await send(
        { requestTopic: `${prefix}desk/request`, responseTopic: `${prefix}desk/response`, payload: 'ping' },
        '?waitForActionTime=10000',
      ).expect(200);
      expect(response.body).toEqual({ code: 200, data: 'ping' });
    } finally {
      await service.endAsync(true);
    }
  });

  it("answers 403 for any topic the company does not own: another company's, an unknown Pi's, a foreign one", async () => {
    const ours = companyTopicPrefix(companyOf(token));
    const theirs = companyTopicPrefix(companyOf(other));
    const refused = async (requestTopic: string, responseTopic: string, bearer = token) => {
      const response = await send({ requestTopic, responseTopic, payload: {} }, '', bearer).expect(403);
      return response.body.message as string;
    };
    // Another company's Pi, and the Pi of this one seen from the other company.
    expect(await refused(thingTopics('rival-pi-1').request, `${ours}x`)).toBe(
      MQTT_MESSAGES.topicNotOwned(thingTopics('rival-pi-1').request, ours),
    );
    expect(await refused(thingTopics('msg-pi-1').request, thingTopics('msg-pi-1').response, other)).toBe(
      MQTT_MESSAGES.topicNotOwned(thingTopics('msg-pi-1').request, theirs),
    );
    // An unknown Pi answers exactly as another company's: no telling which exists.
    expect(await refused(thingTopics('no-such-pi').request, `${ours}x`)).toBe(
      MQTT_MESSAGES.topicNotOwned(thingTopics('no-such-pi').request, ours),
    );
    // Foreign and reserved topics, another company's prefix, and a prefix with nothing under it.
    for (const topic of [
      'x/request',
      'oak/admin',
      `${theirs}desk/request`,
      ours,
      'oak/things/msg-pi-1',
      'oak/things/msg-pi-1/',
    ])
      expect(await refused(topic, `${ours}x`)).toBe(MQTT_MESSAGES.topicNotOwned(topic, ours));
    // The response topic is checked as strictly as the request topic.
    expect(await refused(thingTopics('msg-pi-1').request, 'x/response')).toBe(
      MQTT_MESSAGES.topicNotOwned('x/response', ours),
    );
  });

  it('answers 400 for wildcards, system and unencodable topics, and malformed bodies', async () => {
    for (const requestTopic of [
      'oak/things/+/request',
      'oak/things/#',
      '$SYS/broker',
      'oak/\ud800',
      'a\u0000b',
    ])
      await send({ requestTopic, responseTopic: 'x/response', payload: {} }).expect(400);
    const missing = await send({ requestTopic: 'x/request' }).expect(400);
    expect(missing.body.message).toMatch(/^Request body is invalid: responseTopic/);
    await send(
      { requestTopic: 'x/request', responseTopic: 'x/response', payload: {} },
      '?waitForActionTime=-5',
    ).expect(400);
  });
});
