import { LAB_API_PATHS, PI_MESSAGES, thingTopics } from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { brokerUrl, connectAs, createLab, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';

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

  it("refuses another company's Pi, wildcards, reserved topics and malformed bodies", async () => {
    const rival = await send(
      {
        requestTopic: thingTopics('msg-pi-1').request,
        responseTopic: thingTopics('msg-pi-1').response,
        payload: {},
      },
      '',
      other,
    ).expect(404);
    expect(rival.body.message).toBe(PI_MESSAGES.notFound);
    await send({ requestTopic: 'oak/things/+/request', responseTopic: 'x/response', payload: {} }).expect(
      400,
    );
    await send({ requestTopic: '$SYS/broker', responseTopic: 'x/response', payload: {} }).expect(400);
    const reserved = await send({
      requestTopic: 'oak/admin',
      responseTopic: 'x/response',
      payload: {},
    }).expect(403);
    expect(reserved.body.message).toBe('Topic oak/admin is reserved');
    const missing = await send({ requestTopic: 'x/request' }).expect(400);
    expect(missing.body.message).toMatch(/^Request body is invalid: responseTopic/);
    await send(
      { requestTopic: 'x/request', responseTopic: 'x/response', payload: {} },
      '?waitForActionTime=-5',
    ).expect(400);
  });
});
