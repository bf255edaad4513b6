import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

export type Route = (
  request: IncomingMessage,
  body: string,
) => { status?: number; body?: string | Buffer; json?: unknown; delayMs?: number };

export interface StubHttpServer {
  readonly url: string;
  /** `bytes` is the body as sent; `body` the same as text. */
  readonly requests: { method: string; url: string; body: string; bytes: Buffer }[];
  close(): Promise<void>;
}

/** A local HTTP server standing in for the cloud: routes by `METHOD /path`, 404 otherwise. */
export async function startStubHttpServer(routes: Record<string, Route>): Promise<StubHttpServer> {
  const requests: StubHttpServer['requests'] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const body = bytes.toString();
      requests.push({ method: request.method ?? '', url: request.url ?? '', body, bytes });
      const route = routes[`${request.method} ${(request.url ?? '').split('?')[0]}`];
      const answer = route
        ? route(request, body)
        : { status: 404, json: { statusCode: 404, message: 'Not Found' } };
      const send = () => {
        if (answer.json !== undefined) {
          response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer.json));
        } else {
          response.writeHead(answer.status ?? 200);
          response.end(answer.body ?? '');
        }
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A local port nothing listens on (fetch refuses well-known ports like 9 outright, so pick a real one). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
