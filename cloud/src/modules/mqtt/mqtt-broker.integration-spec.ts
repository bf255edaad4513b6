import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MQTT_SERVICE_USERNAME, thingTopics } from '@oak/shared';
import { type MqttClient } from 'mqtt';
import {
  brokerUrl,
  connectAs,
  createLab,
  registerThing,
  type Registration,
} from '../../testing/lab-fixtures';
import { eventually } from '../../testing/eventually.util';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttClientAdapter } from './mqtt-client.adapter';
import { MqttCredentialsService } from './mqtt-credentials.service';

const run = promisify(execFile);

describe('the embedded broker: every connection authenticates, every Pi stays on its own topics', () => {
  const app = useTestApp();
  let url: string;
  let port: string;
  let one: Registration;
  let two: Registration;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), 'Broker Lab', ['acl-pi-1', 'acl-pi-2']);
    one = await registerThing(app(), token, lab.thingIds['acl-pi-1']!);
    two = await registerThing(app(), token, lab.thingIds['acl-pi-2']!);
    url = await brokerUrl(app());
    port = new URL(url).port;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });

  const connect = async (options: Parameters<typeof connectAs>[1]) => {
    const client = await connectAs(url, options);
    clients.push(client);
    return client;
  };
  const asCloud = () =>
    connect({
      clientId: `spec-cloud-${Math.random().toString(36).slice(2)}`,
      username: MQTT_SERVICE_USERNAME,
      password: app().app.get(MqttCredentialsService).servicePassword,
    });

  it('refuses anonymous clients, wrong passwords and a Pi posing under another client id', async () => {
    await expect(connectAs(url, { clientId: 'acl-pi-1' })).rejects.toThrow(
      /Bad username or password|Not authorized/,
    );
    await expect(
      connectAs(url, { clientId: 'acl-pi-1', username: 'acl-pi-1', password: 'guess-guess-guess' }),
    ).rejects.toThrow(/Bad username or password/);
    await expect(
      connectAs(url, { clientId: 'acl-pi-2', username: one.username, password: one.password }),
    ).rejects.toThrow(/Bad username or password/);
    await expect(
      connectAs(url, { clientId: 'x', username: MQTT_SERVICE_USERNAME, password: one.password }),
    ).rejects.toThrow(/Bad username or password/);
  });

  it("drops a Pi's publish to another Pi's topic, and refuses it another Pi's subscription", async () => {
    const cloud = await asCloud();
    const seen: string[] = [];
    cloud.on('message', (topic) => seen.push(topic));
    await cloud.subscribeAsync('oak/things/#', { qos: 1 });

    const pi = await connect({ clientId: one.thingName, username: one.username, password: one.password });
    await expect(pi.subscribeAsync(thingTopics('acl-pi-2').request, { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    const own = await pi.subscribeAsync(thingTopics('acl-pi-1').request, { qos: 1 });
    expect(own.map((grant) => grant.qos)).toEqual([1]);

    await pi.publishAsync(thingTopics('acl-pi-1').events, 'mine', { qos: 1 });
    // The forged publish gets no acknowledgement: the broker closes the connection.
    pi.publish(thingTopics('acl-pi-2').response, 'forged', { qos: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toContain(thingTopics('acl-pi-1').events);
    expect(seen).not.toContain(thingTopics('acl-pi-2').response);
  });

  it('holds for an independent client too (mosquitto_pub and mosquitto_sub)', async () => {
    const cloud = await asCloud();
    const seen: Array<[string, string]> = [];
    cloud.on('message', (topic, payload) => seen.push([topic, payload.toString()]));
    await cloud.subscribeAsync('oak/things/#', { qos: 1 });
    const common = [
      '-h',
      '127.0.0.1',
      '-p',
      port,
      '-q',
      '1',
      '-i',
      two.thingName,
      '-u',
      two.username,
      '-P',
      two.password,
    ];

    await run('mosquitto_pub', [...common, '-t', thingTopics('acl-pi-2').events, '-m', 'allowed']);
    await run('mosquitto_pub', [...common, '-t', thingTopics('acl-pi-1').request, '-m', 'forged']).catch(
      () => undefined,
    );
    // A denied subscription receives nothing, even while the cloud publishes there.
    const listening = run('mosquitto_sub', [
      ...common,
      '-t',
      thingTopics('acl-pi-1').request,
      '-C',
      '1',
      '-W',
      '2',
    ]).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cloud.publishAsync(thingTopics('acl-pi-1').request, 'for acl-pi-1 only', { qos: 1 });
    expect(await listening).toBe('');
    await run('mosquitto_pub', [
      '-h',
      '127.0.0.1',
      '-p',
      port,
      '-i',
      'nobody',
      '-t',
      'oak/things/acl-pi-1/request',
      '-m',
      'x',
    ]).then(
      () => {
        throw new Error('an anonymous publish was accepted');
      },
      (error: { stderr?: string }) =>
        expect(error.stderr).toMatch(/not authori[sz]ed|bad user name or password|Connection refused/i),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toContainEqual([thingTopics('acl-pi-2').events, 'allowed']);
    expect(seen).not.toContainEqual([thingTopics('acl-pi-1').request, 'forged']);
    expect(seen).not.toContainEqual([thingTopics('acl-pi-1').request, 'x']);
  });

  it('refuses a Pi whose credentials were revoked or replaced by a new setup', async () => {
    await app().app.get(MqttCredentialsService).revoke('acl-pi-1');
    await expect(
      connectAs(url, { clientId: one.thingName, username: one.username, password: one.password }),
    ).rejects.toThrow(/Bad username or password/);
  });

  it('speaks MQTT over WebSocket on /mqtt of the HTTP port, with the same rules', async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const wsUrl = `ws://127.0.0.1:${(server.address() as { port: number }).port}/mqtt`;
      const pi = await connectAs(wsUrl, {
        clientId: two.thingName,
        username: two.username,
        password: two.password,
      });
      clients.push(pi);
      const granted = await pi.subscribeAsync(thingTopics('acl-pi-2').request, { qos: 1 });
      expect(granted[0]!.qos).toBe(1);
      await expect(
        connectAs(wsUrl, { clientId: 'acl-pi-2', username: 'acl-pi-2', password: 'wrong-wrong-wrong' }),
      ).rejects.toThrow(/Bad username or password/);
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("hands the cloud's own publishes straight to the Pis, kept when retained, as its connection would", async () => {
    const broker = app().app.get(MqttBrokerService);
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), 'Broker Service Lab', ['own-pi']);
    const own = await registerThing(app(), token, lab.thingIds['own-pi']!);
    const pi = await connect({ clientId: own.thingName, username: own.username, password: own.password });
    const heard: { topic: string; text: string; retain: boolean }[] = [];
    pi.on('message', (topic, payload, packet) =>
      heard.push({ topic, text: payload.toString(), retain: packet.retain }),
    );
    await pi.subscribeAsync(thingTopics(own.thingName).request, { qos: 1 });

    // Through MqttClientAdapter.publish, as a runner's request goes.
    await app().app.get(MqttClientAdapter).publish(thingTopics(own.thingName).request, '{"id":"r1"}');
    await expect(
      broker.publishAsService(thingTopics(own.thingName).shadowDesired, '{"v":1}', true),
    ).resolves.toBe(true);
    await eventually(
      async () => heard.length,
      (count) => count >= 1,
    );
    expect(heard).toEqual([
      { topic: thingTopics(own.thingName).request, text: '{"id":"r1"}', retain: false },
    ]);

    // The retained shadow is there for the Pi that subscribes later, as a sent one would be.
    await pi.subscribeAsync(thingTopics(own.thingName).shadowDesired, { qos: 1 });
    await eventually(
      async () => heard.length,
      (count) => count >= 2,
    );
    expect(heard[1]).toEqual({
      topic: thingTopics(own.thingName).shadowDesired,
      text: '{"v":1}',
      retain: true,
    });
    await broker.publishAsService(thingTopics(one.thingName).shadowDesired, '', true);
  });
});
