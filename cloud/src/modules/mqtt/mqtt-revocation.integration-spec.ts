import { MQTT_SERVICE_USERNAME, thingTopics } from '@oak/shared';
import { Command } from 'commander';
import mqtt, { type MqttClient } from 'mqtt';
import { DataSource } from 'typeorm';
import { registerAdminCommands } from '../../cli/admin/admin.commands';
import { brokerUrl, connectAs, createLab, eventually, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, type TestApp, createTestApp } from '../../testing/test-app';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttCredentialsService } from './mqtt-credentials.service';

/** Runs `oak <args>` as the CLI does, against DATABASE_URL, answering what it printed. */
async function oak(databaseUrl: string, ...args: string[]): Promise<string[]> {
  const printed: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  try {
    const program = new Command('oak').exitOverride();
    registerAdminCommands(program, (error) => {
      throw error;
    });
    await program.parseAsync(args, { from: 'user' });
    return printed;
  } finally {
    process.env.DATABASE_URL = saved;
    log.mockRestore();
  }
}

describe('revoking a Pi (or setting it up again) ends its live MQTT session at once, on every node', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let token: string;
  let thingIds: Record<string, string>;
  let observer: MqttClient;
  const seen: Array<[string, string]> = [];
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp();
    // A second cloud node: the same database and Redis, its own embedded broker.
    nodeB = await createTestApp({
      DATABASE_URL: nodeA.config.database.url,
      REDIS_KEY_PREFIX: nodeA.config.redis.keyPrefix,
    });
    token = await nodeA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    ({ thingIds } = await createLab(nodeA, 'Revocation Lab', ['rv-pi-1', 'rv-pi-2', 'rv-pi-3', 'rv-pi-4']));
    observer = await connectAs(await brokerUrl(nodeB), {
      clientId: 'spec-observer',
      username: MQTT_SERVICE_USERNAME,
      password: nodeB.app.get(MqttCredentialsService).servicePassword,
    });
    observer.on('message', (topic, payload) => seen.push([topic, payload.toString()]));
    await observer.subscribeAsync('oak/things/#', { qos: 1 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...clients, observer].map((client) => client?.endAsync(true)));
    await nodeB?.close();
    await nodeA?.close();
  });

  /** A Pi's connection as its agent keeps it: trying again 100 ms after it drops. */
  const agentLike = async (node: TestApp, thingName: string, password: string) => {
    const client = mqtt.connect(await brokerUrl(node), {
      clientId: thingName,
      username: thingName,
      password,
      reconnectPeriod: 100,
    });
    clients.push(client);
    const refusals: string[] = [];
    client.on('error', (error) => refusals.push(error.message));
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    return { client, refusals };
  };

  it('`oak pi revoke` on one node closes the session on another; the Pi is refused and its next publish never arrives', async () => {
    const registration = await registerThing(nodeA, token, thingIds['rv-pi-1']!);
    const { client: pi, refusals } = await agentLike(nodeB, 'rv-pi-1', registration.password);
    const { events } = thingTopics('rv-pi-1');
    await pi.publishAsync(events, 'before', { qos: 1 });
    const closed = new Promise<void>((resolve) => pi.once('close', () => resolve()));

    expect(await oak(nodeA.config.database.url, 'pi', 'revoke', 'rv-pi-1')).toEqual([
      'Revoked 1 credential(s) of rv-pi-1; its live connection is closed on every cloud node',
    ]);
    await closed;
    pi.publish(events, 'after', { qos: 1 });
    await eventually(
      async () => refusals.filter((message) => /Bad username or password/.test(message)).length,
      (count) => count >= 1,
    );
    expect(seen.filter(([topic]) => topic === events).map(([, payload]) => payload)).toEqual(['before']);
  });

  it('a new setup closes the session of the credential it replaced; the new one connects', async () => {
    const first = await registerThing(nodeA, token, thingIds['rv-pi-2']!);
    const { client: pi } = await agentLike(nodeB, 'rv-pi-2', first.password);
    const closed = new Promise<void>((resolve) => pi.once('close', () => resolve()));
    const second = await registerThing(nodeA, token, thingIds['rv-pi-2']!);
    await closed;
    pi.end(true);
    await expect(
      connectAs(await brokerUrl(nodeB), {
        clientId: 'rv-pi-2',
        username: 'rv-pi-2',
        password: first.password,
      }),
    ).rejects.toThrow(/Bad username or password/);
    const renewed = await connectAs(await brokerUrl(nodeB), {
      clientId: 'rv-pi-2',
      username: 'rv-pi-2',
      password: second.password,
    });
    clients.push(renewed);
  });

  it('closes, at the next sweep, the session of a revocation whose notice was missed', async () => {
    const registration = await registerThing(nodeA, token, thingIds['rv-pi-3']!);
    const pi = await connectAs(await brokerUrl(nodeA), {
      clientId: 'rv-pi-3',
      username: 'rv-pi-3',
      password: registration.password,
    });
    clients.push(pi);
    const closed = new Promise<void>((resolve) => pi.once('close', () => resolve()));
    // Revoked with triggers off, as if this node had not been listening when it happened.
    await nodeA.app.get(DataSource).transaction(async (manager) => {
      await manager.query('SET LOCAL session_replication_role = replica');
      await manager.query(`UPDATE thing_credentials SET revoked_at = now() WHERE username = 'rv-pi-3'`);
    });
    expect(pi.connected).toBe(true);
    await nodeA.app.get(MqttBrokerService).closeRevokedSessions();
    await closed;
  });

  it('on an external broker, a node ends the session by taking over the Pi’s client id', async () => {
    const registration = await registerThing(nodeA, token, thingIds['rv-pi-4']!);
    const port = await nodeA.app.get(MqttBrokerService).port();
    const password = encodeURIComponent(nodeA.app.get(MqttCredentialsService).servicePassword);
    // A node of another deployment whose broker is node A's: only it hears of its own revocations.
    const external = await createTestApp({
      MQTT_URL: `mqtt://${MQTT_SERVICE_USERNAME}:${password}@127.0.0.1:${port}`,
    });
    try {
      const pi = await connectAs(await brokerUrl(nodeA), {
        clientId: 'rv-pi-4',
        username: 'rv-pi-4',
        password: registration.password,
      });
      clients.push(pi);
      const closed = new Promise<void>((resolve) => pi.once('close', () => resolve()));
      const credentials = external.app.get(MqttCredentialsService);
      await credentials.issue('rv-pi-4');
      expect(await credentials.revoke('rv-pi-4')).toBe(1);
      await closed;
    } finally {
      await external.close();
    }
  });
});
