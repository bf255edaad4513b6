import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { type ResourceManifest, cacheFileNameSchema, resourceManifestSchema } from '@oak/shared';
import { z } from 'zod';

/** What the store knows of each file of the generated pack: how it was made and what came out. */
export const packIndexSchema = z.object({
  version: z.number().int(),
  generatedAt: z.string(),
  files: z.record(
    z.string(),
    z.object({ recipe: z.string(), md5: z.string(), size: z.number(), durationMs: z.number() }),
  ),
});
export type PackIndex = z.infer<typeof packIndexSchema>;

/** A manifest's file name in the store: its resource id with each `/` as `__` (ids are plain otherwise). */
export function manifestFileName(resourceId: string): string {
  return `${resourceId.replaceAll('/', '__')}.json`;
}

export function md5Of(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** A stored object's size and when it last changed. */
export interface StoredObject {
  readonly size: number;
  readonly modified: Date;
  /** A token that changes whenever the object is written; absent when the store cannot tell. */
  readonly version?: string;
}

/** A stored manifest as read: parsed, with the md5 of its bytes and the bytes. */
export interface StoredManifest {
  readonly manifest: ResourceManifest;
  readonly md5: string;
  readonly bytes: Buffer;
}

/** Inclusive byte offsets, as HTTP ranges have them. */
export interface ObjectRange {
  readonly start: number;
  readonly end: number;
}

const FILES = 'files/';
const MANIFESTS = 'manifests/';
const INDEX = 'pack.json';

/**
 * The resource store: audio files (`files/<name>`), one manifest per resource
 * (`manifests/<id with / as __>.json`) and the pack index (`pack.json`), over
 * a plain object store, the local disk by default (LocalResourceStore) or any
 * S3-compatible store (S3ResourceStore). Names that are not plain file names
 * never reach the object store.
 */
export abstract class ResourceStore {
  /** Where the objects are, for the log (a folder, or s3://bucket/prefix). */
  abstract readonly location: string;
  /**
   * Manifests read before, by resource id, with the version of the object
   * they were read from: a manifest is read again only once its object
   * changed (a new pack, on this node or another one sharing the store).
   * Bounded by the manifests the store holds; shared, so never changed.
   */
  private readonly manifests = new Map<string, { version: string; stored: StoredManifest }>();

  protected abstract getObject(key: string): Promise<Buffer | undefined>;
  protected abstract putObject(key: string, bytes: Buffer, contentType: string): Promise<void>;
  protected abstract statObject(key: string): Promise<StoredObject | undefined>;
  /** The keys under `prefix`, whole. */
  protected abstract listKeys(prefix: string): Promise<string[]>;
  protected abstract deleteObject(key: string): Promise<void>;
  protected abstract openObject(key: string, range?: ObjectRange): Promise<Readable>;

  async fileStat(fileName: string): Promise<StoredObject | undefined> {
    return isPlainName(fileName) ? this.statObject(FILES + fileName) : undefined;
  }

  async writeFile(fileName: string, bytes: Buffer): Promise<void> {
    if (!isPlainName(fileName)) throw new Error(`${fileName} is not a plain file name`);
    await this.putObject(FILES + fileName, bytes, 'audio/wav');
  }

  /** A stored file's bytes, or the range of them; the caller has checked that it exists. */
  openFile(fileName: string, range?: ObjectRange): Promise<Readable> {
    if (!isPlainName(fileName)) return Promise.reject(new Error(`${fileName} is not a plain file name`));
    return this.openObject(FILES + fileName, range);
  }

  async readIndex(): Promise<PackIndex | undefined> {
    const bytes = await this.getObject(INDEX);
    if (!bytes) return undefined;
    const parsed = packIndexSchema.safeParse(parseJson(bytes));
    return parsed.success ? parsed.data : undefined;
  }

  writeIndex(index: PackIndex): Promise<void> {
    return this.putObject(INDEX, Buffer.from(JSON.stringify(index, null, 1)), 'application/json');
  }

  async writeManifest(manifest: ResourceManifest): Promise<void> {
    this.manifests.delete(manifest.id);
    await this.putObject(
      MANIFESTS + manifestFileName(manifest.id),
      Buffer.from(JSON.stringify(manifest, null, 1)),
      'application/json',
    );
  }

  /**
   * A stored manifest with its md5 (of the stored bytes), or undefined when
   * there is none. Only its object's version is looked at while it is the
   * one read before (a stat, no read or parse).
   */
  async readManifest(resourceId: string): Promise<StoredManifest | undefined> {
    const name = manifestFileName(resourceId);
    if (!isPlainName(name)) return undefined;
    const key = MANIFESTS + name;
    const object = await this.statObject(key);
    const version = object?.version;
    const known = this.manifests.get(resourceId);
    if (version !== undefined && known?.version === version) return known.stored;
    this.manifests.delete(resourceId);
    if (!object) return undefined;
    // Read after its version: a manifest written meanwhile is newer than that, and read again next time.
    const bytes = await this.getObject(key);
    if (!bytes) return undefined;
    const parsed = resourceManifestSchema.safeParse(parseJson(bytes));
    if (!parsed.success || parsed.data.id !== resourceId) return undefined;
    const stored = { manifest: parsed.data, md5: md5Of(bytes), bytes };
    if (version !== undefined) this.manifests.set(resourceId, { version, stored });
    return stored;
  }

  /** The ids of every stored manifest, sorted. */
  async manifestIds(): Promise<string[]> {
    return (await this.listKeys(MANIFESTS))
      .map((key) => key.slice(MANIFESTS.length))
      .filter((name) => name.endsWith('.json') && isPlainName(name))
      .map((name) => name.slice(0, -'.json'.length).replaceAll('__', '/'))
      .sort();
  }

  /** Removes manifests of resources no longer in the pack. */
  async removeManifestsExcept(keep: ReadonlySet<string>): Promise<void> {
    for (const id of await this.manifestIds()) {
      if (keep.has(id)) continue;
      this.manifests.delete(id);
      await this.deleteObject(MANIFESTS + manifestFileName(id));
    }
  }
}

function isPlainName(name: string): boolean {
  return cacheFileNameSchema.safeParse(name).success;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The resource store on local disk (OAK_HOME/resources unless RESOURCE_DIR
 * says otherwise). Every write goes to a temporary name first and is renamed
 * into place, so a reader never sees half a file.
 */
export class LocalResourceStore extends ResourceStore {
  readonly location: string;

  constructor(readonly root: string) {
    super();
    this.location = root;
  }

  /** The path of a stored file on disk, or undefined for a name that is not a plain file name. */
  filePath(fileName: string): string | undefined {
    return isPlainName(fileName) ? path.join(this.root, FILES, fileName) : undefined;
  }

  protected getObject(key: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(key)).catch(() => undefined);
  }

  protected async putObject(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  protected statObject(key: string): Promise<StoredObject | undefined> {
    return stat(this.pathOf(key)).then(
      // Every write renames a new file into place: a new inode, whatever the clock says.
      (s) =>
        s.isFile()
          ? { size: s.size, modified: s.mtime, version: `${s.ino}:${s.mtimeMs}:${s.size}` }
          : undefined,
      () => undefined,
    );
  }

  protected async listKeys(prefix: string): Promise<string[]> {
    const names = await readdir(this.pathOf(prefix)).catch(() => [] as string[]);
    return names.filter((name) => !name.endsWith('.tmp')).map((name) => prefix + name);
  }

  protected deleteObject(key: string): Promise<void> {
    return rm(this.pathOf(key), { force: true });
  }

  protected openObject(key: string, range?: ObjectRange): Promise<Readable> {
    return Promise.resolve(createReadStream(this.pathOf(key), range ?? {}));
  }

  private pathOf(key: string): string {
    return path.join(this.root, key);
  }
}
