import { type Server } from 'node:http';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/**
 * How long a shutting-down node lets requests in flight finish before it cuts
 * the connections still open.
 */
export const HTTP_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Closing the HTTP server waits for every open connection. Idle keep-alive
 * connections close at once, but a connection that was opened and has sent
 * nothing yet (a browser's preconnect, a client reconnecting after an aborted
 * stream) would hold the shutdown for the whole headers timeout. Requests in
 * flight get the grace period, then everything still open is closed.
 */
@Injectable()
export class HttpConnectionsCloser implements BeforeApplicationShutdown {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  beforeApplicationShutdown(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    server.closeIdleConnections();
    // A real timer, not the Clock's: the grace is given to real connections, and a
    // node must shut down in real time whatever clock a spec hands its services
    // (the lint rule allows this file as it allows an adapter's transport timeouts).
    const cut = setTimeout(() => server.closeAllConnections(), HTTP_SHUTDOWN_GRACE_MS);
    cut.unref();
    server.once('close', () => clearTimeout(cut));
  }
}
