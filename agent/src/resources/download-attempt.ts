import { createHash } from 'node:crypto';
import { type WriteStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DownloadFailure } from './download-failure';
import { isPermanentHttpStatus, parseContentRange } from './download-http.util';
import { hashPrefix, objectPath, partPath, statFile } from './object-cache.util';

// Node built-ins and the cache's own small helpers only: this runs in the download
// worker (download-worker.ts), whose heap must stay small. No package, not even @oak/shared.

/** One try at one object, as plain data: it crosses to the download worker. */
export interface AttemptRequest {
  /** An http(s) URL. */
  readonly url: string;
  /** Lower case; the object's name and what its content must hash to. */
  readonly md5: string;
  /** When the desired resources say it; a download growing past it stops early. */
  readonly size?: number;
  readonly authorization?: string;
  readonly cacheDir: string;
  /** A try that receives nothing for this long has failed (a stalled connection never errors by itself). */
  readonly idleTimeoutMs: number;
}

/** Bytes of the object on disk so far, and its whole size once known. */
export type DownloadProgress = (bytes: number, total: number | undefined) => void;

/** Runs tries: on the calling thread, or in the download worker. */
export interface AttemptRunner {
  /**
   * Resolves with the object's size once it is in place; rejects with a
   * DownloadFailure, or with the signal's reason once the try has let go of its part.
   */
  run(request: AttemptRequest, signal: AbortSignal, onProgress: DownloadProgress): Promise<number>;
  /** Closes kept-alive connections (and the worker). */
  close(): Promise<void>;
}

/**
 * Kept-alive connections for the tries of one runner. node:http(s) rather than
 * fetch: fetch's web streams cost about a third more CPU per byte.
 */
export class KeepAliveAgents {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  get(url: URL): http.Agent | undefined {
    return url.protocol === 'http:' || url.protocol === 'https:' ? this.agents[url.protocol] : undefined;
  }

  destroy(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}

/** Tries on the calling thread: where no worker script exists (TypeScript sources under test). */
export class InlineAttemptRunner implements AttemptRunner {
  private readonly agents = new KeepAliveAgents();

  run(request: AttemptRequest, signal: AbortSignal, onProgress: DownloadProgress): Promise<number> {
    return downloadAttempt(request, signal, onProgress, this.agents);
  }

  async close(): Promise<void> {
    this.agents.destroy();
  }
}

/**
 * One try at an object of the content-addressed cache: streamed to
 * `.objects/<md5>.part`, resumed from what the part already holds (Range),
 * checked against the md5, flushed, then renamed to `.objects/<md5>` so that
 * an object is only ever complete. The part stays on an abort or a failed
 * connection, for the next try to resume; it goes when its content is wrong.
 * Rejects with a DownloadFailure, or with the signal's reason when aborted.
 */
export async function downloadAttempt(
  request: AttemptRequest,
  signal: AbortSignal,
  onProgress: DownloadProgress,
  agents: KeepAliveAgents,
): Promise<number> {
  try {
    return await attempt(request, signal, onProgress, agents);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error instanceof DownloadFailure ? error : new DownloadFailure(describe(error));
  }
}

async function attempt(
  request: AttemptRequest,
  signal: AbortSignal,
  onProgress: DownloadProgress,
  agents: KeepAliveAgents,
): Promise<number> {
  signal.throwIfAborted();
  const url = new URL(request.url);
  const agent = agents.get(url);
  if (!agent) throw new DownloadFailure(`${url.protocol} is not HTTP`, true);
  const part = partPath(request.cacheDir, request.md5);
  let offset = (await statFile(part))?.size ?? 0;
  if (request.size !== undefined && offset > request.size) offset = await discard(part);
  // The part's bytes are hashed before the request, so a slow disk cannot look like a stalled server.
  let hash = createHash('md5');
  await hashPrefix(hash, part, offset, signal);
  // A part as long as the object: the last run stopped between the download and the rename.
  if (request.size !== undefined && offset > 0 && offset === request.size) {
    if (hash.digest('hex') === request.md5) return finish(request, part, offset);
    offset = await discard(part);
    hash = createHash('md5');
  }

  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  // One watchdog per try rather than a timer per chunk.
  let lastByteAt = Date.now();
  let stalled = false;
  const watchdog = setInterval(
    () => {
      if (Date.now() - lastByteAt < request.idleTimeoutMs) return;
      stalled = true;
      controller.abort(new Error('idle'));
    },
    Math.max(10, Math.min(1000, request.idleTimeoutMs / 4)),
  );
  const get = (from: number) => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (request.authorization) headers.authorization = request.authorization;
    if (from > 0) headers.range = `bytes=${from}-`;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      // Kept for the request's life: a later error (a reset mid-body) also reaches the response stream.
      client.get(url, { headers, signal: controller.signal, agent }, resolve).on('error', reject);
    });
  };

  let discardPart = false;
  let response: IncomingMessage | undefined;
  let sink: WriteStream | undefined;
  try {
    response = await get(offset);
    if (response.statusCode === 416 && offset > 0) {
      // The server has less than the part holds: not the same file any more.
      response.destroy();
      offset = await discard(part);
      hash = createHash('md5');
      response = await get(0);
    }
    let total: number | undefined;
    if (response.statusCode === 206) {
      const range = parseContentRange(response.headers['content-range']);
      if (range?.start !== offset) {
        response.destroy();
        await discard(part);
        throw new DownloadFailure(`the server sent bytes from ${range?.start ?? '?'}, not from ${offset}`);
      }
      total = range.total;
    } else if (response.statusCode === 200) {
      // A server that ignores Range sends it all: start over.
      offset = 0;
      hash = createHash('md5');
      const length = Number(response.headers['content-length'] ?? NaN);
      total = Number.isFinite(length) ? length : undefined;
    } else {
      const status = response.statusCode ?? 0;
      const message = await errorMessage(response);
      throw new DownloadFailure(
        `HTTP ${status}${message ? `: ${message}` : ''}`,
        isPermanentHttpStatus(status),
      );
    }
    const limit = request.size ?? total;
    onProgress(offset, total ?? request.size);

    let written = offset;
    // Streamed to disk (hashing and counting on the way), then flushed: an SD card that loses
    // power must not keep a renamed object whose bytes never reached it.
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        lastByteAt = Date.now();
        written += chunk.length;
        if (limit !== undefined && written > limit) {
          discardPart = true;
          done(new DownloadFailure(`the server sent more than the expected ${limit} bytes`));
          return;
        }
        hash.update(chunk);
        onProgress(written, total ?? request.size);
        done(null, chunk);
      },
    });
    sink = createWriteStream(part, { flags: offset > 0 ? 'a' : 'w' });
    await pipeline(response, counter, sink);
    clearInterval(watchdog);
    const handle = await open(part, 'r');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
    const md5 = hash.digest('hex');
    if (md5 !== request.md5) {
      discardPart = true;
      throw new DownloadFailure(`the content's md5 is ${md5}, not ${request.md5}`);
    }
    return await finish(request, part, written);
  } catch (error) {
    if (discardPart) {
      // A failed pipeline may leave the file's stream still opening: removed before it closed,
      // the part would be made again by its open.
      const stream = sink;
      if (stream && !stream.closed) await new Promise<void>((closed) => stream.once('close', () => closed()));
      await discard(part);
    }
    if (signal.aborted) throw signal.reason;
    if (stalled) throw new DownloadFailure(`no data for ${request.idleTimeoutMs} ms`);
    throw error;
  } finally {
    clearInterval(watchdog);
    signal.removeEventListener('abort', onAbort);
    response?.destroy();
  }
}

async function finish(request: AttemptRequest, part: string, size: number): Promise<number> {
  await rename(part, objectPath(request.cacheDir, request.md5));
  return size;
}

async function discard(part: string): Promise<0> {
  await rm(part, { force: true });
  return 0;
}

/** The most of an error body worth reading. */
const ERROR_BODY_BYTES = 4096;

/** The cloud's error body `{statusCode, message}`, when it is one. */
async function errorMessage(response: IncomingMessage): Promise<string | undefined> {
  let text = '';
  try {
    for await (const chunk of response) {
      text += (chunk as Buffer).toString('utf8');
      if (text.length > ERROR_BODY_BYTES) break;
    }
  } catch {
    return undefined;
  }
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/** A network error's code (ECONNREFUSED, ECONNRESET, ...) when it has one. */
function describe(error: unknown): string {
  const { code, cause } = error as { code?: unknown; cause?: { code?: string; message?: string } };
  if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
