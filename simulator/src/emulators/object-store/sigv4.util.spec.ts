import {
  canonicalQueryString,
  canonicalUri,
  decodeQuery,
  SIGV4_MAX_CLOCK_SKEW_MS,
  type SigV4Request,
  verifySigV4,
} from './sigv4.util';

// AWS's documented Signature Version 4 examples for S3 (single-chunk payloads).
const ACCESS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const HOST = 'examplebucket.s3.amazonaws.com';
const AMZ_DATE = '20130524T000000Z';
const EXAMPLE_TIME = Date.UTC(2013, 4, 24);
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const SCOPE = `${ACCESS_KEY_ID}/20130524/us-east-1/s3/aws4_request`;

const OPTIONS = {
  secretAccessKeys: new Map([[ACCESS_KEY_ID, SECRET_ACCESS_KEY]]),
  region: 'us-east-1',
  now: EXAMPLE_TIME,
};

const authorization = (signedHeaders: string, signature: string) =>
  `AWS4-HMAC-SHA256 Credential=${SCOPE},SignedHeaders=${signedHeaders},Signature=${signature}`;

/** GET /test.txt with Range: bytes=0-9. */
const GET_OBJECT: SigV4Request = {
  method: 'GET',
  target: '/test.txt',
  headers: {
    Host: HOST,
    Range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': AMZ_DATE,
    Authorization: authorization(
      'host;range;x-amz-content-sha256;x-amz-date',
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ),
  },
  body: Buffer.alloc(0),
};

/** PUT test$file.text with a body, a Date and a storage class. */
const PUT_OBJECT: SigV4Request = {
  method: 'PUT',
  target: '/test$file.text',
  headers: {
    host: HOST,
    date: 'Fri, 24 May 2013 00:00:00 GMT',
    'x-amz-date': AMZ_DATE,
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    'x-amz-content-sha256': '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    authorization: authorization(
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ),
  },
  body: Buffer.from('Welcome to Amazon S3.'),
};

/** GET /?max-keys=2&prefix=J: a bucket listing, to cover the query string. */
const LIST_OBJECTS: SigV4Request = {
  method: 'GET',
  target: '/?max-keys=2&prefix=J',
  headers: {
    host: HOST,
    'x-amz-date': AMZ_DATE,
    'x-amz-content-sha256': EMPTY_SHA256,
    authorization: authorization(
      'host;x-amz-content-sha256;x-amz-date',
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    ),
  },
};

const withHeaders = (request: SigV4Request, headers: Record<string, string | undefined>): SigV4Request => ({
  ...request,
  headers: { ...request.headers, ...headers },
});

describe('verifySigV4', () => {
  it.each([
    ['GET object with a range', GET_OBJECT],
    ['PUT object with a body', PUT_OBJECT],
    ['list objects with a query', LIST_OBJECTS],
  ])("accepts AWS's documented %s", (_name, request) => {
    expect(verifySigV4(request, OPTIONS)).toEqual({ ok: true, accessKeyId: ACCESS_KEY_ID });
  });

  it('accepts spaces after the commas, repeated whitespace in values and any header-name case', () => {
    const request = withHeaders(GET_OBJECT, {
      Range: '  bytes=0-9  ',
      Authorization: String(GET_OBJECT.headers['Authorization']).replace(/,/g, ', '),
    });
    expect(verifySigV4(request, OPTIONS).ok).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    const result = verifySigV4(GET_OBJECT, { ...OPTIONS, secretAccessKeys: new Map([[ACCESS_KEY_ID, 'x']]) });
    expect(result).toEqual({ ok: false, code: 'SignatureDoesNotMatch', message: expect.any(String) });
  });

  it('refuses a request changed after signing', () => {
    expect(verifySigV4(withHeaders(GET_OBJECT, { Range: 'bytes=0-10' }), OPTIONS)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(verifySigV4({ ...GET_OBJECT, target: '/test.txt?x=1' }, OPTIONS)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(verifySigV4({ ...GET_OBJECT, method: 'DELETE' }, OPTIONS)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses an unknown access key', () => {
    expect(verifySigV4(GET_OBJECT, { ...OPTIONS, secretAccessKeys: new Map() })).toMatchObject({
      ok: false,
      code: 'InvalidAccessKeyId',
    });
  });

  it('refuses a body whose sha256 is not the signed payload hash', () => {
    const result = verifySigV4({ ...PUT_OBJECT, body: Buffer.from('Welcome to Amazon S4.') }, OPTIONS);
    expect(result).toMatchObject({ ok: false, code: 'XAmzContentSHA256Mismatch' });
  });

  it('refuses a request more than 15 minutes from now, either way', () => {
    expect(verifySigV4(GET_OBJECT, { ...OPTIONS, now: EXAMPLE_TIME + SIGV4_MAX_CLOCK_SKEW_MS }).ok).toBe(
      true,
    );
    for (const now of [
      EXAMPLE_TIME + SIGV4_MAX_CLOCK_SKEW_MS + 1000,
      EXAMPLE_TIME - SIGV4_MAX_CLOCK_SKEW_MS - 1000,
    ]) {
      expect(verifySigV4(GET_OBJECT, { ...OPTIONS, now })).toMatchObject({ code: 'RequestTimeTooSkewed' });
    }
  });

  it('refuses a scope for another region', () => {
    expect(verifySigV4(GET_OBJECT, { ...OPTIONS, region: 'eu-west-1' })).toMatchObject({
      code: 'AccessDenied',
      message: expect.stringMatching(/region 'us-east-1' is wrong; expecting 'eu-west-1'/),
    });
  });

  it.each<[string, Record<string, string | undefined>]>([
    ['no Authorization header', { Authorization: undefined }],
    ['another algorithm', { Authorization: 'AWS AKIAIOSFODNN7EXAMPLE:frJIUN8DYpKDtOLCwo//yllqDzg=' }],
    ['a missing field', { Authorization: `AWS4-HMAC-SHA256 Credential=${SCOPE}, SignedHeaders=host` }],
    ['a short credential', { Authorization: authorization('host', 'a'.repeat(64)).replace('/s3', '') }],
    ['a signature that is not hex', { Authorization: authorization('host', 'z'.repeat(64)) }],
    ['an unsigned host', { Authorization: authorization('x-amz-date', 'a'.repeat(64)) }],
    ['a signed header that is not sent', { Authorization: authorization('host;x-missing', 'a'.repeat(64)) }],
    ['no x-amz-date', { 'x-amz-date': undefined }],
    ['an impossible x-amz-date', { 'x-amz-date': '20130230T000000Z' }],
    ['no payload hash', { 'x-amz-content-sha256': undefined }],
    ['an unknown payload hash', { 'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD' }],
  ])('refuses %s as AccessDenied', (_name, headers) => {
    expect(verifySigV4(withHeaders(GET_OBJECT, headers), OPTIONS)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
  });

  it('refuses a path that is not validly percent-encoded without throwing', () => {
    expect(verifySigV4({ ...GET_OBJECT, target: '/test%zz.txt' }, OPTIONS)).toMatchObject({
      code: 'AccessDenied',
    });
  });
});

describe('canonical request parts', () => {
  it('encodes each path segment as S3 does and keeps the slashes', () => {
    expect(canonicalUri('/b/a%20b/%C3%BC%2Bx%3Dy%26z')).toBe('/b/a%20b/%C3%BC%2Bx%3Dy%26z');
    expect(canonicalUri("/b/it's(1)*!~.txt")).toBe('/b/it%27s%281%29%2A%21~.txt');
    expect(canonicalUri('/b//./../%7e')).toBe('/b//./../~');
    expect(canonicalUri('')).toBe('/');
    expect(() => canonicalUri('/%E0%A4%A')).toThrow(URIError);
  });

  it('sorts and encodes the query, giving a bare name an empty value', () => {
    expect(canonicalQueryString('prefix=a%2F&list-type=2&uploads&b=2&b=1&x=a b')).toBe(
      'b=1&b=2&list-type=2&prefix=a%2F&uploads=&x=a%20b',
    );
    expect(decodeQuery('continuation-token=x%20y&&a=b=c&p=1+1')).toEqual([
      ['continuation-token', 'x y'],
      ['a', 'b=c'],
      ['p', '1+1'],
    ]);
  });
});
