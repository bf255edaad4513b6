import { MQTT_SERVICE_USERNAME } from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { connectAs } from '../../testing/lab-fixtures';
import { type RawConnection, rawConnection } from '../../testing/mqtt-wire';
import { useTestApp } from '../../testing/test-app';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttCredentialsService } from './mqtt-credentials.service';

/** At most this many attempts in the rate test: a minute's budget twice over, in case a window turns during it. */
const CONNECTS_PER_MINUTE = 12;

describe('the embedded broker bounds connections before they authenticate (per address, pending, CONNECT time-out)', () => {
  // The cloud's own client reaches its embedded broker in memory: every connection from
  // 127.0.0.1 here is the spec's own.
  const app = useTestApp({
    MQTT_MAX_CONNECTIONS_PER_IP: '5',
    MQTT_CONNECTS_PER_IP_PER_MINUTE: String(CONNECTS_PER_MINUTE),
    MQTT_MAX_PENDING_CONNECTIONS: '2',
    MQTT_CONNECT_TIMEOUT_SECONDS: '1',
  });
  let port: number;
  let url: string;
  const clients: MqttClient[] = [];
  const raws: RawConnection[] = [];

  beforeAll(async () => {
    port = await app().app.get(MqttBrokerService).port();
    url = `mqtt://127.0.0.1:${port}`;
  });
  afterEach(async () => {
    raws.splice(0).forEach((raw) => raw.socket.destroy());
    await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
  });

  let serial = 0;
  const asCloud = async () => {
    const client = await connectAs(url, {
      clientId: `spec-limits-${++serial}`,
      username: MQTT_SERVICE_USERNAME,
      password: app().app.get(MqttCredentialsService).servicePassword,
    });
    clients.push(client);
    return client;
  };
  const silent = async (from?: string) => {
    const raw = await rawConnection(port, from);
    raws.push(raw);
    return raw;
  };

  it('closes connections that never send CONNECT, and refuses new ones while too many wait', async () => {
    const [first, second] = [await silent('127.0.0.2'), await silent('127.0.0.3')];
    const third = await silent('127.0.0.4');
    await third.closed;
    expect(third.received().length).toBe(0);
    await expect(asCloud()).rejects.toThrow();

    // MQTT_CONNECT_TIMEOUT_SECONDS later the broker closes the two that said nothing; then there is room.
    await Promise.all([first.closed, second.closed]);
    expect(first.received().length + second.received().length).toBe(0);
    await asCloud();
  });

  it('lets one address hold only its share of the connections waiting to authenticate, so others still get in', async () => {
    // Two may wait in all, so one address may hold one of them.
    const idle = await silent('127.0.0.5');
    const more = await silent('127.0.0.5');
    await more.closed;
    expect(more.received().length).toBe(0);
    const other = await silent('127.0.0.6');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.socket.destroyed).toBe(false);
    expect(idle.socket.destroyed).toBe(false);
    // Gone before the next spec, which needs the budget: the broker hears both close.
    for (const raw of [idle, other]) raw.socket.destroy();
    await Promise.all([idle.closed, other.closed]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('refuses more than MQTT_MAX_CONNECTIONS_PER_IP open connections from one address', async () => {
    const open: MqttClient[] = [];
    for (let i = 0; i < 5; i++) open.push(await asCloud());
    await expect(asCloud()).rejects.toThrow();
    await open[0]!.endAsync(true);
    await asCloud();
  });

  it('refuses more than MQTT_CONNECTS_PER_IP_PER_MINUTE new connections from one address', async () => {
    let refusedAt: number | undefined;
    for (let attempt = 1; attempt <= 2 * CONNECTS_PER_MINUTE + 1 && refusedAt === undefined; attempt++) {
      const client = await asCloud().catch(() => undefined);
      if (client) await client.endAsync(true);
      else refusedAt = attempt;
    }
    // Each connection was closed before the next: what refused one was the rate, not the number open.
    expect(refusedAt).toBeDefined();
  });
});
