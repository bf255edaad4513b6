import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 verification, as S3 does it for the Authorization
 * header. Pure: the caller hands over the request as it came off the wire and
 * the time to judge it at, so a documented example can be checked at its own date.
 */

/** How far x-amz-date may be from the server's clock, as S3 allows. */
export const SIGV4_MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/** The payload hash a client sends when it does not sign the body. */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** The payload hash of an aws-chunked body whose checksum comes in a trailer. */
export const STREAMING_UNSIGNED_PAYLOAD_TRAILER = 'STREAMING-UNSIGNED-PAYLOAD-TRAILER';

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';
const TERMINATOR = 'aws4_request';
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

export type SigV4FailureCode =
  | 'InvalidAccessKeyId'
  | 'SignatureDoesNotMatch'
  | 'AccessDenied'
  | 'XAmzContentSHA256Mismatch'
  | 'RequestTimeTooSkewed';

export type SigV4Result =
  | { readonly ok: true; readonly accessKeyId: string }
  | { readonly ok: false; readonly code: SigV4FailureCode; readonly message: string };

/** A request as it came off the wire. */
export interface SigV4Request {
  readonly method: string;
  /**
   * The request target of the request line (path and query), still
   * percent-encoded: the client signed the path it sent, not a normalised one.
   */
  readonly target: string;
  /** Header values by name, any case; repeated headers as arrays. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The body as received; its sha256 is checked when the payload hash is one. */
  readonly body?: Buffer;
}

export interface SigV4Options {
  /** Secret access keys by access key id. */
  readonly secretAccessKeys: ReadonlyMap<string, string>;
  readonly region: string;
  /** Epoch ms to judge x-amz-date against. */
  readonly now: number;
  /** The service of the credential scope; s3 unless told (the Bedrock emulator signs as bedrock). */
  readonly service?: string;
}

/** A request's path and raw query, split at the first '?'. */
export function splitTarget(target: string): { readonly path: string; readonly query: string } {
  const mark = target.indexOf('?');
  return mark < 0
    ? { path: target, query: '' }
    : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}

/**
 * S3's URI encoding: every byte but the unreserved A-Z a-z 0-9 - . _ ~ as an
 * upper-case %XX. encodeURIComponent leaves !'()* alone, which S3 encodes.
 */
export function s3UriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The canonical URI of a raw path: each segment decoded and encoded again, '/'
 * kept and nothing normalised away ('//', '.' and '..' stay), as S3 signs it.
 * Throws URIError on malformed percent-encoding.
 */
export function canonicalUri(rawPath: string): string {
  const path = rawPath === '' ? '/' : rawPath;
  return path
    .split('/')
    .map((segment) => s3UriEncode(decodeURIComponent(segment)))
    .join('/');
}

/**
 * A raw query's parameters, decoded, in order; a parameter without '=' has
 * the value ''. '+' stays a plus: S3 clients encode a space as %20. Throws
 * URIError on malformed percent-encoding.
 */
export function decodeQuery(rawQuery: string): Array<readonly [string, string]> {
  return rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      const value = equals < 0 ? '' : part.slice(equals + 1);
      return [decodeURIComponent(name), decodeURIComponent(value)] as const;
    });
}

/** The canonical query string: parameters encoded, sorted by name and then value. */
export function canonicalQueryString(rawQuery: string): string {
  return decodeQuery(rawQuery)
    .map(([name, value]) => [s3UriEncode(name), s3UriEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => compareAscii(nameA, nameB) || compareAscii(valueA, valueB))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The signing key of a secret for a day, region and service. */
export function deriveSigningKey(
  secretAccessKey: string,
  date: string,
  region: string,
  service: string,
): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, date);
  const regionKey = hmac(dateKey, region);
  const serviceKey = hmac(regionKey, service);
  return hmac(serviceKey, TERMINATOR);
}

/**
 * Whether the request carries a valid Authorization header signed with a
 * known key for this region, at a time near `now`, and, when the payload hash
 * is a sha256, whether the body has it. Never throws.
 */
export function verifySigV4(request: SigV4Request, options: SigV4Options): SigV4Result {
  const headers = lowerCaseHeaders(request.headers);
  const authorization = parseAuthorization(headers.get('authorization')?.[0]);
  if (typeof authorization === 'string') return fail('AccessDenied', authorization);
  const { accessKeyId, date, region, service, terminator, signedHeaders, signature } = authorization;

  const secretAccessKey = options.secretAccessKeys.get(accessKeyId);
  if (secretAccessKey === undefined) {
    return fail('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  const expectedService = options.service ?? SERVICE;
  if (service !== expectedService || terminator !== TERMINATOR) {
    return fail('AccessDenied', `The credential scope must end in /${expectedService}/${TERMINATOR}.`);
  }
  if (region !== options.region) {
    return fail('AccessDenied', `The region '${region}' is wrong; expecting '${options.region}'.`);
  }

  const amzDate = headers.get('x-amz-date')?.[0]?.trim() ?? '';
  const requestTime = parseAmzDate(amzDate);
  if (requestTime === undefined)
    return fail('AccessDenied', 'The x-amz-date header is missing or malformed.');
  if (Math.abs(requestTime - options.now) > SIGV4_MAX_CLOCK_SKEW_MS) {
    return fail(
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  if (amzDate.slice(0, 8) !== date) {
    return fail('AccessDenied', `The credential date ${date} is not the date of x-amz-date ${amzDate}.`);
  }

  const payloadHash = headers.get('x-amz-content-sha256')?.[0]?.trim();
  if (payloadHash === undefined) return fail('AccessDenied', 'The x-amz-content-sha256 header is required.');
  if (
    payloadHash !== UNSIGNED_PAYLOAD &&
    payloadHash !== STREAMING_UNSIGNED_PAYLOAD_TRAILER &&
    !HEX_SHA256.test(payloadHash)
  ) {
    return fail('AccessDenied', `The x-amz-content-sha256 value ${payloadHash} is not supported.`);
  }

  const canonicalHeaders: string[] = [];
  for (const name of signedHeaders) {
    const values = headers.get(name);
    if (values === undefined) return fail('AccessDenied', `The signed header ${name} is not in the request.`);
    canonicalHeaders.push(`${name}:${values.map(canonicalHeaderValue).join(',')}\n`);
  }

  const { path, query } = splitTarget(request.target);
  let canonicalRequest: string;
  try {
    canonicalRequest = [
      request.method,
      canonicalUri(path),
      canonicalQueryString(query),
      canonicalHeaders.join(''),
      signedHeaders.join(';'),
      payloadHash,
    ].join('\n');
  } catch {
    return fail('AccessDenied', 'The request path or query is not validly percent-encoded.');
  }

  const scope = `${date}/${region}/${service}/${terminator}`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const expected = createHmac('sha256', deriveSigningKey(secretAccessKey, date, region, service))
    .update(stringToSign, 'utf8')
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return fail(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }

  if (HEX_SHA256.test(payloadHash) && request.body !== undefined) {
    if (sha256Hex(request.body) !== payloadHash.toLowerCase()) {
      return fail(
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
  }
  return { ok: true, accessKeyId };
}

interface ParsedAuthorization {
  readonly accessKeyId: string;
  readonly date: string;
  readonly region: string;
  readonly service: string;
  readonly terminator: string;
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

/** The parts of an Authorization header, or why it is refused. */
function parseAuthorization(header: string | undefined): ParsedAuthorization | string {
  if (header === undefined || header.trim() === '') return 'Access Denied';
  const match = /^AWS4-HMAC-SHA256\s+(.*)$/s.exec(header.trim());
  if (!match) return `Only ${ALGORITHM} Authorization headers are supported.`;
  const fields = new Map<string, string>();
  for (const field of match[1].split(',')) {
    const equals = field.indexOf('=');
    if (equals < 0) return 'The Authorization header is malformed.';
    fields.set(field.slice(0, equals).trim(), field.slice(equals + 1).trim());
  }
  const credential = fields.get('Credential');
  const signedHeaderList = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (credential === undefined || signedHeaderList === undefined || signature === undefined) {
    return 'The Authorization header needs Credential, SignedHeaders and Signature.';
  }
  const scope = credential.split('/');
  if (scope.length !== 5 || scope.some((part) => part === '') || !/^\d{8}$/.test(scope[1])) {
    return 'The Authorization header Credential is malformed.';
  }
  const signedHeaders = signedHeaderList.split(';');
  if (signedHeaders.some((name) => !HEADER_NAME.test(name))) {
    return 'The Authorization header SignedHeaders is malformed.';
  }
  if (!signedHeaders.includes('host')) return 'The host header must be signed.';
  if (!SIGNATURE.test(signature)) return 'The Authorization header Signature is malformed.';
  const [accessKeyId, date, region, service, terminator] = scope;
  return { accessKeyId, date, region, service, terminator, signedHeaders, signature };
}

/** Epoch ms of a YYYYMMDD'T'HHMMSS'Z' time, or undefined when it is not one. */
function parseAmzDate(text: string): number | undefined {
  const match = AMZ_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(time);
  // Date.UTC rolls 20130230 over to March: such a date is malformed, not a time.
  return check.getUTCDate() === day && check.getUTCHours() === hour ? time : undefined;
}

function lowerCaseHeaders(
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
): Map<string, readonly string[]> {
  const lowered = new Map<string, string[]>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const values = lowered.get(key) ?? [];
    values.push(...(typeof value === 'string' ? [value] : value));
    lowered.set(key, values);
  }
  return lowered;
}

/** Trimmed, with each run of whitespace one space, as the signer writes it. */
function canonicalHeaderValue(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function compareAscii(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function fail(code: SigV4FailureCode, message: string): SigV4Result {
  return { ok: false, code, message };
}
