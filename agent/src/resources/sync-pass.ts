import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from 'pino';
import { fileMd5 } from './cache-file.util';
import { objectEntryKind, objectPath, objectsDir, placeObject, statFile } from './object-cache.util';
import { DownloadFailure } from './download-failure';
import { type ResourceDownloader } from './resource-downloader.service';
import { type DesiredFile, downloadAuthorization, resolveResourceUrl } from './resource-sync.util';
import { type SyncIndex, type SyncIndexStore, sameStamp, stampOf } from './sync-index.store';
import { type FileSyncProgress } from './sync-progress.util';
import { type Throttled, throttle } from '../shadow/throttle.util';

/** While files arrive, the index is written at most this often (each write is the whole index). */
export const INDEX_SAVE_INTERVAL_MS = 1000;

export interface SyncPassOptions {
  readonly cacheDir: string;
  readonly cloudUrl: string;
  readonly username: string;
  readonly password?: string;
  /** Objects downloaded at the same time. */
  readonly parallelism: number;
  readonly downloader: ResourceDownloader;
  readonly index: SyncIndexStore;
  readonly logger: Logger;
}

export interface SyncPassWork {
  readonly files: readonly DesiredFile[];
  /** Desired files the engine refuses (reserved names): failed from the start. */
  readonly rejected: readonly DesiredFile[];
  /** Hash every file again rather than trust the index (`resync`). */
  readonly rehash: boolean;
}

/**
 * One reconcile of the cache with a desired list: verify what is there, remove
 * what the engine placed and is no longer desired, then get what is missing
 * (linking an object already held, else downloading it once per md5). Aborting
 * the signal stops it between steps and mid-download; parts stay to resume.
 */
export class SyncPass {
  readonly files: FileSyncProgress[];
  private readonly progressOf = new Map<string, FileSyncProgress>();
  private moved = false;
  private indexSaves: Throttled | undefined;

  constructor(
    private readonly options: SyncPassOptions,
    private readonly work: SyncPassWork,
    private readonly signal: AbortSignal,
    private readonly onProgress: () => void,
  ) {
    this.files = [...work.files, ...work.rejected].map((file) => ({
      fileName: file.fileName,
      state: 'pending',
      size: file.size ?? 0,
      downloaded: 0,
    }));
    for (const file of this.files) this.progressOf.set(file.fileName, file);
    for (const file of work.rejected)
      Object.assign(this.progressOf.get(file.fileName)!, {
        state: 'failed',
        reason: 'the name is reserved for the cache itself',
      });
  }

  /** `start` until the first file has moved, then `inprogress`. */
  get status(): 'start' | 'inprogress' {
    return this.moved ? 'inprogress' : 'start';
  }

  /** Resolves when every file is completed or failed; rejects with the signal's reason when aborted. */
  async run(): Promise<void> {
    const index = await this.options.index.load();
    try {
      await mkdir(objectsDir(this.options.cacheDir), { recursive: true });
      await this.verify(index);
      await this.removeUndesired(index);
      await this.options.index.save(index);
      await this.fetchMissing(index);
    } finally {
      // Also after an abort: what was verified and placed so far stays known.
      this.indexSaves?.cancel();
      await this.options.index.save(index);
    }
  }

  /** Completes the desired files already in the cache with the right content. */
  private async verify(index: SyncIndex): Promise<void> {
    for (const file of this.work.files) {
      this.signal.throwIfAborted();
      const target = path.join(this.options.cacheDir, file.fileName);
      const stats = await statFile(target);
      if (!stats) continue;
      const entry = index.files[file.fileName];
      const unchanged = sameStamp(stats, entry);
      const md5 = unchanged && !this.work.rehash ? entry!.md5 : await fileMd5(target, this.signal);
      if (md5 === undefined) continue;
      // A file changed since the engine placed it is someone else's now: never removed by the engine.
      index.files[file.fileName] = { ...stampOf(stats), md5, managed: unchanged && entry!.managed };
      if (md5 === file.md5) this.complete(file, stats.size);
    }
  }

  /**
   * Removes the engine's own files that are no longer desired: cache files it
   * placed (and nobody changed since), objects and parts of md5s no longer
   * desired. Whatever else is in the cache stays.
   */
  private async removeUndesired(index: SyncIndex): Promise<void> {
    const names = new Set(this.work.files.map((file) => file.fileName));
    const md5s = new Set(this.work.files.map((file) => file.md5));
    for (const [name, entry] of Object.entries(index.files)) {
      if (names.has(name)) continue;
      this.signal.throwIfAborted();
      delete index.files[name];
      const file = path.join(this.options.cacheDir, name);
      if (entry.managed && sameStamp(await statFile(file), entry)) await this.remove(file);
    }
    const dir = objectsDir(this.options.cacheDir);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const entry = objectEntryKind(name);
      if (entry.kind === 'foreign' || (entry.kind !== 'placing' && md5s.has(entry.md5))) continue;
      await this.remove(path.join(dir, name));
    }
    for (const md5 of Object.keys(index.objects)) if (!md5s.has(md5)) delete index.objects[md5];
  }

  private async remove(file: string): Promise<void> {
    try {
      await rm(file, { force: true });
      this.options.logger.info({ file }, 'removed a resource no longer desired');
    } catch (error) {
      this.options.logger.warn({ err: error, file }, 'could not remove a resource no longer desired');
    }
  }

  /** Gets each missing md5 once, a few at a time, and gives it every name that wants it. */
  private async fetchMissing(index: SyncIndex): Promise<void> {
    const groups = new Map<string, DesiredFile[]>();
    for (const file of this.work.files) {
      if (this.progressOf.get(file.fileName)!.state !== 'pending') continue;
      groups.set(file.md5, [...(groups.get(file.md5) ?? []), file]);
    }
    const queue = [...groups];
    const worker = async () => {
      for (let next = queue.shift(); next && !this.signal.aborted; next = queue.shift())
        await this.fetchGroup(index, next[0], next[1]);
    };
    // Settled, not all: an abort must wait for every download to let go of its part.
    await Promise.allSettled(
      Array.from({ length: Math.min(this.options.parallelism, queue.length) }, worker),
    );
    this.signal.throwIfAborted();
  }

  private async fetchGroup(index: SyncIndex, md5: string, files: readonly DesiredFile[]): Promise<void> {
    try {
      await this.ensureObject(index, md5, files);
      const object = objectPath(this.options.cacheDir, md5);
      for (const file of files) {
        this.signal.throwIfAborted();
        const target = path.join(this.options.cacheDir, file.fileName);
        await placeObject(object, target);
        const stats = await stat(target);
        index.files[file.fileName] = { ...stampOf(stats), md5, managed: true };
        this.complete(file, stats.size);
      }
      this.indexSaves ??= throttle(() => void this.options.index.save(index), INDEX_SAVE_INTERVAL_MS);
      this.indexSaves.schedule();
    } catch (error) {
      if (this.signal.aborted) throw this.signal.reason;
      const reason = error instanceof Error ? error.message : String(error);
      for (const file of files)
        if (this.progressOf.get(file.fileName)!.state === 'pending') this.fail(file, reason);
      this.options.logger.warn(
        { files: files.map((file) => file.fileName), md5, reason },
        'could not get a desired resource',
      );
    }
  }

  /** Makes sure `.objects/<md5>` holds the content: verified if there, else downloaded. */
  private async ensureObject(index: SyncIndex, md5: string, files: readonly DesiredFile[]): Promise<void> {
    const object = objectPath(this.options.cacheDir, md5);
    const stats = await statFile(object);
    if (stats) {
      if (!this.work.rehash && sameStamp(stats, index.objects[md5])) return;
      if ((await fileMd5(object, this.signal)) === md5) {
        index.objects[md5] = stampOf(stats);
        return;
      }
      this.options.logger.warn({ md5 }, 'a cached object does not match its md5; downloading it again');
      await rm(object, { force: true });
      delete index.objects[md5];
    }
    const url = files.find((file) => file.url !== undefined)?.url;
    if (url === undefined) throw new DownloadFailure('the desired resources give no URL for it', true);
    let resolved: URL;
    try {
      resolved = resolveResourceUrl(url, this.options.cloudUrl);
    } catch {
      throw new DownloadFailure(`not a usable URL: ${url.slice(0, 200)}`, true);
    }
    const { username, password, cloudUrl } = this.options;
    const authorization = downloadAuthorization(resolved, cloudUrl, username, password);
    const size = files.find((file) => file.size !== undefined)?.size;
    await this.options.downloader.download(
      {
        url: resolved,
        md5,
        ...(size === undefined ? {} : { size }),
        ...(authorization ? { authorization } : {}),
      },
      this.signal,
      (bytes, total) => {
        for (const file of files) {
          const progress = this.progressOf.get(file.fileName)!;
          progress.downloaded = bytes;
          if (file.size === undefined && total !== undefined) progress.size = total;
        }
        this.changed();
      },
    );
    index.objects[md5] = stampOf(await stat(object));
  }

  private complete(file: DesiredFile, size: number): void {
    const progress = this.progressOf.get(file.fileName)!;
    progress.state = 'completed';
    progress.size = size;
    progress.downloaded = size;
    this.changed();
  }

  private fail(file: DesiredFile, reason: string): void {
    const progress = this.progressOf.get(file.fileName)!;
    progress.state = 'failed';
    progress.downloaded = 0;
    progress.reason = reason;
    this.changed();
  }

  private changed(): void {
    this.moved = true;
    this.onProgress();
  }
}
