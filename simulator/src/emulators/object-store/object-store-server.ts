import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { ObjectBucket } from './object-bucket';
import { isValidBucketName, ObjectStoreHandler, type ObjectStoreRequestRecord } from './object-store-handler';
import { errorXml } from './s3-xml.util';

export interface ObjectStoreServerOptions {
  /** The one key pair requests must be signed with. */
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** The region signatures must be scoped to; us-east-1 unless told. */
  readonly region?: string;
  /** Buckets that exist from the start. */
  readonly buckets?: readonly string[];
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** 127.0.0.1 unless told. */
  readonly host?: string;
}

const DEFAULT_REGION = 'us-east-1';

/**
 * An S3-compatible object store for tests: path-style requests only
 * (`/<bucket>/<key>`), objects in memory, every request SigV4-checked against
 * one key pair. It serves what an S3-backed store needs (CreateBucket,
 * HeadBucket, PutObject, GetObject with a Range, HeadObject, DeleteObject,
 * ListObjectsV2) to the real SDK, so the code under test is the code that
 * runs against S3; anything else is NotImplemented rather than faked.
 */
export class ObjectStoreServer {
  private closing: Promise<void> | undefined;

  private constructor(
    /** Base URL, without a trailing slash: the SDK's endpoint. */
    readonly url: string,
    private readonly server: Server,
    private readonly buckets: ReadonlyMap<string, ObjectBucket>,
    private readonly log: readonly ObjectStoreRequestRecord[],
  ) {}

  static async start(options: ObjectStoreServerOptions): Promise<ObjectStoreServer> {
    if (options.accessKeyId === '' || options.secretAccessKey === '') {
      throw new Error('The object store needs a non-empty access key id and secret');
    }
    const buckets = new Map<string, ObjectBucket>();
    for (const name of options.buckets ?? []) {
      if (!isValidBucketName(name)) throw new Error(`${name} is not a valid S3 bucket name`);
      buckets.set(name, new ObjectBucket(name));
    }
    const log: ObjectStoreRequestRecord[] = [];
    const handler = new ObjectStoreHandler({
      secretAccessKeys: new Map([[options.accessKeyId, options.secretAccessKey]]),
      region: options.region ?? DEFAULT_REGION,
      buckets,
      log,
    });

    const server = createServer((request, response) => {
      handler.handle(request, response).catch(() => response.destroy());
    });
    // A request Node cannot parse (a malformed or oversized header) still gets S3's 400, not a dropped socket.
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const xml =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? errorXml(
              'RequestHeaderSectionTooLarge',
              'Your request header section exceeds the maximum allowed size.',
            )
          : errorXml('InvalidRequest', 'The request could not be parsed.');
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/xml\r\nContent-Length: ${Buffer.byteLength(xml)}\r\n` +
          `Connection: close\r\n\r\n${xml}`,
      );
    });

    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return new ObjectStoreServer(url, server, buckets, log);
  }

  /** Every answered request in order, e.g. to assert that a read was a Range GET. */
  get requests(): readonly ObjectStoreRequestRecord[] {
    return this.log;
  }

  /** A bucket's keys in S3's order; throws for a bucket that does not exist. */
  keys(bucket: string): string[] {
    return this.bucket(bucket).keys();
  }

  /**
   * Replaces an object's bytes and nothing else: its ETag and LastModified
   * stay those of what was put, so only a reader checking the content notices.
   */
  corrupt(bucket: string, key: string, bytes: Buffer): void {
    this.bucket(bucket).corrupt(key, Buffer.from(bytes));
  }

  close(): Promise<void> {
    // Idempotent: a spec's afterEach and the code under test may both close it.
    this.closing ??= new Promise<void>((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
      this.server.closeAllConnections();
    });
    return this.closing;
  }

  private bucket(name: string): ObjectBucket {
    const bucket = this.buckets.get(name);
    if (!bucket) throw new Error(`No bucket ${name} in the object store`);
    return bucket;
  }
}
