import { createServer } from 'node:net';

export interface NamedPort {
  /** The environment variable that sets it, named in the error. */
  readonly variable: string;
  readonly port: number;
  readonly host?: string;
}

export class PortInUseError extends Error {
  constructor(readonly port: NamedPort) {
    super(
      `Port ${port.port} (${port.variable}) is already in use; stop what holds it or set ${port.variable} to a free port.`,
    );
    this.name = 'PortInUseError';
  }
}

/** Whether something can listen on the port right now. */
export function isPortFree(port: number, host = '0.0.0.0'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws a one-line PortInUseError naming the first taken port. */
export async function assertPortsFree(ports: readonly NamedPort[]): Promise<void> {
  for (const port of ports) {
    if (port.port !== 0 && !(await isPortFree(port.port, port.host))) throw new PortInUseError(port);
  }
}

/** A port the operating system reports free, for tests and throwaway services. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
