import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import mqtt, { type IClientOptions, MqttClient } from 'mqtt';
import { MQTT_SERVICE_USERNAME } from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import { OakMetrics } from '../metrics/oak-metrics';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttCredentialsService } from './mqtt-credentials.service';

/** How long start-up waits for the first broker connection before going on degraded. */
const FIRST_CONNECT_WAIT_MS = 5000;

export type MqttMessageHandler = (topic: string, payload: Buffer) => void;

export class MqttUnavailableError extends Error {
  constructor() {
    super('The MQTT broker is not reachable');
  }
}

/**
 * The client id of one cloud process on the broker. Every node and worker signs
 * in as the same service user, and a broker drops the older of two sessions
 * with one client id, so each process needs its own: its role, host and pid
 * name it for the broker's log, 48 random bits keep it apart from a process of
 * the same role, host name and pid (containers all run as pid 1).
 */
export function mqttClientIdOf(role: AppConfig['role']): string {
  return `oak-${role}-${hostname()}-${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** Whether an MQTT topic filter (with + and #) matches a topic. */
export function topicMatches(filter: string, topic: string): boolean {
  const wanted = filter.split('/');
  const actual = topic.split('/');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '#') return true;
    if (i >= actual.length) return false;
    if (wanted[i] !== '+' && wanted[i] !== actual[i]) return false;
  }
  return wanted.length === actual.length;
}

/**
 * The cloud's connection to the MQTT broker, embedded or external: the only
 * place that touches the mqtt package. Services publish and subscribe through
 * it; subscriptions survive reconnects. It counts the messages in and out by
 * topic kind (OakMetrics).
 */
@Injectable()
export class MqttClientAdapter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mqtt');
  private client: MqttClient | undefined;
  private lastError: string | undefined;
  private readonly handlers = new Map<string, Set<MqttMessageHandler>>();

  constructor(
    private readonly config: AppConfig,
    private readonly broker: MqttBrokerService,
    private readonly credentials: MqttCredentialsService,
    private readonly metrics: OakMetrics,
  ) {}

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  async onModuleInit(): Promise<void> {
    const url = await this.broker.url();
    const options: IClientOptions = {
      clientId: mqttClientIdOf(this.config.role),
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: FIRST_CONNECT_WAIT_MS,
      ...this.broker.clientTlsOptions(),
    };
    // On the embedded broker the cloud signs in with its service credential;
    // an external broker's URL carries the credentials it expects.
    if (this.broker.embedded) {
      options.username = MQTT_SERVICE_USERNAME;
      options.password = this.credentials.servicePassword;
    }
    // The embedded broker is reached in memory; an external one at its URL.
    const client = this.broker.embedded
      ? new MqttClient(() => this.broker.connectInProcess(), options)
      : mqtt.connect(url, options);
    client.on('error', (error) => {
      if (error.message !== this.lastError) this.logger.warn(`MQTT: ${error.message}`);
      this.lastError = error.message;
    });
    client.on('connect', () => {
      this.lastError = undefined;
      // Small latency-bound packets: without this, Nagle's algorithm and delayed
      // ACKs add tens of milliseconds to every agent round trip.
      (client.stream as { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
      const filters = [...this.handlers.keys()];
      if (filters.length) client.subscribe(filters, { qos: 1 });
    });
    client.on('message', (topic, payload) => this.dispatch(topic, payload));
    this.client = client;
    // Start-up waits for the first connection, but not for a broker that refuses
    // or is absent: the cloud then runs degraded and the client keeps retrying.
    await new Promise<void>((resolve) => {
      const done = (connected: boolean) => {
        clearTimeout(timer);
        client.off('connect', onConnect);
        client.off('close', onClose);
        if (!connected) this.logger.warn(`MQTT broker not reachable at ${url}; retrying in the background`);
        resolve();
      };
      const onConnect = () => done(true);
      const onClose = () => done(false);
      // A real timer, not the Clock's, as every adapter's transport timeout is: the broker answers in real time.
      const timer = setTimeout(() => done(false), FIRST_CONNECT_WAIT_MS);
      client.once('connect', onConnect);
      client.once('close', onClose);
    });
  }

  private dispatch(topic: string, payload: Buffer): void {
    this.metrics.mqttReceived(topic);
    for (const [filter, handlers] of this.handlers) {
      if (!topicMatches(filter, topic)) continue;
      for (const handler of handlers) {
        try {
          handler(topic, payload);
        } catch (error) {
          this.logger.error(`Handler of ${filter} failed on ${topic}: ${String(error)}`);
        }
      }
    }
  }

  /** Subscribes `handler` to a filter (QoS 1); answers once the broker granted it. Call the result to unsubscribe. */
  async subscribe(filter: string, handler: MqttMessageHandler): Promise<() => Promise<void>> {
    let handlers = this.handlers.get(filter);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(filter, handlers);
    }
    handlers.add(handler);
    if (first && this.client?.connected) {
      const granted = await this.client.subscribeAsync(filter, { qos: 1 });
      if (granted.some((grant) => grant.qos === 128)) {
        this.handlers.delete(filter);
        throw new Error(`The broker refused the subscription to ${filter}`);
      }
    }
    return async () => {
      const current = this.handlers.get(filter);
      current?.delete(handler);
      if (current && current.size === 0) {
        this.handlers.delete(filter);
        if (this.client?.connected) await this.client.unsubscribeAsync(filter).catch(() => undefined);
      }
    };
  }

  /**
   * Publishes (QoS 1) and answers once the broker has it: on the embedded
   * broker straight into it (see MqttBrokerService.publishAsService), else
   * through the connection, once the broker acknowledged it.
   */
  async publish(topic: string, payload: string | Buffer, options: { retain?: boolean } = {}): Promise<void> {
    if (
      this.broker.embedded &&
      (await this.broker.publishAsService(topic, payload, options.retain ?? false))
    ) {
      this.metrics.mqttPublished(topic);
      return;
    }
    if (!this.client?.connected) throw new MqttUnavailableError();
    await this.client.publishAsync(topic, payload, { qos: 1, retain: options.retain ?? false });
    this.metrics.mqttPublished(topic);
  }

  /**
   * Ends whatever session holds `clientId` on the broker by taking it over: a
   * broker drops the older of two sessions with one client id (MQTT 3.1.1
   * §3.1.4), and this one leaves at once. How the cloud closes a revoked
   * Pi's session on an external broker, which it cannot reach into.
   */
  async takeOver(clientId: string): Promise<void> {
    const options: IClientOptions = {
      clientId,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      ...this.broker.clientTlsOptions(),
    };
    if (this.broker.embedded) {
      options.username = MQTT_SERVICE_USERNAME;
      options.password = this.credentials.servicePassword;
    }
    const client = mqtt.connect(await this.broker.url(), options);
    client.on('error', () => undefined);
    const connected = await new Promise<boolean>((resolve) => {
      client.once('connect', () => resolve(true));
      client.once('close', () => resolve(false));
    });
    await client.endAsync(!connected).catch(() => undefined);
    if (!connected) throw new Error(`Could not take over the session of ${clientId}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.client?.endAsync();
  }
}
