import { type Server, createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { type HttpAdapterHost } from '@nestjs/core';
import { HTTP_SHUTDOWN_GRACE_MS, HttpConnectionsCloser } from './http-connections-closer.service';

describe('HttpConnectionsCloser', () => {
  let server: Server;
  let closed = false;
  const closer = () =>
    new HttpConnectionsCloser({ httpAdapter: { getHttpServer: () => server } } as unknown as HttpAdapterHost);
  const closeServer = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        closed = true;
        resolve();
      }),
    );

  beforeEach(async () => {
    closed = false;
    server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(() => {
    jest.useRealTimers();
    server.closeAllConnections();
    server.close();
  });

  it('cuts a connection that never sends a request once the grace period is over', async () => {
    const accepted = new Promise<void>((resolve) => server.once('connection', () => resolve()));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await accepted;
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    closer().beforeApplicationShutdown();
    const closing = closeServer();
    await jest.advanceTimersByTimeAsync(HTTP_SHUTDOWN_GRACE_MS - 1);
    expect(closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await socketClosed;
    await closing;
    expect(closed).toBe(true);
  });

  it('does nothing for a server that is not listening', async () => {
    await closeServer();
    expect(() => closer().beforeApplicationShutdown()).not.toThrow();
  });
});
