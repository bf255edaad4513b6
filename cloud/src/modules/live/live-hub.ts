import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { LIVE_SOCKET_NAMESPACE, LIVE_SOCKET_PATH } from '@oak/shared';
import Redis from 'ioredis';
import { type Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { AppConfig } from '../../config/app-config';

/**
 * How long a browser that lost its connection may come back and get every
 * event it missed, once and in order (issue: 2 minutes); later it resyncs
 * from the snapshot.
 */
export const LIVE_RECOVERY_MS = 2 * 60 * 1000;

/** Events the shared stream keeps for late readers and recovering sockets (chosen). */
const STREAM_MAX_LEN = 50_000;

/**
 * This node's Socket.IO server for the live sockets, on the Redis Streams
 * adapter: an event emitted to a room on any node (a worker-only node too)
 * reaches the sockets of that room on every node, and a socket that
 * reconnects within LIVE_RECOVERY_MS gets what it missed. The HTTP server is
 * attached when the node serves one.
 */
@Injectable()
export class LiveHub implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveHub');
  private readonly redis: Redis;
  /** The adapter's own connections (its stream reader, its subscriber): closed with the hub. */
  private readonly duplicates: Redis[] = [];
  readonly io: Server;
  private attached = false;

  constructor(config: AppConfig) {
    const prefix = config.redis.keyPrefix;
    this.redis = new Redis(config.redis.url, {
      connectionName: 'oak-live',
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.redis.on('error', () => undefined);
    const duplicate = this.redis.duplicate.bind(this.redis);
    this.redis.duplicate = (override) => {
      const client = duplicate(override);
      client.on('error', () => undefined);
      this.duplicates.push(client);
      return client;
    };
    this.io = new Server({
      path: LIVE_SOCKET_PATH,
      serveClient: false,
      adapter: createAdapter(this.redis, {
        streamName: `${prefix}socket.io`,
        channelPrefix: `${prefix}socket.io`,
        sessionKeyPrefix: `${prefix}sio:session:`,
        maxLen: STREAM_MAX_LEN,
        // A shorter block lets a closing node stop reading sooner.
        blockTimeInMs: 2000,
        onlyPlaintext: true,
      }),
      // A socket that recovers its state is admitted again like a new one: its session may have ended meanwhile.
      connectionStateRecovery: { maxDisconnectionDuration: LIVE_RECOVERY_MS, skipMiddlewares: false },
    });
  }

  /** Serves the live sockets on this node's HTTP port. */
  attach(httpServer: HttpServer): void {
    if (this.attached) return;
    this.attached = true;
    // destroyUpgrade off: other upgrades on this port (MQTT over WebSocket at /mqtt) are not Socket.IO's.
    this.io.attach(httpServer, { destroyUpgrade: false });
  }

  /**
   * The live fan-out: `event` with `payload` to every socket of the live
   * namespace in `room`, on every node.
   */
  emitToRoom(room: string, event: string, payload: unknown): void {
    this.io.of(LIVE_SOCKET_NAMESPACE).to(room).emit(event, payload);
  }

  /** Closes the sockets of this node, before Nest closes the HTTP server that would wait for them. */
  disconnectAll(): void {
    this.io.disconnectSockets(true);
    if (this.attached) this.io.engine.close();
  }

  async onApplicationShutdown(): Promise<void> {
    this.disconnectAll();
    // Closing every namespace's adapter stops the stream reader. Not io.close(): the HTTP server is Nest's.
    await Promise.allSettled(
      [this.io.of('/'), this.io.of(LIVE_SOCKET_NAMESPACE)].map(async (nsp) => nsp.adapter.close()),
    );
    // A reader blocked on a Redis that is away would otherwise reconnect forever.
    for (const client of [this.redis, ...this.duplicates]) client.disconnect();
    this.logger.debug('Live hub closed');
  }
}
