import { createHash } from 'node:crypto';

/** An object as S3 keeps it: the bytes and what HEAD and GET tell about them. */
export interface StoredObject {
  readonly bytes: Buffer;
  /** The quoted md5 hex of the bytes as put, as S3 gives a single-part upload. */
  readonly etag: string;
  readonly lastModified: Date;
  readonly contentType: string;
  /** x-amz-meta-* headers as put, by lower-cased name. */
  readonly metadata: ReadonlyMap<string, string>;
}

export interface NewObject {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly metadata?: ReadonlyMap<string, string>;
  readonly lastModified: Date;
}

export interface BucketListQuery {
  readonly prefix: string;
  readonly delimiter?: string;
  readonly startAfter?: string;
  /** A token this bucket gave as nextContinuationToken. */
  readonly continuationToken?: string;
  readonly maxKeys: number;
}

export interface BucketListPage {
  readonly contents: ReadonlyArray<{ readonly key: string; readonly object: StoredObject }>;
  readonly commonPrefixes: readonly string[];
  /** Present when the listing was cut at maxKeys and there is more. */
  readonly nextContinuationToken?: string;
}

/** A continuation token that this bucket did not give. */
export class InvalidContinuationTokenError extends Error {
  constructor() {
    super('The continuation token provided is incorrect');
  }
}

/** Where a listing stopped: after a key, or after all keys under a common prefix. */
interface ListPosition {
  readonly after: string;
  readonly isCommonPrefix: boolean;
}

/**
 * One bucket's objects in memory. Keys are ordered as S3 orders them, by
 * their UTF-8 bytes, which differs from JavaScript's UTF-16 order for some
 * characters beyond the Basic Multilingual Plane.
 */
export class ObjectBucket {
  private readonly objects = new Map<string, StoredObject>();

  constructor(readonly name: string) {}

  get(key: string): StoredObject | undefined {
    return this.objects.get(key);
  }

  put(key: string, object: NewObject): StoredObject {
    const stored: StoredObject = {
      bytes: object.bytes,
      etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
      lastModified: object.lastModified,
      contentType: object.contentType,
      metadata: object.metadata ?? new Map(),
    };
    this.objects.set(key, stored);
    return stored;
  }

  delete(key: string): void {
    this.objects.delete(key);
  }

  /**
   * Replaces an object's bytes and nothing else, as decay at rest would: the
   * ETag and LastModified still describe what was put, so only a reader that
   * checks the content notices.
   */
  corrupt(key: string, bytes: Buffer): void {
    const object = this.objects.get(key);
    if (!object) throw new Error(`No object ${key} in bucket ${this.name}`);
    this.objects.set(key, { ...object, bytes });
  }

  get size(): number {
    return this.objects.size;
  }

  keys(): string[] {
    return [...this.objects.keys()].sort(compareUtf8);
  }

  /** One page of ListObjectsV2: keys under the prefix, rolled up at the delimiter. */
  list(query: BucketListQuery): BucketListPage {
    const position = query.continuationToken === undefined ? undefined : decodeToken(query.continuationToken);
    const contents: Array<{ key: string; object: StoredObject }> = [];
    const commonPrefixes: string[] = [];
    let last: ListPosition | undefined;
    if (query.maxKeys === 0) return { contents, commonPrefixes };

    for (const key of this.keys()) {
      if (!key.startsWith(query.prefix)) continue;
      if (query.startAfter !== undefined && compareUtf8(key, query.startAfter) <= 0) continue;
      if (
        position &&
        (compareUtf8(key, position.after) <= 0 || (position.isCommonPrefix && key.startsWith(position.after)))
      ) {
        continue;
      }
      const rolledUp = this.commonPrefixOf(key, query);
      // Keys under one common prefix sort together, so a repeat is always the last one listed.
      if (rolledUp !== undefined && last?.isCommonPrefix && last.after === rolledUp) continue;
      if (contents.length + commonPrefixes.length === query.maxKeys) {
        return { contents, commonPrefixes, nextContinuationToken: encodeToken(last!) };
      }
      if (rolledUp === undefined) {
        contents.push({ key, object: this.objects.get(key)! });
        last = { after: key, isCommonPrefix: false };
      } else {
        commonPrefixes.push(rolledUp);
        last = { after: rolledUp, isCommonPrefix: true };
      }
    }
    return { contents, commonPrefixes };
  }

  private commonPrefixOf(key: string, query: BucketListQuery): string | undefined {
    if (!query.delimiter) return undefined;
    const at = key.indexOf(query.delimiter, query.prefix.length);
    return at < 0 ? undefined : key.slice(0, at + query.delimiter.length);
  }
}

/** S3's key order: by UTF-8 bytes. */
export function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Opaque to clients, as S3's are; it only has to come back unchanged. */
function encodeToken(position: ListPosition): string {
  return Buffer.from(`${position.isCommonPrefix ? 'p' : 'k'}:${position.after}`, 'utf8').toString(
    'base64url',
  );
}

function decodeToken(token: string): ListPosition {
  const text = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const kind = text.slice(0, 2);
  if (kind !== 'k:' && kind !== 'p:') throw new InvalidContinuationTokenError();
  return { after: text.slice(2), isCommonPrefix: kind === 'p:' };
}
