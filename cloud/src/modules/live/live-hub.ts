import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { LIVE_SOCKET_NAMESPACE } from '@oak/shared';
import { type Server as HttpServer } from 'node:http';
import { type Server } from 'socket.io';
import { AppConfig } from '../../config/app-config';
import { type LiveServer, createLiveServer } from './live-io.adapter';

/**
 * The live fan-out, on every node: this node's Socket.IO server for the live
 * sockets, on the Redis Streams adapter (built in live-io.adapter.ts), so an
 * event emitted to a room here reaches the sockets of that room on every
 * node. A worker-only node (no HTTP server, no gateway) only emits through
 * it; a node that serves HTTP also serves the live gateway on it, through
 * LiveIoAdapter, which attaches it to the node's HTTP port.
 */
@Injectable()
export class LiveHub implements OnApplicationShutdown {
  private readonly logger = new Logger('LiveHub');
  /**
   * The server and its Redis connections, kept here: the rest of the cloud
   * emits through emitToRoom, and only the gateway's adapter gets the server
   * itself, through serveOn.
   */
  private readonly server: LiveServer;
  private attached = false;

  constructor(config: AppConfig) {
    this.server = createLiveServer(config.redis, [LIVE_SOCKET_NAMESPACE]);
  }

  /** Serves the live sockets on this node's HTTP port; the same server, however often it is asked. */
  serveOn(httpServer: HttpServer): Server {
    if (this.attached) return this.server.io;
    this.attached = true;
    // destroyUpgrade off: other upgrades on this port (MQTT over WebSocket at /mqtt) are not Socket.IO's.
    return this.server.io.attach(httpServer, { destroyUpgrade: false });
  }

  /**
   * The live fan-out: `event` with `payload` to every socket of the live
   * namespace in `room`, on every node.
   */
  emitToRoom(room: string, event: string, payload: unknown): void {
    this.server.io.of(LIVE_SOCKET_NAMESPACE).to(room).emit(event, payload);
  }

  /** The live sockets connected to this node now (its metrics). */
  connectedSockets(): number {
    return this.server.io.of(LIVE_SOCKET_NAMESPACE).sockets.size;
  }

  /** Closes the sockets of this node, before Nest closes the HTTP server that would wait for them. */
  disconnectAll(): void {
    this.server.io.disconnectSockets(true);
    if (this.attached) this.server.io.engine.close();
  }

  async onApplicationShutdown(): Promise<void> {
    this.disconnectAll();
    await this.server.close();
    this.logger.debug('Live hub closed');
  }
}
