import { connect as tcpConnect, type Socket } from 'node:net';
import { MQTT_SERVICE_USERNAME, thingTopics } from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { DataSource } from 'typeorm';
import { memoryAfterGc } from '../../testing/heap.util';
import {
  type HostileMqttPacket,
  authenticatedConnect,
  hostileMqttCorpus,
} from '../../testing/hostile-mqtt-corpus';
import {
  brokerUrl,
  connectAs,
  createLab,
  eventually,
  registerThing,
  type Registration,
} from '../../testing/lab-fixtures';
import { changedRecords, recordDigests } from '../../testing/record-digests';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { MqttCredentialsService } from './mqtt-credentials.service';

/** Malformed packets sent: the issue asks for at least 1,000. */
const CORPUS_SIZE = 1000;
/** Connections open at once. */
const PARALLEL = 24;
/** How long a connection may stay open after its packet before the test closes it itself. */
const LINGER_MS = 100;
/** How long the test waits for a CONNACK before it gives up on the connection. */
const CONNACK_WITHIN_MS = 5000;

/** The topic prefix of a Pi: every topic of its own starts with it. */
const prefixOf = (pi: Registration) => thingTopics(pi.thingName).all.slice(0, -1);

describe('fuzz: 1,000 malformed MQTT packets against the embedded broker', () => {
  const app = useTestApp();
  let sender: Registration;
  let victim: Registration;
  let port: number;
  let listener: MqttClient;
  const victimMessages: string[] = [];
  const ownMessages: string[] = [];

  beforeAll(async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), 'Fuzz Lab', ['fuzz-pi-1', 'fuzz-pi-2']);
    sender = await registerThing(app(), token, lab.thingIds['fuzz-pi-1']!);
    victim = await registerThing(app(), token, lab.thingIds['fuzz-pi-2']!);
    const url = await brokerUrl(app());
    port = Number(new URL(url).port);
    listener = await connectAs(url, {
      clientId: 'fuzz-spec-cloud',
      username: MQTT_SERVICE_USERNAME,
      password: app().app.get(MqttCredentialsService).servicePassword,
    });
    listener.on('message', (topic) => {
      if (topic.startsWith(prefixOf(victim))) victimMessages.push(topic);
      if (topic === `${prefixOf(sender)}fuzz-check`) ownMessages.push(topic);
    });
    await listener.subscribeAsync([thingTopics(victim.thingName).all, thingTopics(sender.thingName).all]);
  });
  afterAll(() => listener.endAsync(true));

  /** Sends one packet on a connection of its own (after a real CONNECT if it asks for one). */
  function send(one: HostileMqttPacket): Promise<void> {
    return new Promise((resolve) => {
      const socket: Socket = tcpConnect({ host: '127.0.0.1', port });
      // Started once the packet is written; a connection the broker keeps is closed by the test.
      let linger: NodeJS.Timeout | undefined;
      const wrote = () => {
        linger = setTimeout(() => socket.destroy(), LINGER_MS);
      };
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(linger);
        resolve();
      });
      socket.on('connect', () => {
        if (!one.afterConnect) {
          socket.write(one.bytes, wrote);
          return;
        }
        socket.write(authenticatedConnect(sender.thingName, sender.username, sender.password));
        // A CONNACK that never comes ends the connection too.
        linger = setTimeout(() => socket.destroy(), CONNACK_WITHIN_MS);
        socket.once('data', (connack) => {
          clearTimeout(linger);
          // CONNACK, accepted: now the hostile packet.
          if (connack[0] === 0x20 && connack[3] === 0x00) socket.write(one.bytes, wrote);
          else socket.destroy();
        });
      });
    });
  }

  it('survives every one: memory back, health up, no forged delivery, every record intact', async () => {
    const corpus = hostileMqttCorpus({
      seed: 'hardening-mqtt-fuzz',
      count: CORPUS_SIZE,
      clientId: sender.thingName,
      victim: victim.thingName,
    });
    const data = app().app.get(DataSource);
    // Warm up, then the baseline.
    for (const one of corpus.slice(0, 40)) await send(one);
    const memoryBefore = memoryAfterGc();
    const before = await recordDigests(data);

    const queue = [...corpus];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let one = queue.shift(); one; one = queue.shift()) {
          await send(one);
        }
      }),
    );

    // Which violation closes a connection at once is shown by the packet gate's and the limits' specs;
    // here the broker survives all of them together, and nothing forged got through.
    expect(victimMessages).toEqual([]);
    expect(memoryAfterGc()).toBeLessThanOrEqual(memoryBefore * 1.1);
    await app().http().get('/api/health').expect(200);
    expect(changedRecords(before, await recordDigests(data))).toEqual([]);

    // The broker still serves a well-behaved Pi.
    const pi = await connectAs(`mqtt://127.0.0.1:${port}`, {
      clientId: sender.thingName,
      username: sender.username,
      password: sender.password,
    });
    await pi.publishAsync(`${prefixOf(sender)}fuzz-check`, 'ok');
    await eventually(
      async () => ownMessages.length,
      (count) => count === 1,
    );
    await pi.endAsync(true);
  }, 240_000);
});
