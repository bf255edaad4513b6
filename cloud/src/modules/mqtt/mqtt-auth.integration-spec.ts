import { MQTT_MESSAGES, MQTT_SERVICE_USERNAME, thingTopics } from '@oak/shared';
import { createLab, registerThing, type Registration } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { MqttCredentialsService } from './mqtt-credentials.service';

const SECRET = 'broker-secret-0123456789-abcdefghijklmnop';
const RATE_LIMIT = 30;

describe('the auth backend of an external broker (mosquitto-go-auth): /api/mqtt/auth/*', () => {
  // With the default TRUST_PROXY (loopback), X-Forwarded-For names the caller's address in these specs.
  const app = useTestApp({
    MQTT_AUTH_SECRET: SECRET,
    MQTT_AUTH_ALLOWED_SOURCES: '10.0.0.0/8, fd00::/8',
    MQTT_AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  });
  let pi: Registration;

  beforeAll(async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), 'Auth Backend Lab', ['go-pi-1', 'go-pi-2']);
    pi = await registerThing(app(), token, lab.thingIds['go-pi-2']!);
  });

  /** A call as the broker makes it: its secret as the User-Agent, the one header go-auth lets one set. */
  const asBroker = (path: string, body: object) =>
    app().http().post(`/api/mqtt/auth/${path}`).set('User-Agent', SECRET).send(body);

  it('answers the same rules as the embedded broker', async () => {
    const service = app().app.get(MqttCredentialsService).servicePassword;
    await asBroker('user', { username: pi.username, password: pi.password, clientid: pi.thingName }).expect(
      200,
    );
    await asBroker('user', {
      username: pi.username,
      password: 'nope-nope-nope',
      clientid: pi.thingName,
    }).expect(403);
    await asBroker('user', {
      username: MQTT_SERVICE_USERNAME,
      password: service,
      clientid: 'cloud-1',
    }).expect(200);
    await asBroker('superuser', { username: MQTT_SERVICE_USERNAME }).expect(200);
    await asBroker('superuser', { username: pi.username }).expect(403);
    const acl = (topic: string, clientid = pi.thingName, acc = 2) =>
      asBroker('acl', { username: pi.username, clientid, topic, acc });
    await acl(thingTopics('go-pi-2').response).expect(200);
    await acl(thingTopics('go-pi-2').request, pi.thingName, 4).expect(200);
    await acl(thingTopics('go-pi-1').request).expect(403);
    await acl('oak/things/#', pi.thingName, 4).expect(403);
    await acl(thingTopics('go-pi-2').response, 'someone-else').expect(403);
    await asBroker('acl', { username: 'x', topic: 't' }).expect(400);
  });

  it('answers 401 to anyone without the shared secret or an allowed address', async () => {
    const body = { username: pi.username, password: pi.password, clientid: pi.thingName };
    const stranger = await app().http().post('/api/mqtt/auth/user').send(body).expect(401);
    expect(stranger.body.message).toBe(MQTT_MESSAGES.brokerOnly);
    await app().http().post('/api/mqtt/auth/user').set('User-Agent', `${SECRET}x`).send(body).expect(401);
    await app()
      .http()
      .post('/api/mqtt/auth/user')
      .set('Authorization', 'Bearer wrong')
      .send(body)
      .expect(401);
    await app()
      .http()
      .post('/api/mqtt/auth/acl')
      .set('X-Forwarded-For', '192.168.7.7')
      .send({ username: pi.username, clientid: pi.thingName, topic: thingTopics('go-pi-2').events, acc: 2 })
      .expect(401);
    // JSON that does not parse is refused before anyone is asked who sent it.
    await app()
      .http()
      .post('/api/mqtt/auth/user')
      .set('Content-Type', 'application/json')
      .send('{')
      .expect(400);
  });

  it('lets the secret in as a bearer token too, and an allowed address without it', async () => {
    await app()
      .http()
      .post('/api/mqtt/auth/superuser')
      .set('Authorization', `Bearer ${SECRET}`)
      .send({ username: MQTT_SERVICE_USERNAME })
      .expect(200);
    for (const address of ['10.20.30.40', 'fd00::7'])
      await app()
        .http()
        .post('/api/mqtt/auth/superuser')
        .set('X-Forwarded-For', address)
        .send({ username: MQTT_SERVICE_USERNAME })
        .expect(200);
  });

  it('answers 429 past MQTT_AUTH_RATE_LIMIT_PER_MINUTE calls from one address, secret or not', async () => {
    const call = (address: string) =>
      app()
        .http()
        .post('/api/mqtt/auth/superuser')
        .set('X-Forwarded-For', address)
        .send({ username: MQTT_SERVICE_USERNAME });
    for (let i = 0; i < RATE_LIMIT; i++) await call('10.9.9.9').expect(200);
    const limited = await call('10.9.9.9').expect(429);
    expect(limited.body.message).toBe(MQTT_MESSAGES.tooManyAuthCalls);
    await call('10.9.9.10').expect(200);
  });
});
