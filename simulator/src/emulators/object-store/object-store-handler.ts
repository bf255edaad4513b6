import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { parseByteRange } from '@oak/shared';
import { InvalidContinuationTokenError, ObjectBucket, type StoredObject } from './object-bucket';
import { decodeAwsChunked, PayloadError, verifyChecksums } from './payload.util';
import { closeAfterAnswer, readBody } from './request-body.util';
import { invalidUri, notImplemented, S3Error, toS3Error } from './s3-error.util';
import { errorXml, listObjectsV2Xml } from './s3-xml.util';
import { decodeQuery, splitTarget, STREAMING_UNSIGNED_PAYLOAD_TRAILER, verifySigV4 } from './sigv4.util';

/** S3's limits on a key's UTF-8 length and on one listing page. */
export const OBJECT_STORE_MAX_KEY_BYTES = 1024;
export const OBJECT_STORE_MAX_LIST_KEYS = 1000;

/** S3's rules for a bucket name, bar the rarely met ones about IP addresses and prefixes. */
const BUCKET_NAME = /^(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** What S3 calls an object put without a Content-Type. */
const DEFAULT_CONTENT_TYPE = 'binary/octet-stream';
const METADATA_HEADER = 'x-amz-meta-';
/** The SDK names the operation in an x-id parameter; it is no sub-resource. */
const OPERATION_PARAMETER = 'x-id';
const LIST_PARAMETERS = [
  'list-type',
  'prefix',
  'delimiter',
  'start-after',
  'continuation-token',
  'max-keys',
  'encoding-type',
  'fetch-owner',
] as const;

/** One request the emulator answered, for tests to assert on. */
export interface ObjectStoreRequestRecord {
  readonly method: string;
  /** Absent when the path names no bucket. */
  readonly bucket?: string;
  /** Absent for a bucket-level request. */
  readonly key?: string;
  readonly status: number;
  /** The Range header, when the request had one. */
  readonly range?: string;
}

export function isValidBucketName(name: string): boolean {
  return BUCKET_NAME.test(name);
}

export interface ObjectStoreHandlerOptions {
  readonly secretAccessKeys: ReadonlyMap<string, string>;
  readonly region: string;
  /** The store itself, shared with whoever inspects it. */
  readonly buckets: Map<string, ObjectBucket>;
  /** Where each answered request is recorded. */
  readonly log: ObjectStoreRequestRecord[];
}

interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly method: string;
  readonly requestId: string;
  bucket?: string;
  key?: string;
}

type Query = ReadonlyMap<string, string>;

/**
 * Answers S3 requests, path-style, against in-memory buckets: every request is
 * checked with SigV4 first, then served or refused with S3's XML error. It
 * never throws: whatever goes wrong becomes an answer.
 */
export class ObjectStoreHandler {
  private requestCount = 0;

  constructor(private readonly options: ObjectStoreHandlerOptions) {}

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.requestCount += 1;
    const exchange: Exchange = {
      request,
      response,
      method: request.method ?? '',
      requestId: this.requestCount.toString(16).toUpperCase().padStart(16, '0'),
    };
    try {
      await this.serve(exchange);
    } catch (error) {
      this.refuse(exchange, error);
    }
  }

  private async serve(exchange: Exchange): Promise<void> {
    const { request, method } = exchange;
    const target = request.url ?? '';
    const { bucket, key, query } = parseTarget(target);
    exchange.bucket = bucket;
    exchange.key = key;
    const body = await readBody(request);
    const verdict = verifySigV4(
      { method, target, headers: request.headersDistinct, body },
      { secretAccessKeys: this.options.secretAccessKeys, region: this.options.region, now: Date.now() },
    );
    if (!verdict.ok) {
      throw new S3Error(
        verdict.code === 'XAmzContentSHA256Mismatch' ? 400 : 403,
        verdict.code,
        verdict.message,
      );
    }
    if (bucket === undefined) throw notImplemented(`${method} on the service (ListBuckets and the like)`);
    if (key === undefined) this.serveBucket(exchange, bucket, query);
    else this.serveObject(exchange, bucket, key, query, body);
  }

  private serveBucket(exchange: Exchange, name: string, query: Query): void {
    switch (exchange.method) {
      case 'PUT':
        onlyParameters(query, [], 'CreateBucket');
        return this.createBucket(exchange, name);
      case 'HEAD':
        onlyParameters(query, [], 'HeadBucket');
        this.bucketOf(name);
        return this.send(exchange, 200, { 'x-amz-bucket-region': this.options.region });
      case 'GET':
        if (query.get('list-type') !== '2') throw notImplemented('A bucket GET other than ListObjectsV2');
        onlyParameters(query, LIST_PARAMETERS, 'ListObjectsV2');
        return this.listObjectsV2(exchange, this.bucketOf(name), query);
      default:
        throw notImplemented(`${exchange.method} on a bucket`);
    }
  }

  private serveObject(exchange: Exchange, bucketName: string, key: string, query: Query, body: Buffer): void {
    if (Buffer.byteLength(key, 'utf8') > OBJECT_STORE_MAX_KEY_BYTES) {
      throw new S3Error(400, 'KeyTooLongError', 'Your key is too long');
    }
    const { method, request } = exchange;
    if (method === 'PUT' && request.headers['x-amz-copy-source'] !== undefined)
      throw notImplemented('CopyObject');
    onlyParameters(query, [], `${method} on an object`);
    const bucket = this.bucketOf(bucketName);
    switch (method) {
      case 'PUT':
        return this.putObject(exchange, bucket, key, body);
      case 'GET':
      case 'HEAD':
        return this.getObject(exchange, bucket, key);
      case 'DELETE':
        bucket.delete(key);
        return this.send(exchange, 204, {});
      default:
        throw notImplemented(`${method} on an object`);
    }
  }

  private createBucket(exchange: Exchange, name: string): void {
    if (!isValidBucketName(name))
      throw new S3Error(400, 'InvalidBucketName', 'The specified bucket is not valid.');
    // us-east-1 answers a repeated create of one's own bucket with 200, for history's sake; other regions refuse it.
    if (this.options.buckets.has(name) && this.options.region !== 'us-east-1') {
      throw new S3Error(
        409,
        'BucketAlreadyOwnedByYou',
        'Your previous request to create the named bucket succeeded and you already own it.',
        { BucketName: name },
      );
    }
    if (!this.options.buckets.has(name)) this.options.buckets.set(name, new ObjectBucket(name));
    this.send(exchange, 200, { Location: `/${name}` });
  }

  private putObject(exchange: Exchange, bucket: ObjectBucket, key: string, body: Buffer): void {
    const { headers } = exchange.request;
    const sent = new Map<string, string>();
    for (const name of [
      'content-md5',
      'x-amz-checksum-crc32',
      'x-amz-checksum-sha1',
      'x-amz-checksum-sha256',
    ]) {
      const value = headers[name];
      if (typeof value === 'string') sent.set(name, value);
    }
    let bytes = body;
    const encodings = (headers['content-encoding'] ?? '').split(',').map((encoding) => encoding.trim());
    if (
      encodings.includes('aws-chunked') ||
      headers['x-amz-content-sha256'] === STREAMING_UNSIGNED_PAYLOAD_TRAILER
    ) {
      const payload = decodeAwsChunked(body);
      bytes = payload.data;
      for (const [name, value] of payload.trailers) sent.set(name, value);
      const decodedLength = headers['x-amz-decoded-content-length'];
      if (decodedLength !== undefined && Number(decodedLength) !== bytes.length) {
        throw new PayloadError(
          'IncompleteBody',
          'You did not provide the number of bytes specified by the x-amz-decoded-content-length header.',
        );
      }
      for (const trailer of headerText(headers['x-amz-trailer'])
        .split(',')
        .map((name) => name.trim().toLowerCase())) {
        if (trailer !== '' && !payload.trailers.has(trailer)) {
          throw new PayloadError(
            'InvalidRequest',
            `The trailer ${trailer} declared in x-amz-trailer was not sent.`,
          );
        }
      }
    }
    verifyChecksums(bytes, sent);
    const metadata = new Map<string, string>();
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(METADATA_HEADER) && typeof value === 'string') metadata.set(name, value);
    }
    const stored = bucket.put(key, {
      bytes,
      contentType: headers['content-type'] ?? DEFAULT_CONTENT_TYPE,
      metadata,
      lastModified: new Date(),
    });
    this.send(exchange, 200, { ETag: stored.etag });
  }

  private getObject(exchange: Exchange, bucket: ObjectBucket, key: string): void {
    const object = bucket.get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    const size = object.bytes.length;
    const rangeHeader = exchange.request.headers.range;
    const range = parseByteRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      throw new S3Error(
        416,
        'InvalidRange',
        'The requested range is not satisfiable',
        { RangeRequested: rangeHeader ?? '', ActualObjectSize: String(size) },
        { 'Content-Range': `bytes */${size}` },
      );
    }
    const bytes = range ? object.bytes.subarray(range.start, range.end + 1) : object.bytes;
    const headers: OutgoingHttpHeaders = {
      ...objectHeaders(object),
      'Content-Length': bytes.length,
      ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${size}` } : {}),
    };
    this.send(exchange, range ? 206 : 200, headers, exchange.method === 'HEAD' ? undefined : bytes);
  }

  private listObjectsV2(exchange: Exchange, bucket: ObjectBucket, query: Query): void {
    const maxKeysText = query.get('max-keys');
    if (maxKeysText !== undefined && !/^\d{1,10}$/.test(maxKeysText)) {
      throw new S3Error(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range', {
        ArgumentName: 'max-keys',
        ArgumentValue: maxKeysText,
      });
    }
    const encodingType = query.get('encoding-type');
    if (encodingType !== undefined && encodingType !== 'url') {
      throw new S3Error(400, 'InvalidArgument', 'Invalid Encoding Method specified in Request', {
        ArgumentName: 'encoding-type',
        ArgumentValue: encodingType,
      });
    }
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') || undefined;
    const startAfter = query.get('start-after') || undefined;
    const continuationToken = query.get('continuation-token');
    const maxKeys = Math.min(Number(maxKeysText ?? OBJECT_STORE_MAX_LIST_KEYS), OBJECT_STORE_MAX_LIST_KEYS);
    let page;
    try {
      page = bucket.list({ prefix, delimiter, startAfter, continuationToken, maxKeys });
    } catch (error) {
      if (!(error instanceof InvalidContinuationTokenError)) throw error;
      throw new S3Error(400, 'InvalidArgument', error.message, {
        ArgumentName: 'continuation-token',
        ArgumentValue: continuationToken ?? '',
      });
    }
    const xml = listObjectsV2Xml({
      bucket: bucket.name,
      prefix,
      delimiter,
      startAfter,
      continuationToken,
      nextContinuationToken: page.nextContinuationToken,
      maxKeys,
      isTruncated: page.nextContinuationToken !== undefined,
      contents: page.contents.map(({ key, object }) => ({
        key,
        lastModified: object.lastModified,
        etag: object.etag,
        size: object.bytes.length,
      })),
      commonPrefixes: page.commonPrefixes,
      urlEncoded: encodingType === 'url',
    });
    this.sendXml(exchange, 200, xml);
  }

  private bucketOf(name: string): ObjectBucket {
    const bucket = this.options.buckets.get(name);
    if (!bucket) {
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: name });
    }
    return bucket;
  }

  private refuse(exchange: Exchange, error: unknown): void {
    const { request, response, method } = exchange;
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const refusal = toS3Error(error);
    const headers: OutgoingHttpHeaders = { ...refusal.headers };
    if (!request.complete) {
      // The body was refused unread: the connection closes once the client has the answer.
      headers['Connection'] = 'close';
      closeAfterAnswer(request, response);
    }
    if (method === 'HEAD') {
      this.send(exchange, refusal.statusCode, headers);
      return;
    }
    const xml = errorXml(refusal.code, refusal.message, {
      ...refusal.details,
      RequestId: exchange.requestId,
    });
    this.sendXml(exchange, refusal.statusCode, xml, headers);
  }

  private sendXml(exchange: Exchange, status: number, xml: string, headers: OutgoingHttpHeaders = {}): void {
    const body = Buffer.from(xml, 'utf8');
    this.send(
      exchange,
      status,
      { ...headers, 'Content-Type': 'application/xml', 'Content-Length': body.length },
      body,
    );
  }

  /** The one way out: every answer is recorded before it is written, so a test sees it once the client has it. */
  private send(exchange: Exchange, status: number, headers: OutgoingHttpHeaders, body?: Buffer): void {
    const { request, response, method, bucket, key } = exchange;
    const range = request.headers.range;
    this.options.log.push({
      method,
      ...(bucket === undefined ? {} : { bucket }),
      ...(key === undefined ? {} : { key }),
      status,
      ...(range === undefined ? {} : { range }),
    });
    if (response.destroyed) return;
    response.writeHead(status, { 'x-amz-request-id': exchange.requestId, ...headers });
    response.end(body);
  }
}

/** The bucket, key and query of a path-style request target; an empty bucket or key is absent. */
function parseTarget(target: string): { bucket?: string; key?: string; query: Query } {
  if (!target.startsWith('/')) throw invalidUri();
  const { path, query } = splitTarget(target);
  const slash = path.indexOf('/', 1);
  const rawBucket = slash < 0 ? path.slice(1) : path.slice(1, slash);
  const rawKey = slash < 0 ? '' : path.slice(slash + 1);
  try {
    const bucket = decodeURIComponent(rawBucket);
    const key = decodeURIComponent(rawKey);
    const parameters = new Map<string, string>();
    for (const [name, value] of decodeQuery(query)) if (!parameters.has(name)) parameters.set(name, value);
    return { ...(bucket === '' ? {} : { bucket }), ...(key === '' ? {} : { key }), query: parameters };
  } catch {
    throw invalidUri();
  }
}

/** Refuses parameters other than `allowed` (and the SDK's x-id): they name a sub-resource this emulator lacks. */
function onlyParameters(query: Query, allowed: readonly string[], operation: string): void {
  for (const name of query.keys()) {
    if (name !== OPERATION_PARAMETER && !allowed.includes(name)) {
      throw notImplemented(`${operation} with the ${name} parameter`);
    }
  }
}

/** A header's text; a repeated header's values joined as HTTP joins them. */
function headerText(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : (value ?? []).join(',');
}

function objectHeaders(object: StoredObject): OutgoingHttpHeaders {
  return {
    'Content-Type': object.contentType,
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    ...Object.fromEntries(object.metadata),
  };
}
