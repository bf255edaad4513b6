import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * The resource store on local disk (OAK_HOME/resources unless RESOURCE_DIR
 * says otherwise): audio files under files/, one manifest per resource under
 * manifests/, and the pack index. Every write goes to a temporary name first
 * and is renamed into place, so a reader never sees half a file.
 */
export class ResourceStore {
  readonly filesDir: string;
  readonly manifestsDir: string;
  private readonly indexFile: string;

  constructor(readonly root: string) {
    this.filesDir = path.join(root, 'files');
    this.manifestsDir = path.join(root, 'manifests');
    this.indexFile = path.join(root, 'pack.json');
  }

  /** The path of a stored file, or undefined for a name that is not a plain file name. */
  filePath(fileName: string): string | undefined {
    return cacheFileNameSchema.safeParse(fileName).success ? path.join(this.filesDir, fileName) : undefined;
  }

  async fileStat(fileName: string): Promise<{ size: number } | undefined> {
    const file = this.filePath(fileName);
    if (!file) return undefined;
    return stat(file).then(
      (s) => (s.isFile() ? { size: s.size } : undefined),
      () => undefined,
    );
  }

  async writeFile(fileName: string, bytes: Buffer): Promise<void> {
    const file = this.filePath(fileName);
    if (!file) throw new Error(`${fileName} is not a plain file name`);
    await this.atomicWrite(file, bytes);
  }

  async readIndex(): Promise<PackIndex | undefined> {
    if (!existsSync(this.indexFile)) return undefined;
    const parsed = packIndexSchema.safeParse(
      JSON.parse(await readFile(this.indexFile, 'utf8').catch(() => 'null')) as unknown,
    );
    return parsed.success ? parsed.data : undefined;
  }

  writeIndex(index: PackIndex): Promise<void> {
    return this.atomicWrite(this.indexFile, Buffer.from(JSON.stringify(index, null, 1)));
  }

  writeManifest(manifest: ResourceManifest): Promise<void> {
    return this.atomicWrite(
      path.join(this.manifestsDir, manifestFileName(manifest.id)),
      Buffer.from(JSON.stringify(manifest, null, 1)),
    );
  }

  /** A stored manifest with its md5 (of the stored bytes), or undefined when there is none. */
  async readManifest(
    resourceId: string,
  ): Promise<{ manifest: ResourceManifest; md5: string; bytes: Buffer } | undefined> {
    const file = path.join(this.manifestsDir, manifestFileName(resourceId));
    if (path.dirname(file) !== this.manifestsDir) return undefined;
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) return undefined;
    const parsed = resourceManifestSchema.safeParse(JSON.parse(bytes.toString('utf8')) as unknown);
    return parsed.success && parsed.data.id === resourceId
      ? { manifest: parsed.data, md5: md5Of(bytes), bytes }
      : undefined;
  }

  /** The ids of every stored manifest, sorted. */
  async manifestIds(): Promise<string[]> {
    const names = await readdir(this.manifestsDir).catch(() => [] as string[]);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length).replaceAll('__', '/'))
      .sort();
  }

  /** Removes manifests of resources no longer in the pack. */
  async removeManifestsExcept(keep: ReadonlySet<string>): Promise<void> {
    for (const id of await this.manifestIds()) {
      if (!keep.has(id)) await rm(path.join(this.manifestsDir, manifestFileName(id)), { force: true });
    }
  }

  private async atomicWrite(file: string, bytes: Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
}
