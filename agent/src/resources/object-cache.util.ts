import { type Hash } from 'node:crypto';
import { type Stats, createReadStream } from 'node:fs';
import { copyFile, link, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

// Node built-ins only: the download worker (download-worker.ts) loads this file, and must stay small.

/** Where the sync engine keeps each downloaded object once, by md5, inside the cache. */
export const OBJECTS_DIR = '.objects';
/** An object's file name in the objects folder: its md5, nothing else. */
const OBJECT_NAME = /^[a-f0-9]{32}$/;
/** A download in progress (kept across restarts to resume). */
const PART_NAME = /^([a-f0-9]{32})\.part$/;
/** A link or copy on its way into the cache, left behind only by a crash. */
const PLACING_NAME = /^placing-\d+-\d+$/;

export function objectsDir(cacheDir: string): string {
  return path.join(cacheDir, OBJECTS_DIR);
}

export function objectPath(cacheDir: string, md5: string): string {
  return path.join(objectsDir(cacheDir), md5);
}

export function partPath(cacheDir: string, md5: string): string {
  return `${objectPath(cacheDir, md5)}.part`;
}

/**
 * What a name in the objects folder is to the engine: an object or a part (by
 * md5), a leftover of placing a file, or something it did not write (left alone).
 */
export function objectEntryKind(
  name: string,
):
  | { kind: 'object'; md5: string }
  | { kind: 'part'; md5: string }
  | { kind: 'placing' }
  | { kind: 'foreign' } {
  if (OBJECT_NAME.test(name)) return { kind: 'object', md5: name };
  const part = PART_NAME.exec(name);
  if (part) return { kind: 'part', md5: part[1]! };
  return PLACING_NAME.test(name) ? { kind: 'placing' } : { kind: 'foreign' };
}

export async function statFile(file: string): Promise<Stats | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

let placing = 0;

/**
 * Makes `target` the object's content: a hard link (one copy on disk however
 * many names share it), or a copy where the file system cannot link. It goes
 * through a temporary name and a rename, so a talk playing the old file keeps
 * playing it and a new one sees the whole new file, never a half.
 */
export async function placeObject(object: string, target: string): Promise<'linked' | 'copied' | 'present'> {
  const [source, existing] = await Promise.all([stat(object), statFile(target)]);
  if (existing && existing.ino === source.ino && existing.dev === source.dev) return 'present';
  const temporary = path.join(path.dirname(object), `placing-${process.pid}-${++placing}`);
  let how: 'linked' | 'copied' = 'linked';
  try {
    try {
      await link(object, temporary);
    } catch {
      how = 'copied';
      await copyFile(object, temporary);
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return how;
}

/** Feeds the first `bytes` of a file to a hash: what a resumed download already has. */
export async function hashPrefix(
  hash: Hash,
  file: string,
  bytes: number,
  signal: AbortSignal,
): Promise<void> {
  if (bytes <= 0) return;
  for await (const chunk of createReadStream(file, { start: 0, end: bytes - 1 })) {
    signal.throwIfAborted();
    hash.update(chunk as Buffer);
  }
}
