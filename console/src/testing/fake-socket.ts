import { act } from '@testing-library/react';

type Handler = (...args: unknown[]) => void;

/**
 * Stands in for a Socket.IO client socket: records what the view listens to
 * and lets a test play the server's events. Install it with
 * `vi.mock('socket.io-client', () => import('../testing/fake-socket'))`.
 */
export class FakeSocket {
  private readonly handlers = new Map<string, Handler[]>();
  closed = false;

  constructor(
    readonly url: string,
    readonly options: { path?: string; transports?: string[]; query?: Record<string, string> },
  ) {}

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  close(): this {
    this.closed = true;
    return this;
  }

  /** The server sends an event (or the client library reports one, e.g. connect_error). */
  serverEmit(event: string, ...args: unknown[]): void {
    act(() => (this.handlers.get(event) ?? []).forEach((handler) => handler(...args)));
  }
}

/** Every socket opened since the last reset, oldest first. */
export const openedSockets: FakeSocket[] = [];

export function resetFakeSockets(): void {
  openedSockets.length = 0;
}

/** The latest socket opened; fails when none is. */
export function latestSocket(): FakeSocket {
  const socket = openedSockets.at(-1);
  if (!socket) throw new Error('No socket was opened');
  return socket;
}

/** The `io` of the mocked socket.io-client. */
export function io(url: string, options: FakeSocket['options']): FakeSocket {
  const socket = new FakeSocket(url, options);
  openedSockets.push(socket);
  return socket;
}
