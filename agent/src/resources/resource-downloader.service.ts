import { mkdir } from 'node:fs/promises';
import { type Logger } from 'pino';
import { abortableSleep } from '../audio/abortable-sleep.util';
import { type AttemptRunner, type DownloadProgress, InlineAttemptRunner } from './download-attempt';
import { DownloadFailure } from './download-failure';
import { WorkerAttemptRunner, downloadWorkerScript } from './download-worker.host';
import { objectsDir } from './object-cache.util';
import { retryDelayMs } from './resource-sync.util';

export interface DownloadRequest {
  readonly url: URL;
  /** Lower case; the object's name and what its content must hash to. */
  readonly md5: string;
  /** When the desired resources say it; a download growing past it stops early. */
  readonly size?: number;
  readonly authorization?: string;
}

export interface ResourceDownloaderOptions {
  readonly cacheDir: string;
  readonly logger: Logger;
  /** Tries per object, the first included. */
  readonly maxAttempts: number;
  /** The wait after the first failed try; it doubles after each further one. */
  readonly retryBaseMs: number;
  /** A try that receives nothing for this long has failed (a stalled connection never errors by itself). */
  readonly idleTimeoutMs: number;
  /** Where tries run; by default the download worker, where its script exists (see download-worker.host.ts). */
  readonly runner?: AttemptRunner;
}

/**
 * Downloads objects of the content-addressed cache (download-attempt.ts),
 * trying again with growing waits. The tries run in a worker thread, so that
 * the bytes (HTTP, md5, disk) never pass through the agent's own heap.
 */
export class ResourceDownloader {
  private readonly runner: AttemptRunner;

  constructor(private readonly options: ResourceDownloaderOptions) {
    const script = options.runner ? undefined : downloadWorkerScript();
    this.runner = options.runner ?? (script ? new WorkerAttemptRunner(script) : new InlineAttemptRunner());
  }

  /** Closes the kept-alive connections and the worker. */
  close(): Promise<void> {
    return this.runner.close();
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
    const { maxAttempts, retryBaseMs, logger, cacheDir, idleTimeoutMs } = this.options;
    await mkdir(objectsDir(cacheDir), { recursive: true });
    const attempt = {
      url: request.url.href,
      md5: request.md5,
      ...(request.size === undefined ? {} : { size: request.size }),
      ...(request.authorization === undefined ? {} : { authorization: request.authorization }),
      cacheDir,
      idleTimeoutMs,
    };
    for (let attempts = 1; ; attempts++) {
      try {
        return await this.runner.run(attempt, signal, onProgress);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        const failure = error instanceof DownloadFailure ? error : new DownloadFailure(String(error));
        if (failure.permanent || attempts >= maxAttempts) throw failure;
        const delayMs = retryDelayMs(attempts, retryBaseMs);
        logger.warn(
          { url: shown(request.url), md5: request.md5, attempt: attempts, delayMs, reason: failure.message },
          'resource download failed; retrying',
        );
        if (await abortableSleep(delayMs, signal)) throw signal.reason;
      }
    }
  }
}

/** A URL for the log: no query, which may hold a signed token. */
export function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
