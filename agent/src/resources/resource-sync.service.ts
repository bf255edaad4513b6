import { type AgentShadowDesired, type ResourceSyncShadow } from '@oak/shared';
import { type Logger } from 'pino';
import { type Throttled, throttle } from '../shadow/throttle.util';
import { ResourceDownloader } from './resource-downloader.service';
import { desiredResourcesKey, readDesiredResources } from './resource-sync.util';
import { SyncIndexStore } from './sync-index.store';
import { SyncPass } from './sync-pass';
import { finalReport, progressReport, queuedReport } from './sync-progress.util';

/** How the engine downloads and reports; tests shorten the waits. */
export const RESOURCE_SYNC_DEFAULTS = {
  /** Objects downloaded at the same time: enough to hide latency, few enough for a Pi's network and SD card. */
  parallelism: 3,
  /** Tries per object, the first included. */
  maxAttempts: 3,
  /** The wait after a failed try: 1 s, then 2 s, 4 s, ... */
  retryBaseMs: 1000,
  /** A download that receives nothing for this long has failed. */
  idleTimeoutMs: 30_000,
  /** At most one progress report per this many ms (the start and the end go at once). */
  progressIntervalMs: 1000,
} as const;
export type ResourceSyncSettings = { -readonly [K in keyof typeof RESOURCE_SYNC_DEFAULTS]: number };

export interface ResourceSyncOptions extends Partial<ResourceSyncSettings> {
  readonly cacheDir: string;
  readonly cloudUrl: string;
  /** The Pi's MQTT login, which the cloud also takes (HTTP Basic) for downloads. */
  readonly username: string;
  readonly password?: string;
  /** The latest desired shadow; its `resources` is the list to converge to. */
  readonly desired: () => AgentShadowDesired;
  /** Puts the report in the reported shadow, to go out now; undefined when nothing is desired. */
  readonly report: (report: ResourceSyncShadow | undefined) => void;
  readonly logger: Logger;
}

/** The answer of `sync` and `resync`. */
export type SyncStart =
  { readonly started: true; readonly syncId?: string } | { readonly started: false; readonly reason: string };

/** The abort reasons of a pass: a newer request replaces it, or the agent stops. */
class SyncSuperseded extends Error {
  constructor() {
    super('a newer sync replaces this one');
  }
}
class SyncClosed extends Error {
  constructor() {
    super('the agent is stopping');
  }
}

/**
 * Keeps the resource cache converged to the desired shadow's `resources`: one
 * pass (sync-pass.ts) at a time, on start, when the desired list changes, and
 * on the `sync` and `resync` actions, reporting progress as `resource_sync`.
 * A new list (or a resync) aborts the running pass, whose downloads keep their
 * parts, and a new pass starts over; a plain `sync` joins a running pass.
 * Nothing it meets makes it throw: failures are logged and reported.
 */
export class ResourceSyncService {
  private readonly settings: ResourceSyncSettings;
  private readonly downloader: ResourceDownloader;
  private readonly index: SyncIndexStore;
  private readonly progress: Throttled;
  private loop: Promise<void> | undefined;
  private controller: AbortController | undefined;
  private pending: { rehash: boolean } | undefined;
  private active: { pass: SyncPass; syncId: string | undefined; rehash: boolean } | undefined;
  private seenKey: string | undefined;
  private closed = false;

  constructor(private readonly options: ResourceSyncOptions) {
    this.settings = {
      parallelism: options.parallelism ?? RESOURCE_SYNC_DEFAULTS.parallelism,
      maxAttempts: options.maxAttempts ?? RESOURCE_SYNC_DEFAULTS.maxAttempts,
      retryBaseMs: options.retryBaseMs ?? RESOURCE_SYNC_DEFAULTS.retryBaseMs,
      idleTimeoutMs: options.idleTimeoutMs ?? RESOURCE_SYNC_DEFAULTS.idleTimeoutMs,
      progressIntervalMs: options.progressIntervalMs ?? RESOURCE_SYNC_DEFAULTS.progressIntervalMs,
    };
    this.downloader = new ResourceDownloader({ ...options, ...this.settings });
    this.index = new SyncIndexStore(options.cacheDir, options.logger);
    this.progress = throttle(() => this.reportProgress(), this.settings.progressIntervalMs);
  }

  /** The first pass, when anything is desired (the desired shadow cached on disk counts). */
  start(): void {
    const resources = this.options.desired().resources;
    this.seenKey = desiredResourcesKey(resources);
    if (readDesiredResources(resources).kind !== 'none') this.request(false, true);
  }

  /** The desired shadow changed; only a different `resources` means work (each reconnect resends the same). */
  desiredChanged(): void {
    const key = desiredResourcesKey(this.options.desired().resources);
    if (key === this.seenKey) return;
    this.seenKey = key;
    this.request(false, true);
  }

  /** Reconciles now (or lets the running pass do it). */
  sync(): SyncStart {
    return this.requested(false);
  }

  /** Hashes every desired file again, then reconciles: what does not match is fetched again. */
  resync(): SyncStart {
    return this.requested(true);
  }

  /** Resolves once no pass runs or waits. */
  async settled(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** Aborts the running pass (its downloads keep their parts) and starts no other. */
  async close(): Promise<void> {
    this.closed = true;
    this.pending = undefined;
    this.controller?.abort(new SyncClosed());
    this.progress.cancel();
    await this.settled();
    await this.downloader.close();
  }

  private requested(rehash: boolean): SyncStart {
    if (this.closed) return { started: false, reason: 'The agent is stopping' };
    const desired = readDesiredResources(this.options.desired().resources);
    if (desired.kind === 'none') return { started: false, reason: 'No resources are desired' };
    if (desired.kind === 'malformed')
      return { started: false, reason: `The desired resources are malformed: ${desired.problem}` };
    this.request(rehash, rehash);
    return { started: true, ...(desired.syncId === undefined ? {} : { syncId: desired.syncId }) };
  }

  /**
   * Asks for a pass. While one runs, `supersede` aborts it for a new one (a new
   * list, or a rehash the running pass would not do); otherwise the running
   * pass is the answer.
   */
  private request(rehash: boolean, supersede: boolean): void {
    if (this.closed) return;
    if (!this.loop) {
      this.pending = { rehash };
      this.loop = this.drain();
      return;
    }
    if (!supersede && this.active) return;
    // A resync cut short still owes its re-hash to the pass that replaces it.
    const owed = (this.pending?.rehash ?? false) || (supersede && (this.active?.rehash ?? false));
    this.pending = { rehash: rehash || owed };
    if (this.active && supersede) {
      this.controller?.abort(new SyncSuperseded());
      // The aborted pass reports nothing more: after `queued`, only the new pass speaks.
      this.progress.cancel();
      const next = readDesiredResources(this.options.desired().resources);
      if (next.kind === 'files') this.report(queuedReport(next.syncId));
    }
  }

  private async drain(): Promise<void> {
    // `loop` is set by the caller before this goes on, so `take` below can clear it.
    await Promise.resolve();
    for (let next = this.take(); next; next = this.take()) {
      try {
        await this.runPass(next.rehash);
      } catch (error) {
        // Nobody awaits the loop: anything escaping here would be an unhandled rejection, fatal to node.
        this.options.logger.error({ err: error }, 'resource sync pass failed');
      }
    }
  }

  /** The next pass to run; none clears `loop` in the same step, so no request falls between the two. */
  private take(): { rehash: boolean } | undefined {
    const next = this.closed ? undefined : this.pending;
    this.pending = undefined;
    if (!next) this.loop = undefined;
    return next;
  }

  private async runPass(rehash: boolean): Promise<void> {
    const { logger } = this.options;
    const desired = readDesiredResources(this.options.desired().resources);
    if (desired.kind === 'none') {
      this.report(undefined);
      return;
    }
    if (desired.kind === 'malformed') {
      logger.warn(
        { problem: desired.problem },
        'the desired resources are malformed; the cache stays as it is',
      );
      return;
    }
    if (desired.conflicting.length > 0)
      logger.warn(
        { files: desired.conflicting },
        'desired resources name a file twice; the first one counts',
      );

    const controller = new AbortController();
    this.controller = controller;
    const { syncId } = desired;
    const pass = new SyncPass(
      {
        ...this.options,
        parallelism: this.settings.parallelism,
        downloader: this.downloader,
        index: this.index,
      },
      { files: desired.files, rejected: desired.rejected, rehash },
      controller.signal,
      () => this.progress.schedule(),
    );
    this.active = { pass, syncId, rehash };
    logger.info({ syncId, files: pass.files.length, rehash }, 'resource sync started');
    this.progress.flush();
    try {
      await pass.run();
    } catch (error) {
      if (controller.signal.aborted) {
        logger.info({ syncId, reason: (controller.signal.reason as Error).message }, 'resource sync stopped');
        return;
      }
      logger.error({ err: error, syncId }, 'resource sync failed');
      for (const file of pass.files) if (file.state === 'pending') file.state = 'failed';
    } finally {
      this.active = undefined;
      this.controller = undefined;
      this.progress.cancel();
    }
    const report = finalReport(pass.files, syncId);
    this.report(report);
    if (report.state === 'complete')
      logger.info({ syncId, ...report.sync_inprogress }, 'resource sync complete');
    else
      logger.warn(
        { syncId, ...report.sync_inprogress, failedFiles: report.failed_files },
        'resource sync finished with failed files',
      );
  }

  private reportProgress(): void {
    if (!this.active || this.controller?.signal.aborted) return;
    const { pass, syncId } = this.active;
    this.report(progressReport(pass.files, pass.status, syncId));
  }

  private report(report: ResourceSyncShadow | undefined): void {
    try {
      this.options.report(report);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not report the resource sync');
    }
  }
}
