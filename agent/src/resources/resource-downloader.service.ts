import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Logger } from 'pino';
import { abortableSleep } from '../audio/abortable-sleep.util';
import { fileMd5 } from './cache-file.util';
import { hashPrefix, objectPath, objectsDir, partPath, statFile } from './object-cache.util';
import { isPermanentHttpStatus, parseContentRange, retryDelayMs } from './resource-sync.util';

export interface DownloadRequest {
  readonly url: URL;
  /** Lower case; the object's name and what its content must hash to. */
  readonly md5: string;
  /** When the desired resources say it; a download growing past it stops early. */
  readonly size?: number;
  readonly authorization?: string;
}

/** Bytes of the object on disk so far, and its whole size once known. */
export type DownloadProgress = (bytes: number, total: number | undefined) => void;

export interface ResourceDownloaderOptions {
  readonly cacheDir: string;
  readonly logger: Logger;
  /** Tries per object, the first included. */
  readonly maxAttempts: number;
  /** The wait after the first failed try; it doubles after each further one. */
  readonly retryBaseMs: number;
  /** A try that receives nothing for this long has failed (a stalled connection never errors by itself). */
  readonly idleTimeoutMs: number;
}

/** Why an object could not be downloaded; `permanent` when trying again cannot help (404, 401, no URL). */
export class DownloadFailure extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/**
 * Downloads objects of the content-addressed cache: streamed to
 * `.objects/<md5>.part`, resumed from what a part already holds (Range),
 * checked against the md5, then renamed to `.objects/<md5>` so that an object
 * is only ever complete. Parts stay on an abort, for the next pass to resume.
 */
export class ResourceDownloader {
  /**
   * Downloads go over node:http(s) rather than fetch: fetch's web streams cost
   * about a third more CPU per byte, which a Pi's CPU, hashing as it writes,
   * cannot spare. Connections are kept alive between files.
   */
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  constructor(private readonly options: ResourceDownloaderOptions) {}

  /** Closes the kept-alive connections. */
  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  /**
   * Resolves with the object's size once it is in place. Rejects with a
   * DownloadFailure after the last try, or with the signal's reason when aborted.
   */
  async download(
    request: DownloadRequest,
    signal: AbortSignal,
    onProgress: DownloadProgress,
  ): Promise<number> {
    const { maxAttempts, retryBaseMs, logger } = this.options;
    await mkdir(objectsDir(this.options.cacheDir), { recursive: true });
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(request, signal, onProgress);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        const failure = error instanceof DownloadFailure ? error : new DownloadFailure(describe(error));
        if (failure.permanent || attempt >= maxAttempts) throw failure;
        const delayMs = retryDelayMs(attempt, retryBaseMs);
        logger.warn(
          { url: shown(request.url), md5: request.md5, attempt, delayMs, reason: failure.message },
          'resource download failed; retrying',
        );
        if (await abortableSleep(delayMs, signal)) throw signal.reason;
      }
    }
  }

  private async attempt(
    request: DownloadRequest,
    signal: AbortSignal,
    onProgress: DownloadProgress,
  ): Promise<number> {
    signal.throwIfAborted();
    const part = partPath(this.options.cacheDir, request.md5);
    let offset = (await statFile(part))?.size ?? 0;
    if (request.size !== undefined && offset > request.size) offset = await discard(part);
    // A part as long as the object: the last run stopped between the download and the rename.
    if (request.size !== undefined && offset > 0 && offset === request.size) {
      if ((await fileMd5(part, signal)) === request.md5) return this.finish(part, request.md5, offset);
      offset = await discard(part);
    }
    // The part's bytes are hashed before the request, so a slow disk cannot look like a stalled server.
    let hash = createHash('md5');
    await hashPrefix(hash, part, offset, signal);

    const controller = new AbortController();
    const onAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    // One watchdog per try rather than a timer per chunk: a stalled connection never errors by itself.
    let lastByteAt = Date.now();
    let stalled = false;
    const watchdog = setInterval(
      () => {
        if (Date.now() - lastByteAt < this.options.idleTimeoutMs) return;
        stalled = true;
        controller.abort(new Error('idle'));
      },
      Math.max(10, Math.min(1000, this.options.idleTimeoutMs / 4)),
    );
    const get = (from: number) => {
      const headers: Record<string, string> = { 'accept-encoding': 'identity' };
      if (request.authorization) headers.authorization = request.authorization;
      if (from > 0) headers.range = `bytes=${from}-`;
      return this.get(request.url, headers, controller.signal);
    };

    let discardPart = false;
    let response: IncomingMessage | undefined;
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
      await pipeline(response, counter, createWriteStream(part, { flags: offset > 0 ? 'a' : 'w' }));
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
      return await this.finish(part, request.md5, written);
    } catch (error) {
      if (discardPart) await discard(part);
      if (signal.aborted) throw signal.reason;
      if (stalled) throw new DownloadFailure(`no data for ${this.options.idleTimeoutMs} ms`);
      throw error;
    } finally {
      clearInterval(watchdog);
      signal.removeEventListener('abort', onAbort);
      response?.destroy();
    }
  }

  /** One GET; resolves with the response once its head has arrived. */
  private get(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
    const agent = url.protocol === 'https:' ? this.agents['https:'] : this.agents['http:'];
    const client = url.protocol === 'https:' ? https : http;
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.reject(new DownloadFailure(`${url.protocol} is not HTTP`, true));
    return new Promise((resolve, reject) => {
      // Kept for the request's life: a later error (a reset mid-body) also reaches the response stream.
      client.get(url, { headers, signal, agent }, resolve).on('error', reject);
    });
  }

  private async finish(part: string, md5: string, size: number): Promise<number> {
    await rename(part, objectPath(this.options.cacheDir, md5));
    return size;
  }
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

/** A URL for the log: no query, which may hold a signed token. */
export function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
