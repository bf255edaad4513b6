import { cacheFileNameSchema } from '@oak/shared';
import { type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from 'pino';
import { z } from 'zod';
import { writeFileAtomic } from './cache-file.util';
import { SYNC_INDEX_FILE } from './resource-sync.util';

const md5Schema = z.string().regex(/^[a-f0-9]{32}$/);
const fileStampSchema = z.object({ size: z.number().nonnegative(), mtimeMs: z.number() });

const syncIndexSchema = z.object({
  version: z.literal(1),
  /**
   * Cache files verified by md5 as of their size and mtime. `managed`: the
   * engine put the file there, so it may remove it once no longer desired;
   * files others placed are only ever verified, never removed.
   */
  files: z.record(cacheFileNameSchema, fileStampSchema.extend({ md5: md5Schema, managed: z.boolean() })),
  /** Objects verified by md5 as of their size and mtime. */
  objects: z.record(md5Schema, fileStampSchema),
});
export type SyncIndex = z.infer<typeof syncIndexSchema>;
export type FileStamp = z.infer<typeof fileStampSchema>;

export function emptySyncIndex(): SyncIndex {
  return { version: 1, files: {}, objects: {} };
}

export function stampOf(stats: Stats): FileStamp {
  return { size: stats.size, mtimeMs: stats.mtimeMs };
}

/** Whether a file is still the one recorded: same size and mtime (the cheap check that saves re-hashing). */
export function sameStamp(stats: Stats | undefined, stamp: FileStamp | undefined): boolean {
  return !!stats && !!stamp && stats.size === stamp.size && stats.mtimeMs === stamp.mtimeMs;
}

/**
 * The sync index, `<cacheDir>/.sync-index.json`. Losing it costs a re-hash of
 * the cache and leaves the engine's earlier files in place for good (it no
 * longer knows they are its own), never a deleted file of someone else's.
 */
export class SyncIndexStore {
  private saving: Promise<void> = Promise.resolve();
  private latest: SyncIndex | undefined;

  constructor(
    private readonly cacheDir: string,
    private readonly logger: Logger,
  ) {}

  get file(): string {
    return path.join(this.cacheDir, SYNC_INDEX_FILE);
  }

  /** The index on disk; missing or damaged means an empty one. */
  async load(): Promise<SyncIndex> {
    const text = await readFile(this.file, 'utf8').catch(() => undefined);
    if (text === undefined) return emptySyncIndex();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = syncIndexSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    this.logger.warn({ file: this.file }, 'ignored a damaged sync index; the cache will be verified again');
    return emptySyncIndex();
  }

  /**
   * Writes the index (atomically). Calls while a write runs are folded into one
   * more write of the latest content; a failure is logged, not thrown.
   */
  save(index: SyncIndex): Promise<void> {
    this.latest = index;
    this.saving = this.saving.then(async () => {
      const latest = this.latest;
      if (!latest) return;
      this.latest = undefined;
      await writeFileAtomic(this.file, JSON.stringify(latest)).catch((error: Error) =>
        this.logger.warn({ err: error }, 'could not write the sync index'),
      );
    });
    return this.saving;
  }
}
