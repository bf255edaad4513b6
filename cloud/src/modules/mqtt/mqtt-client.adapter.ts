import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { hostname } from 'node:os';
import mqtt, { type MqttClient } from 'mqtt';
import { MqttBrokerService } from './mqtt-broker.service';

/** How long start-up waits for the first broker connection before going on degraded. */
const FIRST_CONNECT_WAIT_MS = 5000;

/** The cloud's connection to the MQTT broker, embedded or external. */
@Injectable()
export class MqttClientAdapter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mqtt');
  private client: MqttClient | undefined;
  private lastError: string | undefined;

  constructor(private readonly broker: MqttBrokerService) {}

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  async onModuleInit(): Promise<void> {
    const url = await this.broker.url();
    const client = mqtt.connect(url, {
      clientId: `oak-cloud-${hostname()}-${process.pid}`,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: FIRST_CONNECT_WAIT_MS,
    });
    client.on('error', (error) => {
      if (error.message !== this.lastError) this.logger.warn(`MQTT: ${error.message}`);
      this.lastError = error.message;
    });
    client.on('connect', () => (this.lastError = undefined));
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
      const timer = setTimeout(() => done(false), FIRST_CONNECT_WAIT_MS);
      client.once('connect', onConnect);
      client.once('close', onClose);
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.client?.endAsync();
  }
}
