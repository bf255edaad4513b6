import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type IncomingMessage, type Server as HttpServer } from 'node:http';
import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { type AuthenticateError, type Client, createBroker } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { AppConfig } from '../../config/app-config';
import { MqttCredentialsService, type MqttIdentity } from './mqtt-credentials.service';

type Broker = ReturnType<typeof createBroker>;

/** Where the embedded broker also speaks MQTT over WebSocket, on the cloud's HTTP port. */
export const MQTT_WEBSOCKET_PATH = '/mqtt';

const BAD_USERNAME_OR_PASSWORD = 4;

/**
 * The embedded MQTT broker (Aedes), on MQTT_PORT and on /mqtt over WebSocket.
 * It runs only when MQTT_URL is unset; with MQTT_URL the cloud uses that
 * broker, whose own ACL must match this one (deploy/mosquitto).
 *
 * Every connection authenticates, and every publish and subscription is
 * checked against the identity it authenticated as.
 */
@Injectable()
export class MqttBrokerService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MqttBroker');
  private readonly identities = new WeakMap<Client, MqttIdentity>();
  private broker: Broker | undefined;
  private server: Server | undefined;
  private webSockets: WebSocketServer | undefined;
  private listening: Promise<number> | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly config: AppConfig,
    private readonly credentials: MqttCredentialsService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get embedded(): boolean {
    return this.config.mqtt.url === undefined;
  }

  /** The TCP port the embedded broker listens on (after start-up). */
  async port(): Promise<number> {
    this.listening ??= this.listen();
    return this.listening;
  }

  /**
   * The URL the cloud's own client connects to; the embedded broker starts
   * listening on the first call, whichever hook comes first.
   */
  async url(): Promise<string> {
    if (this.config.mqtt.url) return this.config.mqtt.url;
    return `mqtt://127.0.0.1:${await this.port()}`;
  }

  async onModuleInit(): Promise<void> {
    if (this.embedded) await this.port();
  }

  onApplicationBootstrap(): void {
    if (!this.embedded || !this.broker) return;
    const httpServer = this.adapterHost.httpAdapter?.getHttpServer() as HttpServer | undefined;
    if (!httpServer) return;
    const broker = this.broker;
    const webSockets = new WebSocketServer({ noServer: true });
    this.webSockets = webSockets;
    httpServer.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
      if (new URL(request.url ?? '/', 'http://oak').pathname !== MQTT_WEBSOCKET_PATH) return;
      webSockets.handleUpgrade(request, socket, head, (ws) => {
        broker.handle(createWebSocketStream(ws), request);
      });
    });
  }

  /** Disconnects a Pi now (after its credential was revoked). */
  disconnect(thingName: string): boolean {
    const client = (this.broker as unknown as { clients?: Record<string, Client> } | undefined)?.clients?.[
      thingName
    ];
    if (!client) return false;
    client.close();
    return true;
  }

  private async listen(): Promise<number> {
    const broker = createBroker({
      authenticate: (client, username, password, done) => {
        this.credentials
          .authenticate(client.id, username, password)
          .then((identity) => {
            if (!identity) {
              const error = new Error('Bad username or password') as AuthenticateError;
              error.returnCode = BAD_USERNAME_OR_PASSWORD;
              return done(error, false);
            }
            this.identities.set(client, identity);
            done(null, true);
          })
          .catch((error: unknown) => {
            this.logger.error(`MQTT authentication failed: ${String(error)}`);
            const failure = new Error('Server unavailable') as AuthenticateError;
            failure.returnCode = 3;
            done(failure, false);
          });
      },
      authorizePublish: (client, packet, done) => {
        // A null client is the broker itself (e.g. $SYS); everyone else needs the right.
        if (!client) return done(null);
        const identity = this.identities.get(client);
        if (identity && this.credentials.mayUse(identity, packet.topic)) return done(null);
        this.logger.warn(`Refused publish of ${client.id} to ${packet.topic}`);
        done(new Error('Not authorized'));
      },
      authorizeSubscribe: (client, subscription, done) => {
        const identity = this.identities.get(client);
        if (identity && this.credentials.mayUse(identity, subscription.topic))
          return done(null, subscription);
        this.logger.warn(`Refused subscription of ${client.id} to ${subscription.topic}`);
        // A refused subscription is answered with a failure code, not a disconnect.
        done(null, null);
      },
    });
    broker.on('clientError', (client, error) =>
      this.logger.debug(`MQTT client ${client.id}: ${error.message}`),
    );
    const server = createServer(broker.handle);
    server.on('connection', (socket) => {
      // MQTT packets are small and latency-bound: Nagle's algorithm with delayed
      // ACKs would hold each round trip back by tens of milliseconds.
      socket.setNoDelay(true);
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
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
    this.logger.log(`Embedded MQTT broker listening on port ${port} and on ${MQTT_WEBSOCKET_PATH}`);
    return port;
  }

  async onApplicationShutdown(): Promise<void> {
    const { broker, server, webSockets } = this;
    this.broker = undefined;
    this.server = undefined;
    this.webSockets = undefined;
    webSockets?.close();
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
