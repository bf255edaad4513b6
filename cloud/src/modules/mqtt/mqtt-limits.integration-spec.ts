import { MQTT_SERVICE_USERNAME, thingTopics } from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { brokerUrl, connectAs, createLab, eventually, registerThing } from '../../testing/lab-fixtures';
import { floodBroker, memoryAfterGc } from '../../testing/mqtt-flood';
import {
  connackCode,
  connectPacket,
  publishPacket,
  rawConnection,
  remainingLength,
} from '../../testing/mqtt-wire';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttCredentialsService } from './mqtt-credentials.service';

const MIB = 1024 * 1024;
const LIMITS = {
  MQTT_MAX_CONNECT_BYTES: '1024',
  MQTT_MAX_PACKET_BYTES: '8192',
  MQTT_MAX_PUBLISH_BYTES: '4096',
  MQTT_MAX_SHADOW_BYTES: '1024',
  MQTT_MAX_RETAINED_PER_PI: '4',
};

describe('the embedded broker bounds what a client may send (sizes, retained messages, protocol)', () => {
  const app = useTestApp(LIMITS);
  let port: number;
  let pi: { thingName: string; username: string; password: string };
  let cloud: MqttClient;
  const seen: Array<[string, Buffer]> = [];
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), 'Limits Lab', ['lim-pi-1']);
    pi = await registerThing(app(), token, lab.thingIds['lim-pi-1']!);
    port = await app().app.get(MqttBrokerService).port();
    cloud = await connectAs(await brokerUrl(app()), {
      clientId: 'spec-cloud-limits',
      username: MQTT_SERVICE_USERNAME,
      password: app().app.get(MqttCredentialsService).servicePassword,
    });
    cloud.on('message', (topic, payload) => seen.push([topic, payload]));
    await cloud.subscribeAsync('oak/things/#', { qos: 1 });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });
  afterAll(() => cloud.endAsync(true));

  const asPi = async () => {
    const client = await connectAs(`mqtt://127.0.0.1:${port}`, {
      clientId: pi.thingName,
      username: pi.username,
      password: pi.password,
    });
    clients.push(client);
    return client;
  };
  const closedBy = (client: MqttClient) =>
    new Promise<void>((resolve) => (client.connected ? client.once('close', () => resolve()) : resolve()));
  const delivered = (topic: string) => seen.filter(([seenTopic]) => seenTopic === topic);
  /** Publishes `marker` last: once the cloud has it, whatever was sent before it arrived or never will. */
  const settle = async (marker: string) => {
    const client = await asPi();
    await client.publishAsync(marker, 'marker', { qos: 1 });
    await eventually(
      async () => delivered(marker).length,
      (count) => count > 0,
    );
    await client.endAsync(true);
  };

  it('closes a connection whose CONNECT announces 200 MiB at once, and the cloud grows by less than 5 MiB', async () => {
    const header = Buffer.concat([Buffer.from([0x10]), remainingLength(200 * MIB)]);
    const before = memoryAfterGc();
    const flood = floodBroker(port, header, 64 * MIB);
    try {
      const report = await flood.report;
      // Measured while the flood still holds whatever connection it has: a broker that kept its bytes still has them.
      const grown = memoryAfterGc() - before;
      expect(report.closedByBroker).toBe(true);
      expect(report.received).toBe(0);
      expect(report.written).toBeLessThan(64 * MIB);
      expect(grown).toBeLessThan(5 * MIB);
    } finally {
      await flood.stop();
    }
  });

  it('refuses a CONNECT above MQTT_MAX_CONNECT_BYTES without answering it', async () => {
    const connection = await rawConnection(port);
    connection.socket.write(
      connectPacket({ clientId: pi.thingName, username: pi.username, password: 'p'.repeat(2000) }),
    );
    await connection.closed;
    expect(connection.received().length).toBe(0);
  });

  it("closes a Pi's connection on a packet above MQTT_MAX_PACKET_BYTES or a payload above MQTT_MAX_PUBLISH_BYTES", async () => {
    const { events } = thingTopics(pi.thingName);
    let client = await asPi();
    await client.publishAsync(events, Buffer.alloc(4096), { qos: 1 });
    client.publish(events, Buffer.alloc(10_000), { qos: 1 });
    await closedBy(client);
    client = await asPi();
    client.publish(events, Buffer.alloc(5000), { qos: 1 });
    await closedBy(client);
    await settle(`${events}/marker-1`);
    expect(delivered(events).map(([, payload]) => payload.length)).toEqual([4096]);
  });

  it('refuses a reported shadow above MQTT_MAX_SHADOW_BYTES', async () => {
    const { shadowReported } = thingTopics(pi.thingName);
    const fits = JSON.stringify({ pad: 'x'.repeat(900) });
    const client = await asPi();
    await client.publishAsync(shadowReported, fits, { qos: 1 });
    client.publish(shadowReported, JSON.stringify({ pad: 'x'.repeat(2000) }), { qos: 1 });
    await closedBy(client);
    await settle(`${thingTopics(pi.thingName).events}/marker-2`);
    expect(delivered(shadowReported).map(([, payload]) => payload.toString())).toEqual([fits]);
  });

  it('holds a Pi to MQTT_MAX_RETAINED_PER_PI retained topics', async () => {
    const base = `oak/things/${pi.thingName}`;
    const broker = app().app.get(MqttBrokerService);
    const client = await asPi();
    for (let i = 1; broker.retainedCount(pi.thingName) < 4; i++)
      await client.publishAsync(`${base}/r${i}`, 'kept', { qos: 1, retain: true });
    await client.publishAsync(`${base}/r1`, 'kept again', { qos: 1, retain: true });
    expect(broker.retainedCount(pi.thingName)).toBe(4);
    client.publish(`${base}/one-too-many`, 'refused', { qos: 1, retain: true });
    await closedBy(client);
    await settle(`${base}/marker-3`);
    expect(delivered(`${base}/one-too-many`)).toEqual([]);
    // An empty retained message clears a topic, and makes room again.
    const again = await asPi();
    await again.publishAsync(`${base}/r1`, '', { qos: 1, retain: true });
    await again.publishAsync(`${base}/one-too-many`, 'now it fits', { qos: 1, retain: true });
    await eventually(
      async () => delivered(`${base}/one-too-many`).length,
      (count) => count === 1,
    );
  });

  it('closes a connection on a topic that is not UTF-8, and on a first packet that is not CONNECT', async () => {
    const connection = await rawConnection(port);
    const badTopic = Buffer.concat([Buffer.from(`oak/things/${pi.thingName}/`), Buffer.from([0xc3, 0x28])]);
    connection.socket.write(
      connectPacket({ clientId: pi.thingName, username: pi.username, password: pi.password }),
    );
    await eventually(
      async () => connackCode(connection.received()),
      (code) => code === 0,
    );
    connection.socket.write(publishPacket(badTopic, 'bad'));
    await connection.closed;

    const early = await rawConnection(port);
    early.socket.write(publishPacket(`oak/things/${pi.thingName}/events`, 'before connect'));
    await early.closed;
    expect(early.received().length).toBe(0);
    await settle(`oak/things/${pi.thingName}/marker-4`);
    expect(seen.filter(([topic]) => topic.includes('\uFFFD'))).toEqual([]);
  });

  it('reads what follows a CONNECT only once the client authenticated', async () => {
    const events = `oak/things/${pi.thingName}/events`;
    const refused = await rawConnection(port);
    refused.socket.write(
      Buffer.concat([
        connectPacket({ clientId: pi.thingName, username: pi.username, password: 'wrong-wrong-wrong' }),
        publishPacket(events, 'from a stranger'),
      ]),
    );
    await refused.closed;
    expect(connackCode(refused.received())).toBe(4);

    const admitted = await rawConnection(port);
    admitted.socket.write(
      Buffer.concat([
        connectPacket({ clientId: pi.thingName, username: pi.username, password: pi.password }),
        publishPacket(events, 'right behind the CONNECT'),
      ]),
    );
    const payloads = () => delivered(events).map(([, payload]) => payload.toString());
    await eventually(
      async () => payloads(),
      (arrived) => arrived.includes('right behind the CONNECT'),
    );
    admitted.socket.destroy();
    expect(payloads()).not.toContain('from a stranger');
  });

  it('closes a WebSocket whose frame is above the largest packet, before reading it', async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`, 'mqtt');
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      ws.send(Buffer.alloc(2 * MIB));
      // 1009: message too big (RFC 6455 §7.4.1).
      expect(await closed).toBe(1009);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
