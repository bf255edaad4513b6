import { cacheFileNameSchema } from '@oak/shared';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Why a name cannot be a cache file, or undefined when it can. */
export function cacheFileNameProblem(name: string): string | undefined {
  return cacheFileNameSchema.safeParse(name).success
    ? undefined
    : 'must be a plain file name in the cache (no path separators or ..)';
}

/** The path of a cache file; the name must have passed `cacheFileNameProblem`. */
export function cacheFilePath(cacheDir: string, name: string): string {
  if (cacheFileNameProblem(name)) throw new Error(`Not a cache file name: ${JSON.stringify(name)}`);
  return path.join(cacheDir, name);
}

export async function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The md5 of a file (the resource manifests name files by md5), or undefined
 * when it is missing. Streams, so a large file costs no memory; the signal
 * stops it between chunks (hashing a whole cache takes a while on a Pi).
 */
export async function fileMd5(file: string, signal?: AbortSignal): Promise<string | undefined> {
  if (!(await fileExists(file))) return undefined;
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) {
    signal?.throwIfAborted();
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/**
 * Writes a file so readers only ever see the old content or the whole new one:
 * a temporary file beside it, flushed to disk, then renamed over it. A Pi may
 * lose power at any moment.
 */
export async function writeFileAtomic(file: string, content: Buffer | string, mode = 0o644): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    const handle = await open(temporary, 'w', mode);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
