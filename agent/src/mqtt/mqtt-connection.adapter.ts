import { AGENT_KEEPALIVE_SECONDS, type AgentStatusPayload } from '@oak/shared';
import mqtt, { type MqttClient, Store } from 'mqtt';
import { type Logger } from 'pino';
import { type MqttConnection } from './mqtt-connection.port';
import { type BackoffPolicy, RECONNECT_BACKOFF, reconnectDelayMs } from './reconnect-backoff.util';

export interface MqttConnectionOptions {
  readonly brokerUrl: string;
  readonly clientId: string;
  readonly username?: string;
  readonly password?: string;
  /** The CA to trust for mqtts:// and wss:// (PEM), instead of the public roots. */
  readonly ca?: Buffer;
  readonly statusTopic: string;
  readonly subscriptions: readonly string[];
  readonly logger: Logger;
  readonly backoff?: BackoffPolicy;
}

/** How long a clean close waits for the broker to take `offline` before it disconnects anyway. */
const CLOSE_TIMEOUT_MS = 2000;
const ONLINE: AgentStatusPayload = 'online';
const OFFLINE: AgentStatusPayload = 'offline';

/**
 * mqtt.js behind the agent's port. A persistent session (clean: false) keeps
 * requests sent while the Pi was away; QoS 1 everywhere; the broker publishes
 * the retained `offline` will when the Pi vanishes. mqtt.js reconnects at a
 * fixed period, so reconnecting is done here, with exponential backoff, reusing
 * the message stores so unacknowledged publishes survive the reconnect.
 */
export class MqttConnectionAdapter implements MqttConnection {
  private readonly client: MqttClient;
  private readonly stores = { incomingStore: new Store(), outgoingStore: new Store() };
  private readonly connectListeners = new Set<() => void>();
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(private readonly options: MqttConnectionOptions) {
    const { logger } = options;
    this.client = mqtt.connect(options.brokerUrl, {
      clientId: options.clientId,
      ...(options.username ? { username: options.username } : {}),
      ...(options.password ? { password: options.password } : {}),
      ...(options.ca ? { ca: options.ca, rejectUnauthorized: true } : {}),
      clean: false,
      keepalive: AGENT_KEEPALIVE_SECONDS,
      protocolVersion: 4,
      connectTimeout: 10_000,
      reconnectPeriod: 0,
      resubscribe: false,
      // Without this, mqtt-packet pre-builds 65,536 two-byte buffers: about 6 MB of a
      // Pi's heap, walked by every full GC, for a client that publishes a few packets a second.
      writeCache: false,
      ...this.stores,
      will: { topic: options.statusTopic, payload: Buffer.from(OFFLINE), qos: 1, retain: true },
    });
    this.client.on('connect', (connack) => {
      this.attempt = 0;
      // Small latency-bound packets: without this, Nagle's algorithm and delayed
      // ACKs add tens of milliseconds to every answer.
      (this.client.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
      logger.info(
        { broker: options.brokerUrl, sessionPresent: connack.sessionPresent },
        'connected to the broker',
      );
      void this.announce();
    });
    this.client.on('close', () => this.scheduleReconnect());
    this.client.on('error', (error) => logger.warn({ error: brief(error) }, 'broker connection error'));
  }

  publish(topic: string, payload: string, options: { retain?: boolean } = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      this.client.publish(topic, payload, { qos: 1, retain: options.retain ?? false }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  onMessage(listener: (topic: string, payload: Buffer, redelivered: boolean) => void): void {
    this.client.on('message', (topic, payload, packet) => listener(topic, payload, packet.dup));
  }

  onConnect(listener: () => void): void {
    this.connectListeners.add(listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    if (this.client.connected) {
      await Promise.race([
        this.publish(this.options.statusTopic, OFFLINE, { retain: true }).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref()),
      ]);
    }
    await new Promise<void>((resolve) => this.client.end(false, {}, () => resolve()));
  }

  /** On every connect: say online, (re)subscribe (a broker restart loses the session), then tell the agent. */
  private async announce(): Promise<void> {
    const { logger, statusTopic, subscriptions } = this.options;
    try {
      await this.publish(statusTopic, ONLINE, { retain: true });
      await this.client.subscribeAsync([...subscriptions], { qos: 1 });
    } catch (error) {
      logger.warn({ error: brief(error) }, 'could not announce on connect; the next connect retries');
      return;
    }
    for (const listener of this.connectListeners) {
      try {
        listener();
      } catch (error) {
        logger.error({ err: error }, 'connect listener failed');
      }
    }
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    const delay = reconnectDelayMs(this.attempt++, this.options.backoff ?? RECONNECT_BACKOFF);
    this.options.logger.info({ inMs: delay }, 'disconnected from the broker; reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.closing) this.client.reconnect(this.stores);
    }, delay);
  }
}

/** Connection errors as one line; mqtt.js errors carry sockets and buffers not worth logging. */
function brief(error: unknown): { message: string; code?: string | number } {
  const { message, code } = error as { message?: string; code?: string | number };
  return { message: message ?? String(error), ...(code === undefined ? {} : { code }) };
}
