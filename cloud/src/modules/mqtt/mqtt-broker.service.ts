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
import { type SecureContext, TLSSocket, createSecureContext } from 'node:tls';
import { type Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { AppConfig } from '../../config/app-config';
import { serverTlsOptions } from '../../config/tls-profile';
import { PgNotificationsAdapter, REVOCATION_CHANNELS } from '../../database/pg-notifications.adapter';
import { inMemoryDuplexPair } from './in-memory-duplex';
import { MqttConnectionLimiter } from './mqtt-connection-limiter';
import { MqttCredentialsService, type MqttIdentity } from './mqtt-credentials.service';
import { MqttPacketGate } from './mqtt-packet-gate';
import { RetainedTopics, publishRefusal } from './mqtt-publish-rules';
import { parseRevokedCredential } from './revoked-credential.schema';

/** Where the embedded broker also speaks MQTT over WebSocket, on the cloud's HTTP port. */
export const MQTT_WEBSOCKET_PATH = '/mqtt';

const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;
/** Room for a WebSocket frame's own header around the largest MQTT packet it may carry. */
const WEBSOCKET_FRAME_OVERHEAD = 16;
/** How an in-process connection is named at the door and in the log. */
const IN_PROCESS_ADDRESS = 'in-process';

/**
 * The embedded MQTT broker (Aedes), on MQTT_PORT and on /mqtt over WebSocket.
 * It runs only when MQTT_URL is unset; with MQTT_URL the cloud uses that
 * broker, whose own ACL must match this one (deploy/mosquitto).
 *
 * Every connection passes the limiter (per address, and unauthenticated ones
 * together) and a packet gate (sizes from the fixed header, UTF-8 topics),
 * then authenticates; every publish and subscription is checked against the
 * identity it authenticated as, and a Pi's publishes against the limits. A
 * revoked credential's session is closed as soon as Postgres announces it.
 */
@Injectable()
export class MqttBrokerService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MqttBroker');
  private readonly identities = new WeakMap<Client, MqttIdentity>();
  private readonly limiter: MqttConnectionLimiter;
  private readonly retained: RetainedTopics;
  private broker: Aedes | undefined;
  private server: Server | undefined;
  private webSockets: WebSocketServer | undefined;
  private listening: Promise<number> | undefined;
  private readonly sockets = new Set<Duplex>();
  /** TLS_CERT_FILE and TLS_KEY_FILE: MQTT_PORT speaks MQTT over TLS only. */
  private readonly secureContext: SecureContext | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly credentials: MqttCredentialsService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly notifications: PgNotificationsAdapter,
  ) {
    this.limiter = new MqttConnectionLimiter(config.mqtt.limits);
    this.retained = new RetainedTopics(config.mqtt.limits.maxRetainedPerPi);
    const { tls } = config;
    this.secureContext = tls ? createSecureContext(serverTlsOptions(tls)) : undefined;
  }

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
    return `${this.secureContext ? 'mqtts' : 'mqtt'}://127.0.0.1:${await this.port()}`;
  }

  /**
   * A connection of this process to the embedded broker, in memory: the
   * cloud's own client uses it instead of a loopback socket, so a packet
   * between the runner and the broker is handed on at once rather than when
   * the event loop next polls for I/O. It passes the same door, gate and
   * sign-in as any connection. Once the broker listens (after url()).
   */
  connectInProcess(): Duplex {
    const [ours, theirs] = inMemoryDuplexPair();
    this.accept(theirs, IN_PROCESS_ADDRESS);
    return ours;
  }

  /**
   * Publishes as the cloud straight into the embedded broker (QoS 1), and
   * answers once the broker has handed it to every subscriber; false when
   * this process has no broker up. The cloud's own client would get there
   * too, but a turn of the event loop later at each step: its encoding, the
   * in-memory connection, the packet gate and parser, and the PUBACK the
   * broker writes back before it delivers a QoS 1 publish. On a busy node
   * each turn takes milliseconds, and a runner's request is what a Pi waits
   * for. The service identity may publish anywhere, as its connection may;
   * a retained message is counted as one the connection sent would be.
   */
  publishAsService(topic: string, payload: string | Buffer, retain: boolean): Promise<boolean> {
    const broker = this.broker;
    if (!broker) return Promise.resolve(false);
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    this.retained.note({ topic, payloadBytes: bytes.byteLength, retain });
    return new Promise((resolve, reject) =>
      broker.publish({ cmd: 'publish', topic, payload: bytes, qos: 1, retain, dup: false }, (error) =>
        error ? reject(error) : resolve(true),
      ),
    );
  }

  /**
   * What the cloud's own client adds to connect to url() over TLS: the CA Pis
   * pin (else the public roots). It connects to this machine's loopback, a
   * name the certificate need not carry, so the chain is checked, not the name.
   */
  clientTlsOptions(): { ca?: Buffer; checkServerIdentity?: () => undefined } {
    if (!this.embedded || !this.secureContext) return {};
    const ca = this.config.tls?.ca;
    return { ...(ca ? { ca } : {}), checkServerIdentity: () => undefined };
  }

  async onModuleInit(): Promise<void> {
    if (!this.embedded) return;
    await this.port();
    this.notifications.onResync(() => void this.closeRevokedSessions());
    await this.notifications.listen(REVOCATION_CHANNELS.thingCredential, (payload) => {
      const revoked = parseRevokedCredential(payload);
      if (revoked) this.closeSession(revoked.username, revoked.id);
    });
  }

  onApplicationBootstrap(): void {
    if (!this.embedded || !this.broker) return;
    const httpServer = this.adapterHost.httpAdapter?.getHttpServer() as HttpServer | undefined;
    if (!httpServer) return;
    const { limits } = this.config.mqtt;
    // ws reads a whole frame before handing it on: no frame may exceed the largest packet of a Pi.
    const maxPayload = Math.max(limits.maxPacketBytes, limits.maxConnectBytes) + WEBSOCKET_FRAME_OVERHEAD;
    const webSockets = new WebSocketServer({ noServer: true, maxPayload });
    this.webSockets = webSockets;
    httpServer.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
      if (new URL(request.url ?? '/', 'http://oak').pathname !== MQTT_WEBSOCKET_PATH) return;
      webSockets.handleUpgrade(request, socket, head, (ws) => {
        this.accept(createWebSocketStream(ws), socket.remoteAddress, request);
      });
    });
  }

  /** Disconnects a Pi now (e.g. after a new setup replaced its credential). */
  disconnect(thingName: string): boolean {
    const client = this.clients()[thingName];
    if (!client) return false;
    client.close();
    return true;
  }

  /**
   * Closes the Pi's session on this broker if it signed in with credential
   * `credentialId` (a later session, with a newer credential, stays).
   */
  closeSession(thingName: string, credentialId: string): boolean {
    const client = this.clients()[thingName];
    const identity = client && this.identities.get(client);
    if (!client || identity?.kind !== 'thing' || identity.credentialId !== credentialId) return false;
    this.logger.log(`Closed the session of ${thingName}: its credential was revoked`);
    client.close();
    return true;
  }

  /** Closes every Pi session whose credential is no longer live (after notifications may have been missed). */
  async closeRevokedSessions(): Promise<void> {
    const sessions = Object.values(this.clients()).flatMap((client) => {
      const identity = this.identities.get(client);
      return identity?.kind === 'thing' && identity.credentialId
        ? [{ client, thingName: identity.thingName, credentialId: identity.credentialId }]
        : [];
    });
    if (sessions.length === 0) return;
    const live = await this.credentials
      .liveIds(sessions.map((session) => session.credentialId))
      .catch(() => undefined);
    for (const session of sessions) {
      if (live && !live.has(session.credentialId)) this.closeSession(session.thingName, session.credentialId);
    }
  }

  /** Retained topics under a Pi's prefix (for MQTT_MAX_RETAINED_PER_PI). */
  retainedCount(thingName: string): number {
    return this.retained.count(thingName);
  }

  private clients(): Record<string, Client> {
    return (this.broker as unknown as { clients?: Record<string, Client> } | undefined)?.clients ?? {};
  }

  /**
   * A new connection: counted at the door (before any TLS handshake), then
   * read through the packet gate; on MQTT_PORT with TLS, the gate reads what
   * the TLS layer decrypted.
   */
  private accept(stream: Duplex, address: string | undefined, request?: IncomingMessage, tls = false): void {
    const admission = this.limiter.admit(address);
    if (!admission.admitted) {
      this.logger.warn(`Refused an MQTT connection: ${admission.reason}`);
      stream.destroy();
      return;
    }
    const broker = this.broker;
    if (!broker) {
      // Shutting down.
      admission.ticket.closed();
      stream.destroy();
      return;
    }
    this.sockets.add(stream);
    stream.once('close', () => {
      this.sockets.delete(stream);
      admission.ticket.closed();
    });
    const gate = new MqttPacketGate(tls ? this.secured(stream as Socket, address) : stream, {
      maxConnectBytes: this.config.mqtt.limits.maxConnectBytes,
      onRefused: (reason, announced) =>
        this.logger.warn(
          `Closed an MQTT connection from ${address ?? 'an unknown address'}: ${reason}${announced === undefined ? '' : ` (${announced} bytes announced)`}`,
        ),
    });
    gate.once('close', () => admission.ticket.closed());
    const client = broker.handle(gate, request);
    client.once('connected', () => admission.ticket.authenticated());
  }

  /** The TLS server side of a TCP connection; a failed handshake closes it (a client that does not trust us). */
  private secured(socket: Socket, address: string | undefined): TLSSocket {
    const secured = new TLSSocket(socket, { isServer: true, secureContext: this.secureContext });
    secured.on('error', (error: Error) =>
      this.logger.debug(
        `TLS of an MQTT connection from ${address ?? 'an unknown address'}: ${error.message}`,
      ),
    );
    socket.on('error', () => secured.destroy());
    return secured;
  }

  private admitted(client: Client, identity: MqttIdentity): void {
    this.identities.set(client, identity);
    const { limits } = this.config.mqtt;
    if (client.conn instanceof MqttPacketGate)
      client.conn.admit(identity.kind === 'service' ? limits.maxServicePacketBytes : limits.maxPacketBytes);
  }

  private async listen(): Promise<number> {
    const broker = await Aedes.createBroker({
      connectTimeout: this.config.mqtt.limits.connectTimeoutMs,
      authenticate: (client, username, password, done) => {
        this.credentials
          .authenticate(client.id, username, password)
          .then((identity) => {
            if (!identity) {
              const error = new Error('Bad username or password') as AuthenticateError;
              error.returnCode = BAD_USERNAME_OR_PASSWORD;
              return done(error, false);
            }
            this.admitted(client, identity);
            done(null, true);
          })
          .catch((error: unknown) => {
            this.logger.error(`MQTT authentication failed: ${String(error)}`);
            const failure = new Error('Server unavailable') as AuthenticateError;
            failure.returnCode = SERVER_UNAVAILABLE;
            done(failure, false);
          });
      },
      authorizePublish: (client, packet, done) => {
        // A null client is the broker itself (e.g. $SYS); everyone else needs the right.
        if (!client) return done(null);
        const identity = this.identities.get(client);
        if (!identity || !this.credentials.mayUse(identity, packet.topic)) {
          this.logger.warn(`Refused publish of ${client.id} to ${packet.topic}`);
          return done(new Error('Not authorized'));
        }
        const facts = {
          topic: packet.topic,
          payloadBytes: Buffer.byteLength(packet.payload),
          retain: packet.retain,
        };
        const refusal = publishRefusal(identity, facts, this.config.mqtt.limits, this.retained);
        if (refusal) {
          this.logger.warn(`Refused publish of ${client.id} to ${packet.topic}: ${refusal}`);
          return done(new Error(refusal));
        }
        this.retained.note(facts);
        done(null);
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
    const server = createServer((socket) => {
      // MQTT packets are small and latency-bound: Nagle's algorithm with delayed
      // ACKs would hold each round trip back by tens of milliseconds.
      socket.setNoDelay(true);
      this.accept(socket, socket.remoteAddress, undefined, this.secureContext !== undefined);
    });
    this.broker = broker;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.mqtt.port, this.config.http.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.logger.log(
      `Embedded MQTT broker listening on port ${port}${this.secureContext ? ' (TLS)' : ''} and on ${MQTT_WEBSOCKET_PATH}`,
    );
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
