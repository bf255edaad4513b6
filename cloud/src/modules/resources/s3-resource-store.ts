import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { type ResourceS3Config } from '../../config/app-config';
import { type ObjectRange, ResourceStore, type StoredObject } from './resource-store';

/**
 * The resource store in a bucket of any S3-compatible store (AWS S3, MinIO,
 * Ceph, ...), for deployments whose cloud nodes share no disk. Files are
 * streamed from the bucket through the cloud, so Pis keep one URL and one
 * login (their credentials) whatever the store.
 */
export class S3ResourceStore extends ResourceStore {
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly config: ResourceS3Config) {
    super();
    this.location = `s3://${config.bucket}/${config.prefix}`;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only when the store asks: several S3-compatible stores refuse the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.client.destroy();
  }

  protected async getObject(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  protected async putObject(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  protected async statObject(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
        // Another ETag, other bytes: what a reader keeps of an object is checked against it.
        ...(head.ETag ? { version: head.ETag } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  protected async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.keyOf(prefix),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const entry of page.Contents ?? []) {
        if (entry.Key) keys.push(entry.Key.slice(this.config.prefix.length));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  protected async deleteObject(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  protected async openObject(key: string, range?: ObjectRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    const body = answer.Body;
    if (body instanceof Readable) return body;
    return Readable.from(body ? [Buffer.from(await body.transformToByteArray())] : []);
  }

  private keyOf(key: string): string {
    return this.config.prefix + key;
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
