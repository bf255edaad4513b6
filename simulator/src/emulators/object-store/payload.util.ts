import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** A body S3 would refuse as malformed; the server answers it as a 400 with this code. */
export class PayloadError extends Error {
  constructor(
    readonly code: 'IncompleteBody' | 'InvalidRequest' | 'BadDigest',
    message: string,
  ) {
    super(message);
  }
}

export interface AwsChunkedPayload {
  readonly data: Buffer;
  /** Trailer headers by lower-cased name, e.g. x-amz-checksum-crc32. */
  readonly trailers: ReadonlyMap<string, string>;
}

const CRLF = Buffer.from('\r\n');
const CHUNK_SIZE = /^[0-9a-fA-F]{1,16}$/;
/** Longer chunk-size or trailer lines are not something an SDK writes. */
const MAX_LINE_BYTES = 8192;

/**
 * The data of an aws-chunked body: `<hex-size>[;ext]\r\n<data>\r\n` chunks,
 * ended by a `0` chunk, trailer lines and an empty line. The SDK sends a body
 * of unknown length this way, with its checksum in a trailer. Chunk extensions
 * (chunk signatures) are skipped: signed chunks are refused before this.
 */
export function decodeAwsChunked(body: Buffer): AwsChunkedPayload {
  const parts: Buffer[] = [];
  let offset = 0;
  const readLine = (what: string): string => {
    const end = body.indexOf(CRLF, offset);
    if (end < 0 || end - offset > MAX_LINE_BYTES) {
      throw new PayloadError('IncompleteBody', `The aws-chunked body ends inside a ${what}.`);
    }
    const line = body.toString('latin1', offset, end);
    offset = end + CRLF.length;
    return line;
  };

  for (;;) {
    const sizeText = readLine('chunk size').split(';')[0].trim();
    if (!CHUNK_SIZE.test(sizeText)) {
      throw new PayloadError('InvalidRequest', `The aws-chunked chunk size '${sizeText}' is not hex.`);
    }
    const size = Number.parseInt(sizeText, 16);
    if (size === 0) break;
    if (size > body.length - offset - CRLF.length) {
      throw new PayloadError('IncompleteBody', 'The aws-chunked body is shorter than its chunk sizes.');
    }
    parts.push(body.subarray(offset, offset + size));
    offset += size;
    if (!body.subarray(offset, offset + CRLF.length).equals(CRLF)) {
      throw new PayloadError('InvalidRequest', 'An aws-chunked chunk is longer than its size.');
    }
    offset += CRLF.length;
  }

  const trailers = new Map<string, string>();
  for (let line = readLine('trailer'); line !== ''; line = readLine('trailer')) {
    const colon = line.indexOf(':');
    if (colon <= 0)
      throw new PayloadError('InvalidRequest', `The aws-chunked trailer '${line}' is malformed.`);
    trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  if (offset !== body.length) {
    throw new PayloadError('InvalidRequest', 'The aws-chunked body goes on after its last trailer.');
  }
  return { data: Buffer.concat(parts), trailers };
}

/** The checksums S3 can be sent, by header name, as S3 writes them (base64 of the digest). */
const CHECKSUMS: ReadonlyMap<string, { readonly name: string; readonly digest: (data: Buffer) => string }> =
  new Map([
    ['content-md5', { name: 'Content-MD5', digest: (data: Buffer) => digest('md5', data) }],
    ['x-amz-checksum-crc32', { name: 'CRC32', digest: crc32Base64 }],
    ['x-amz-checksum-sha1', { name: 'SHA1', digest: (data: Buffer) => digest('sha1', data) }],
    ['x-amz-checksum-sha256', { name: 'SHA256', digest: (data: Buffer) => digest('sha256', data) }],
  ]);

/**
 * Checks the object's bytes against every checksum sent with it, in headers
 * or trailers, as S3 does before it stores them; a mismatch is BadDigest.
 * CRC32C and CRC64NVME are taken on trust: Node has no digest for them.
 */
export function verifyChecksums(data: Buffer, sent: ReadonlyMap<string, string>): void {
  for (const [header, checksum] of CHECKSUMS) {
    const value = sent.get(header);
    if (value !== undefined && value !== checksum.digest(data)) {
      throw new PayloadError(
        'BadDigest',
        `The ${checksum.name} you specified did not match the calculated checksum.`,
      );
    }
  }
}

function digest(algorithm: string, data: Buffer): string {
  return createHash(algorithm).update(data).digest('base64');
}

function crc32Base64(data: Buffer): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32(data));
  return bytes.toString('base64');
}
