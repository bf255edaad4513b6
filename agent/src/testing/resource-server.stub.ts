import { createHash } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

/** How one file is served, beyond its content. */
export interface ServedFile {
  readonly content: Buffer;
  /** Sends the body in pieces of this many bytes, `delayMs` apart (a slow link). */
  readonly chunkBytes?: number;
  readonly delayMs?: number;
  /** Stops sending (without closing) after this many bytes of the body, on the first `stallTimes` requests. */
  readonly stallAfterBytes?: number;
  readonly stallTimes?: number;
  /** Answers 200 with everything, whatever the Range. */
  readonly ignoreRange?: boolean;
}

export interface ServedRequest {
  readonly path: string;
  readonly range?: string;
  readonly authorization?: string;
  readonly status: number;
  /** Bytes of the body actually written to the socket. */
  bytesSent: number;
}

export interface StubResourceServer {
  readonly url: string;
  readonly requests: ServedRequest[];
  /** Serves (or replaces) a file at a path such as `/files/a.wav`. */
  serve(path: string, file: ServedFile | Buffer): void;
  remove(path: string): void;
  /** Requests (answered with any status) for a path. */
  requestsFor(path: string): ServedRequest[];
  /** Body bytes sent for a path over all its requests. */
  bytesSentFor(path: string): number;
  close(): Promise<void>;
}

export function md5Of(content: Buffer | string): string {
  return createHash('md5').update(content).digest('hex');
}

/**
 * A local stand-in for the cloud's resource downloads: HTTP Basic auth (401
 * with the cloud's JSON error otherwise), Range (206 + Content-Range, 416 past
 * the end), 404 JSON for unknown paths, and a count of the bytes each request
 * was actually sent.
 */
export async function startResourceServer(login: {
  username: string;
  password: string;
}): Promise<StubResourceServer> {
  const files = new Map<string, ServedFile>();
  const requests: ServedRequest[] = [];
  const expected = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;
  const stalls = new Map<string, number>();

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0]!;
    const record = (status: number): ServedRequest => {
      const served: ServedRequest = {
        path,
        status,
        bytesSent: 0,
        ...(request.headers.range ? { range: request.headers.range } : {}),
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      };
      requests.push(served);
      return served;
    };
    const json = (status: number, message: string) => {
      record(status);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: status, message }));
    };
    if (request.headers.authorization !== expected) return json(401, 'Unauthorized');
    const file = files.get(path);
    if (!file) return json(404, `No resource at ${path}`);

    const size = file.content.length;
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    let start = 0;
    if (range && !file.ignoreRange) {
      start = Number(range[1]);
      if (start >= size) {
        record(416);
        response.writeHead(416, { 'content-range': `bytes */${size}` });
        return response.end();
      }
      response.writeHead(206, {
        'content-length': size - start,
        'content-range': `bytes ${start}-${size - 1}/${size}`,
        'accept-ranges': 'bytes',
      });
    } else response.writeHead(200, { 'content-length': size, 'accept-ranges': 'bytes' });
    const served = record(start > 0 ? 206 : 200);

    const stalled = stalls.get(path) ?? 0;
    const stallAt =
      file.stallAfterBytes !== undefined && stalled < (file.stallTimes ?? 1)
        ? file.stallAfterBytes
        : undefined;
    if (stallAt !== undefined) stalls.set(path, stalled + 1);
    const body = file.content.subarray(start);
    const chunkBytes = file.chunkBytes ?? body.length;
    let offset = 0;
    const sendNext = () => {
      if (response.destroyed) return;
      if (stallAt !== undefined && offset >= stallAt) return; // hold the connection open, send nothing more
      let end = Math.min(offset + Math.max(1, chunkBytes), body.length);
      if (stallAt !== undefined) end = Math.min(end, stallAt);
      const chunk = body.subarray(offset, end);
      offset = end;
      served.bytesSent += chunk.length;
      if (offset >= body.length) return response.end(chunk);
      response.write(chunk);
      setTimeout(sendNext, file.delayMs ?? 0);
    };
    sendNext();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    serve: (path, file) => files.set(path, Buffer.isBuffer(file) ? { content: file } : file),
    remove: (path) => files.delete(path),
    requestsFor: (path) => requests.filter((request) => request.path === path),
    bytesSentFor: (path) =>
      requests
        .filter((request) => request.path === path)
        .reduce((sum, request) => sum + request.bytesSent, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
