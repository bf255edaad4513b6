import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type AddressInfo, type Server, createServer } from 'node:net';
import { createBroker } from 'aedes';
import { AppConfig } from '../../config/app-config';

type Broker = ReturnType<typeof createBroker>;

/**
 * The embedded MQTT broker (Aedes). It runs only when MQTT_URL is unset; with
 * MQTT_URL the cloud uses that broker instead.
 */
@Injectable()
export class MqttBrokerService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MqttBroker');
  private broker: Broker | undefined;
  private server: Server | undefined;
  private listening: Promise<number> | undefined;

  constructor(private readonly config: AppConfig) {}

  get embedded(): boolean {
    return this.config.mqtt.url === undefined;
  }

  /**
   * The URL the cloud's own client connects to; the embedded broker starts
   * listening on the first call, whichever hook comes first.
   */
  async url(): Promise<string> {
    if (this.config.mqtt.url) return this.config.mqtt.url;
    this.listening ??= this.listen();
    return `mqtt://127.0.0.1:${await this.listening}`;
  }

  async onModuleInit(): Promise<void> {
    if (this.embedded) await this.url();
  }

  private async listen(): Promise<number> {
    const broker = createBroker();
    const server = createServer(broker.handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.mqtt.port, this.config.http.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.broker = broker;
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.logger.log(`Embedded MQTT broker listening on port ${port}`);
    return port;
  }

  async onApplicationShutdown(): Promise<void> {
    const { broker, server } = this;
    this.broker = undefined;
    this.server = undefined;
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
