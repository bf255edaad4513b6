import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { LIVE_SOCKET_PATH } from '@oak/shared';
import Redis from 'ioredis';
import { Server } from 'socket.io';
import { type AppConfig } from '../../config/app-config';
import { type LiveHub } from './live-hub';

/**
 * How long a browser that lost its connection may come back and get every
 * event it missed, once and in order (issue: 2 minutes); later it resyncs
 * from the snapshot.
 */
const LIVE_RECOVERY_MS = 2 * 60 * 1000;

/** Events the shared stream keeps for late readers and recovering sockets (chosen). */
const STREAM_MAX_LEN = 50_000;

/** A shorter block than the adapter's default lets a closing node stop reading sooner. */
const STREAM_BLOCK_MS = 2000;

/** The longest pause between two attempts to reach a Redis that is away. */
const MAX_RECONNECT_DELAY_MS = 5000;

/** How much longer each further attempt waits. */
const RECONNECT_STEP_MS = 200;

/** A node's live Socket.IO server and the Redis connections that carry it to the other nodes. */
export interface LiveServer {
  readonly io: Server;
  /** Closes the adapter's reads and every Redis connection it opened. */
  close(): Promise<void>;
}

/**
 * Builds this node's Socket.IO server for the live sockets on the Redis
 * Streams adapter: an event emitted to a room on any node (a worker-only node
 * too) reaches the sockets of that room on every node, and a socket that
 * reconnects within LIVE_RECOVERY_MS gets what it missed. The server is not
 * attached to any HTTP server: a node that serves one hands it to Nest's
 * gateway through LiveIoAdapter, a worker-only node only emits through it.
 */
export function createLiveServer(redisConfig: AppConfig['redis'], namespaces: readonly string[]): LiveServer {
  const prefix = redisConfig.keyPrefix;
  const redis = new Redis(redisConfig.url, {
    connectionName: 'oak-live',
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * RECONNECT_STEP_MS, MAX_RECONNECT_DELAY_MS),
  });
  quietened(redis);
  /** The adapter's own connections (its stream reader, its subscriber): closed with the server. */
  const duplicates: Redis[] = [];
  const duplicate = redis.duplicate.bind(redis);
  redis.duplicate = (override) => {
    const client = quietened(duplicate(override));
    duplicates.push(client);
    return client;
  };
  const io = new Server({
    path: LIVE_SOCKET_PATH,
    serveClient: false,
    adapter: createAdapter(redis, {
      streamName: `${prefix}socket.io`,
      channelPrefix: `${prefix}socket.io`,
      sessionKeyPrefix: `${prefix}sio:session:`,
      maxLen: STREAM_MAX_LEN,
      blockTimeInMs: STREAM_BLOCK_MS,
      onlyPlaintext: true,
    }),
    // A socket that recovers its state is admitted again like a new one: its session may have ended meanwhile.
    connectionStateRecovery: { maxDisconnectionDuration: LIVE_RECOVERY_MS, skipMiddlewares: false },
  });
  // Each namespace, with its adapter, from the start: made only at close (a worker-only node never
  // serves one), its adapter's first subscription would be cut by the disconnect and reject.
  for (const name of namespaces) io.of(name);
  return {
    io,
    close: async () => {
      // Closing every namespace's adapter stops the stream reader. Not io.close(): the HTTP server is Nest's.
      await Promise.allSettled(['/', ...namespaces].map(async (name) => io.of(name).adapter.close()));
      // A reader blocked on a Redis that is away would otherwise reconnect forever.
      for (const client of [redis, ...duplicates]) client.disconnect();
    },
  };
}

/**
 * A connection of the live adapter, whose failures are its own business: its
 * errors are not logged (it reconnects), and a command it sends without
 * awaiting it (its subscriptions, its ephemeral publishes) does not become an
 * unhandled rejection when the connection is closed with the command still
 * waiting for a Redis that is away, which ioredis 6 rejects.
 */
function quietened(client: Redis): Redis {
  client.on('error', () => undefined);
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, stream) => {
    command.promise.catch(() => undefined);
    return send(command, stream);
  };
  return client;
}

/**
 * Nest's Socket.IO adapter for the live gateway, on the node's one live
 * server: the hub's, so that the gateway's sockets and the hub's fan-out
 * share the Redis Streams adapter, its stream offsets and its rooms. Nest
 * asks it for a server when it connects the gateway (only an application with
 * an HTTP server does); it gets the hub's, attached to the application's HTTP
 * port. The gateway's own server options are those the hub built it with.
 */
export class LiveIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly hub: LiveHub,
  ) {
    super(app);
  }

  override createIOServer(): Server {
    return this.hub.serveOn(this.httpServer);
  }

  /**
   * Closes this node's sockets, before Nest closes the HTTP server that would
   * wait for them. Not Socket.IO's close, which would close that HTTP server
   * and the Redis adapter too: the HTTP server is Nest's, the adapter the
   * hub's, which keeps emitting until the application shuts down.
   */
  override async close(): Promise<void> {
    this.hub.disconnectAll();
  }
}
