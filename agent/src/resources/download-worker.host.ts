import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type AttemptRequest, type AttemptRunner, type DownloadProgress } from './download-attempt';
import { DownloadFailure } from './download-failure';
import {
  DOWNLOAD_WORKER_DATA,
  type FromDownloadWorker,
  type ToDownloadWorker,
} from './download-worker.protocol';

/**
 * Set by the bundler (scripts/bundle.mjs): the worker's own small bundle, as
 * text, since the single-file agent a Pi runs has no other file beside it.
 */
declare const OAK_AGENT_DOWNLOAD_WORKER: string | undefined;

/** Where the download worker's code is: JavaScript text, or a file. */
export type DownloadWorkerScript = { readonly code: string } | { readonly file: string };

/**
 * The download worker's script: baked into the bundle, or the compiled file
 * beside this one in a build. None when running from the TypeScript sources
 * (under ts-jest), which a worker cannot load: tries then run inline.
 */
export function downloadWorkerScript(): DownloadWorkerScript | undefined {
  if (typeof OAK_AGENT_DOWNLOAD_WORKER === 'string') return { code: OAK_AGENT_DOWNLOAD_WORKER };
  const file = path.join(__dirname, 'download-worker.js');
  return existsSync(file) ? { file } : undefined;
}

/** An idle worker is stopped after this long; the next try starts another (in some tens of ms). */
export const DOWNLOAD_WORKER_IDLE_MS = 10_000;

interface Pending {
  readonly onProgress: DownloadProgress;
  readonly signal: AbortSignal;
  settle(outcome: { size: number } | { error: unknown }): void;
}

/**
 * Runs tries in one worker thread (download-worker.ts), several at a time,
 * started on the first try and stopped when idle. A worker that dies fails
 * its tries as failures worth another try; the next try starts a new one.
 */
export class WorkerAttemptRunner implements AttemptRunner {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly script: DownloadWorkerScript,
    private readonly idleMs = DOWNLOAD_WORKER_IDLE_MS,
  ) {}

  /** The running worker's thread id; undefined while none runs. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  run(request: AttemptRequest, signal: AbortSignal, onProgress: DownloadProgress): Promise<number> {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    const worker = this.started();
    const id = ++this.nextId;
    return new Promise<number>((resolve, reject) => {
      const onAbort = () => this.send(worker, { type: 'abort', id });
      signal.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        onProgress,
        signal,
        settle: (outcome) => {
          signal.removeEventListener('abort', onAbort);
          this.pending.delete(id);
          this.idleIfNone();
          if ('size' in outcome) resolve(outcome.size);
          else reject(outcome.error as Error);
        },
      });
      this.send(worker, { type: 'start', id, request });
    });
  }

  /** Stops the worker; tries still running fail. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    if (!worker) return;
    this.stopped(worker, new DownloadFailure('the agent closed its downloads'));
    await worker.terminate();
  }

  private started(): Worker {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.worker) {
      this.worker.ref();
      return this.worker;
    }
    const { script } = this;
    const worker =
      'code' in script
        ? new Worker(script.code, { eval: true, workerData: DOWNLOAD_WORKER_DATA })
        : new Worker(script.file, { workerData: DOWNLOAD_WORKER_DATA });
    worker.on('message', (message: FromDownloadWorker) => this.received(message));
    worker.on('error', (error) =>
      this.stopped(worker, new DownloadFailure(`the download worker failed: ${error.message}`)),
    );
    worker.on('exit', (code) =>
      this.stopped(worker, new DownloadFailure(`the download worker stopped (exit code ${code})`)),
    );
    this.worker = worker;
    return worker;
  }

  private received(message: FromDownloadWorker): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    switch (message.type) {
      case 'progress':
        pending.onProgress(message.bytes, message.total);
        return;
      case 'done':
        pending.settle({ size: message.size });
        return;
      case 'failed':
        pending.settle({ error: new DownloadFailure(message.message, message.permanent) });
        return;
      case 'aborted':
        pending.settle({ error: pending.signal.reason });
    }
  }

  private send(worker: Worker, message: ToDownloadWorker): void {
    worker.postMessage(message);
  }

  /** The worker is gone (or going): its tries fail, and the next try starts another. */
  private stopped(worker: Worker, failure: DownloadFailure): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    for (const pending of [...this.pending.values()]) pending.settle({ error: failure });
  }

  /** With no try left, the worker no longer keeps the process alive, and stops after a while. */
  private idleIfNone(): void {
    const worker = this.worker;
    if (!worker || this.pending.size > 0) return;
    worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}
