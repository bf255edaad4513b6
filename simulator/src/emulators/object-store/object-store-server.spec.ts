import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { OBJECT_STORE_MAX_BODY_BYTES, OBJECT_STORE_REFUSED_BODY_DRAIN_BYTES } from './request-body.util';
import { ObjectStoreServer } from './object-store-server';

const CREDENTIALS = { accessKeyId: 'OAKTESTACCESSKEY', secretAccessKey: 'oak-test-secret/with+symbols' };
const REGION = 'eu-west-2';
const BUCKET = 'oak-resources';

/** Deterministic bytes of every value, so an off-by-one slice cannot pass by chance. */
function pattern(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 8)) & 0xff;
  return bytes;
}

const md5 = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** What the SDK threw: its error name (S3's Code) and the HTTP status. */
async function s3Failure(promise: Promise<unknown>): Promise<{ name: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof S3ServiceException)
      return { name: error.name, status: error.$metadata.httpStatusCode };
    throw error;
  }
  throw new Error('The request succeeded');
}

/**
 * Sends raw bytes and returns the whole answer as text, for requests fetch
 * refuses to make; a well-formed request must ask for Connection: close.
 */
function rawRequest(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** How long a streamed upload waits for the server's answer once it stopped sending, at most. */
const ANSWER_WAIT_MS = 30_000;
/** How long it reads on once the answer began, for the rest of it. */
const ANSWER_SETTLE_MS = 200;

/**
 * Sends a request head, then a chunked body 1 MiB at a time until the server
 * answers or hangs up (at most 80 MiB): what it answered and how much was sent.
 */
async function streamUntilAnswered(url: string, head: string): Promise<{ response: string; sent: number }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const chunk = Buffer.alloc(1024 * 1024);
  const chunks: Buffer[] = [];
  let sent = 0;
  let closed = false;
  let answered: () => void = () => undefined;
  const firstData = new Promise<void>((resolve) => (answered = resolve));
  socket.on('data', (data: Buffer) => {
    chunks.push(data);
    answered();
  });
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n`);
  while (!closed && chunks.length === 0 && sent < 80 * chunk.length) {
    const flushed = socket.write(
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    sent += chunk.length;
    if (!flushed) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), ended]);
  }
  // The answer comes once the server has read past the limit, which a busy machine may take a while
  // to do; then what follows it in the same moment.
  // Cleared once it has: a wait left running would hold the test run open for its whole length.
  const waits: NodeJS.Timeout[] = [];
  const waitMs = (ms: number) => new Promise((resolve) => waits.push(setTimeout(resolve, ms)));
  await Promise.race([ended, firstData.then(() => waitMs(ANSWER_SETTLE_MS)), waitMs(ANSWER_WAIT_MS)]);
  waits.forEach((wait) => clearTimeout(wait));
  socket.destroy();
  return { response: Buffer.concat(chunks).toString('utf8'), sent };
}

/**
 * Sends a request head, then `size` bytes of chunked body 1 MiB at a time,
 * and only then reads, as a client does that looks for an answer once it has
 * sent its body: what it was answered (empty when the connection was reset
 * under it), and how much it sent.
 */
async function sendThenRead(
  url: string,
  head: string,
  size: number,
): Promise<{ response: string; sent: number }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n`);
  while (!socket.destroyed && sent < size) {
    const flushed = socket.write(
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    sent += chunk.length;
    if (!flushed) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
  }
  const chunks: Buffer[] = [];
  socket.on('data', (data: Buffer) => chunks.push(data));
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise((resolve) => (giveUp = setTimeout(resolve, ANSWER_WAIT_MS)))]);
  clearTimeout(giveUp);
  socket.destroy();
  return { response: Buffer.concat(chunks).toString('utf8'), sent };
}

/** A request as the SDK hands it on once signed. */
interface SignedRequest {
  headers: Record<string, string>;
  body?: unknown;
}
type StackMiddleware = Parameters<S3Client['middlewareStack']['addRelativeTo']>[0];

/** Runs `change` on every request the client sends, once signed: to send what its signature does not cover. */
function afterSigning(client: S3Client, change: (request: SignedRequest) => void): void {
  type Arguments = { readonly input: object; request: unknown };
  type Output = { readonly output: object; readonly response: unknown };
  const middleware =
    (next: (args: Arguments) => Promise<Output>) =>
    (args: Arguments): Promise<Output> => {
      change(args.request as SignedRequest);
      return next(args);
    };
  client.middlewareStack.addRelativeTo(middleware as StackMiddleware, {
    relation: 'after',
    toMiddleware: 'httpSigningMiddleware',
  });
}

describe('ObjectStoreServer', () => {
  let server: ObjectStoreServer;
  let s3: S3Client;

  const clientWith = (credentials: typeof CREDENTIALS, config: S3ClientConfig = {}) =>
    new S3Client({
      endpoint: server.url,
      forcePathStyle: true,
      region: REGION,
      credentials,
      maxAttempts: 1,
      ...config,
    });
  const put = (
    key: string,
    body: PutObjectCommand['input']['Body'],
    extra: Partial<PutObjectCommand['input']> = {},
  ) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ...extra }));
  const get = async (key: string, range?: string) => {
    const output = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: range }));
    return { output, bytes: Buffer.from(await output.Body!.transformToByteArray()) };
  };

  beforeEach(async () => {
    server = await ObjectStoreServer.start({ ...CREDENTIALS, region: REGION, buckets: [BUCKET] });
    s3 = clientWith(CREDENTIALS);
  });

  afterEach(async () => {
    s3.destroy();
    await server.close();
  });

  it('listens on a free port of 127.0.0.1 and closes idempotently', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await Promise.all([server.close(), server.close()]);
  });

  describe('buckets', () => {
    it('creates a bucket that HeadBucket then finds, and a repeat create is refused in this region', async () => {
      expect(await s3Failure(s3.send(new HeadBucketCommand({ Bucket: 'fresh-bucket' })))).toEqual({
        name: 'NotFound',
        status: 404,
      });
      const created = await s3.send(new CreateBucketCommand({ Bucket: 'fresh-bucket' }));
      expect(created.Location).toBe('/fresh-bucket');
      const head = await s3.send(new HeadBucketCommand({ Bucket: 'fresh-bucket' }));
      expect(head.$metadata.httpStatusCode).toBe(200);
      expect(head.BucketRegion).toBe(REGION);
      expect(server.keys('fresh-bucket')).toEqual([]);
      expect(await s3Failure(s3.send(new CreateBucketCommand({ Bucket: 'fresh-bucket' })))).toEqual({
        name: 'BucketAlreadyOwnedByYou',
        status: 409,
      });
    });

    it('refuses an invalid bucket name and answers NoSuchBucket for objects of an unknown bucket', async () => {
      expect(await s3Failure(s3.send(new CreateBucketCommand({ Bucket: 'No_Such.Name' })))).toEqual({
        name: 'InvalidBucketName',
        status: 400,
      });
      expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'missing-bucket', Key: 'a' })))).toEqual({
        name: 'NoSuchBucket',
        status: 404,
      });
      expect(() => server.keys('missing-bucket')).toThrow(/No bucket missing-bucket/);
    });
  });

  describe('objects', () => {
    it('round-trips a Buffer, a string and a 3 MB object byte-exact', async () => {
      const large = pattern(3 * 1024 * 1024);
      const small = Buffer.from([0, 1, 2, 0xff, 0xfe, 0x0d, 0x0a, 0x30, 0x0d, 0x0a]);
      await put('runs/large.bin', large);
      await put('runs/small.bin', small);
      await put('runs/text.txt', 'héllo\r\n0\r\n');
      expect((await get('runs/large.bin')).bytes.equals(large)).toBe(true);
      expect((await get('runs/small.bin')).bytes.equals(small)).toBe(true);
      expect((await get('runs/text.txt')).bytes.toString('utf8')).toBe('héllo\r\n0\r\n');
      expect(server.keys(BUCKET)).toEqual(['runs/large.bin', 'runs/small.bin', 'runs/text.txt']);
    });

    it('round-trips a stream the SDK sends aws-chunked with a trailing checksum', async () => {
      const sentHeaders: Array<Record<string, string>> = [];
      afterSigning(s3, (request) => sentHeaders.push({ ...request.headers }));
      const bytes = pattern(200_000);
      const parts = [bytes.subarray(0, 70_000), bytes.subarray(70_000, 150_001), bytes.subarray(150_001)];
      await put('streamed.bin', Readable.from(parts), { ContentLength: bytes.length });
      expect(sentHeaders[0]).toMatchObject({
        'content-encoding': 'aws-chunked',
        'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
        'x-amz-trailer': 'x-amz-checksum-crc32',
      });
      expect((await get('streamed.bin')).bytes.equals(bytes)).toBe(true);
    });

    it('keeps keys that need encoding, as their own objects', async () => {
      const keys = ['a b/ü+x=y&z', "it's (1)*!~.txt", 'a/../b', '/leading', 'a%2Fb', 'tab\there'];
      for (const [index, key] of keys.entries()) await put(key, String(index));
      for (const [index, key] of keys.entries())
        expect((await get(key)).bytes.toString()).toBe(String(index));
      expect(server.keys(BUCKET)).toEqual([...keys].sort());
    });

    it('answers a Range GET with 206 and the slice, in each of the three forms', async () => {
      const bytes = pattern(1000);
      await put('ranged.bin', bytes);
      const cases: Array<[string, number, number]> = [
        ['bytes=10-19', 10, 19],
        ['bytes=990-', 990, 999],
        ['bytes=-25', 975, 999],
        ['bytes=995-5000', 995, 999],
      ];
      for (const [range, start, end] of cases) {
        const { output, bytes: slice } = await get('ranged.bin', range);
        expect(output.$metadata.httpStatusCode).toBe(206);
        expect(output.ContentRange).toBe(`bytes ${start}-${end}/1000`);
        expect(output.ContentLength).toBe(end - start + 1);
        expect(slice.equals(bytes.subarray(start, end + 1))).toBe(true);
      }
      expect(server.requests.filter((request) => request.status === 206)).toEqual(
        cases.map(([range]) => ({ method: 'GET', bucket: BUCKET, key: 'ranged.bin', status: 206, range })),
      );
    });

    it('serves the whole object for a Range it cannot read and 416 for one outside the object', async () => {
      await put('ranged.bin', pattern(100));
      const whole = await get('ranged.bin', 'bytes=20-10');
      expect(whole.output.$metadata.httpStatusCode).toBe(200);
      expect(whole.bytes.length).toBe(100);
      expect(await s3Failure(get('ranged.bin', 'bytes=100-'))).toEqual({ name: 'InvalidRange', status: 416 });
      expect(server.requests.at(-1)).toEqual({
        method: 'GET',
        bucket: BUCKET,
        key: 'ranged.bin',
        status: 416,
        range: 'bytes=100-',
      });
    });

    it('tells size, ETag, type, time and metadata on GET and HeadObject', async () => {
      const bytes = pattern(1234);
      const before = Date.now() - 1000;
      const putOutput = await put('meta.bin', bytes, {
        ContentType: 'audio/wav',
        Metadata: { sha256: 'abc' },
      });
      expect(putOutput.ETag).toBe(md5(bytes));
      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'meta.bin' }));
      expect(head).toMatchObject({
        ContentLength: 1234,
        ETag: md5(bytes),
        ContentType: 'audio/wav',
        AcceptRanges: 'bytes',
        Metadata: { sha256: 'abc' },
      });
      expect(head.LastModified!.getTime()).toBeGreaterThanOrEqual(before);
      const { output } = await get('meta.bin');
      expect(output).toMatchObject({ ContentLength: 1234, ETag: md5(bytes), ContentType: 'audio/wav' });
      expect(await s3Failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'nothing' })))).toEqual({
        name: 'NotFound',
        status: 404,
      });
    });

    it('deletes with 204, missing or not, after which GetObject is NoSuchKey', async () => {
      await put('doomed.txt', 'x');
      const deleted = await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'doomed.txt' }));
      expect(deleted.$metadata.httpStatusCode).toBe(204);
      const again = await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'doomed.txt' }));
      expect(again.$metadata.httpStatusCode).toBe(204);
      await expect(get('doomed.txt')).rejects.toBeInstanceOf(NoSuchKey);
      expect(server.keys(BUCKET)).toEqual([]);
    });

    it('refuses a body whose checksum does not match what the client said it sent', async () => {
      expect(await s3Failure(put('bad.bin', 'hello', { ChecksumCRC32: 'AAAAAA==' }))).toEqual({
        name: 'BadDigest',
        status: 400,
      });
      expect(server.keys(BUCKET)).toEqual([]);
    });

    it('serves corrupted bytes under the ETag of what was put', async () => {
      await put('decayed.bin', 'original');
      server.corrupt(BUCKET, 'decayed.bin', Buffer.from('0riginal'));
      const { output, bytes } = await get('decayed.bin');
      expect(bytes.toString()).toBe('0riginal');
      expect(output.ETag).toBe(md5(Buffer.from('original')));
      expect(() => server.corrupt(BUCKET, 'absent', Buffer.alloc(1))).toThrow(/No object absent/);
    });
  });

  describe('ListObjectsV2', () => {
    const list = (input: Partial<ListObjectsV2Command['input']>) =>
      s3.send(new ListObjectsV2Command({ Bucket: BUCKET, ...input }));

    beforeEach(async () => {
      for (const key of ['runs/5', 'runs/1', 'runs/3', 'runs/2', 'runs/4', 'other/1']) await put(key, key);
    });

    it('lists keys under a prefix in pages of MaxKeys', async () => {
      const pages = [];
      let token: string | undefined;
      do {
        const page = await list({ Prefix: 'runs/', MaxKeys: 2, ContinuationToken: token });
        pages.push(page);
        token = page.NextContinuationToken;
      } while (token);
      expect(pages.map((page) => page.Contents?.map((object) => object.Key))).toEqual([
        ['runs/1', 'runs/2'],
        ['runs/3', 'runs/4'],
        ['runs/5'],
      ]);
      expect(pages.map((page) => [page.KeyCount, page.IsTruncated, page.MaxKeys])).toEqual([
        [2, true, 2],
        [2, true, 2],
        [1, false, 2],
      ]);
      expect(pages[0].Contents![0]).toMatchObject({
        Key: 'runs/1',
        Size: 6,
        ETag: md5(Buffer.from('runs/1')),
        StorageClass: 'STANDARD',
      });
      expect(pages[0].Contents![0].LastModified).toBeInstanceOf(Date);
    });

    it('lists everything up to 1000 keys without MaxKeys, and rolls keys up at a delimiter', async () => {
      const all = await list({ MaxKeys: 5000 });
      expect(all.MaxKeys).toBe(1000);
      expect(all.KeyCount).toBe(6);
      const rolled = await list({ Delimiter: '/' });
      expect(rolled.CommonPrefixes?.map((prefix) => prefix.Prefix)).toEqual(['other/', 'runs/']);
      expect(rolled.Contents).toBeUndefined();
      const first = await list({ Delimiter: '/', MaxKeys: 1 });
      const second = await list({
        Delimiter: '/',
        MaxKeys: 1,
        ContinuationToken: first.NextContinuationToken,
      });
      expect([first.CommonPrefixes, second.CommonPrefixes, second.IsTruncated]).toEqual([
        [{ Prefix: 'other/' }],
        [{ Prefix: 'runs/' }],
        false,
      ]);
    });

    it('escapes keys in the XML and refuses a continuation token it did not give', async () => {
      await put('odd/<a & "b">\'.txt', 'x');
      const page = await list({ Prefix: 'odd/' });
      expect(page.Contents?.map((object) => object.Key)).toEqual(['odd/<a & "b">\'.txt']);
      expect(await s3Failure(list({ ContinuationToken: 'not-a-token' }))).toEqual({
        name: 'InvalidArgument',
        status: 400,
      });
    });
  });

  describe('authentication', () => {
    it('refuses a wrong secret as SignatureDoesNotMatch and an unknown key as InvalidAccessKeyId', async () => {
      const wrongSecret = clientWith({ ...CREDENTIALS, secretAccessKey: 'not-the-secret' });
      const unknownKey = clientWith({ ...CREDENTIALS, accessKeyId: 'AKIAUNKNOWN' });
      try {
        expect(await s3Failure(wrongSecret.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'a' })))).toEqual(
          {
            name: 'SignatureDoesNotMatch',
            status: 403,
          },
        );
        expect(
          await s3Failure(unknownKey.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'a', Body: 'x' }))),
        ).toEqual({ name: 'InvalidAccessKeyId', status: 403 });
      } finally {
        wrongSecret.destroy();
        unknownKey.destroy();
      }
      expect(server.keys(BUCKET)).toEqual([]);
    });

    it('refuses a request signed for another region', async () => {
      const elsewhere = clientWith(CREDENTIALS, { region: 'us-east-1' });
      try {
        expect(await s3Failure(elsewhere.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'a' })))).toEqual({
          name: 'AccessDenied',
          status: 403,
        });
      } finally {
        elsewhere.destroy();
      }
    });

    it('refuses a body changed after signing as XAmzContentSHA256Mismatch', async () => {
      afterSigning(s3, (request) => {
        request.body = 'tampered';
      });
      expect(await s3Failure(put('signed.txt', 'original'))).toEqual({
        name: 'XAmzContentSHA256Mismatch',
        status: 400,
      });
    });
  });

  describe('what it does not do', () => {
    it('answers operations it lacks with 501 NotImplemented', async () => {
      await put('source.txt', 'x');
      expect(
        await s3Failure(
          s3.send(
            new CopyObjectCommand({ Bucket: BUCKET, Key: 'copy.txt', CopySource: `${BUCKET}/source.txt` }),
          ),
        ),
      ).toEqual({ name: 'NotImplemented', status: 501 });
      expect(await s3Failure(s3.send(new ListObjectsCommand({ Bucket: BUCKET })))).toEqual({
        name: 'NotImplemented',
        status: 501,
      });
    });
  });

  describe('hostile input', () => {
    const expectXmlError = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('application/xml');
      expect(await response.text()).toMatch(
        new RegExp(`<Error><Code>${code}</Code><Message>[^<]+</Message>`),
      );
    };

    afterEach(async () => {
      // Whatever came before, the emulator still serves.
      await put('after.txt', 'still here');
      expect((await get('after.txt')).bytes.toString()).toBe('still here');
    });

    it('refuses a request without credentials with 403 AccessDenied', async () => {
      await expectXmlError(await fetch(`${server.url}/${BUCKET}/a.txt`), 403, 'AccessDenied');
      await expectXmlError(
        await fetch(`${server.url}/${BUCKET}/a.txt`, { method: 'PUT', body: 'x' }),
        403,
        'AccessDenied',
      );
      await expectXmlError(
        await fetch(`${server.url}/${BUCKET}/a.txt`, {
          headers: { Authorization: 'AWS4-HMAC-SHA256 nonsense' },
        }),
        403,
        'AccessDenied',
      );
      const head = await fetch(`${server.url}/${BUCKET}`, { method: 'HEAD' });
      expect(head.status).toBe(403);
      expect(await head.text()).toBe('');
    });

    it('refuses a malformed path with 400 InvalidURI', async () => {
      await expectXmlError(await fetch(`${server.url}/${BUCKET}/%E0%A4%A`), 400, 'InvalidURI');
      await expectXmlError(await fetch(`${server.url}/${BUCKET}/a?x=%ZZ`), 400, 'InvalidURI');
      expect(
        await rawRequest(
          server.url,
          'GET http://elsewhere/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
        ),
      ).toMatch(/^HTTP\/1\.1 400 .*<Code>InvalidURI<\/Code>/s);
    });

    it('refuses an unparseable request or oversized headers with 400', async () => {
      expect(await rawRequest(server.url, 'NONSENSE\r\n\r\n')).toMatch(
        /^HTTP\/1\.1 400 .*<Code>InvalidRequest/s,
      );
      const huge = await fetch(`${server.url}/${BUCKET}/a`, {
        headers: { 'x-amz-meta-huge': 'x'.repeat(64 * 1024) },
      });
      expect(huge.status).toBe(400);
      expect(await huge.text()).toMatch(/RequestHeaderSectionTooLarge/);
    });

    it('refuses a body over 64 MiB with 400 EntityTooLarge, declared or sent', async () => {
      const declared = await rawRequest(
        server.url,
        `PUT /${BUCKET}/big HTTP/1.1\r\nHost: x\r\nContent-Length: ${OBJECT_STORE_MAX_BODY_BYTES + 1}\r\n\r\nabc`,
      );
      expect(declared).toMatch(/^HTTP\/1\.1 400 .*Connection: close.*<Code>EntityTooLarge<\/Code>/s);

      const streamed = await streamUntilAnswered(server.url, `PUT /${BUCKET}/big HTTP/1.1\r\nHost: x\r\n`);
      expect(streamed.response).toMatch(/^HTTP\/1\.1 400 .*<Code>EntityTooLarge<\/Code>/s);
      expect(streamed.sent).toBeGreaterThan(OBJECT_STORE_MAX_BODY_BYTES);
      expect(server.keys(BUCKET)).toEqual([]);
    }, 60_000);

    it('delivers the refusal of a body over 64 MiB to a client that reads only once it has sent its body', async () => {
      // Half what the server reads on past its answer: a client that stops on its own, just late.
      const size = OBJECT_STORE_MAX_BODY_BYTES + OBJECT_STORE_REFUSED_BODY_DRAIN_BYTES / 2;
      const late = await sendThenRead(server.url, `PUT /${BUCKET}/big HTTP/1.1\r\nHost: x\r\n`, size);
      expect(late.response).toMatch(/^HTTP\/1\.1 400 .*Connection: close.*<Code>EntityTooLarge<\/Code>/s);
      expect(late.sent).toBe(size);
      expect(server.keys(BUCKET)).toEqual([]);
    }, 60_000);

    it('cuts a client that goes on sending a refused body long past its answer', async () => {
      // Far more than the server reads on past its answer, and than the sockets' buffers hold besides.
      const size = OBJECT_STORE_MAX_BODY_BYTES + 4 * OBJECT_STORE_REFUSED_BODY_DRAIN_BYTES;
      const endless = await sendThenRead(server.url, `PUT /${BUCKET}/big HTTP/1.1\r\nHost: x\r\n`, size);
      expect(endless.sent).toBeLessThan(size);
      expect(server.keys(BUCKET)).toEqual([]);
    }, 60_000);

    it('refuses a malformed aws-chunked body', async () => {
      // The SDK warns on the console about any failed streaming upload; this one is meant to fail.
      const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
      const mangling = clientWith(CREDENTIALS, { logger: quiet });
      afterSigning(mangling, (request) => {
        request.body = 'zz\r\nhello\r\n0\r\n\r\n';
      });
      const bytes = Buffer.from('hello');
      const body = Readable.from([bytes]);
      try {
        const failure = await s3Failure(
          mangling.send(
            new PutObjectCommand({ Bucket: BUCKET, Key: 'chunked.bin', Body: body, ContentLength: 5 }),
          ),
        );
        expect(failure).toEqual({ name: 'InvalidRequest', status: 400 });
      } finally {
        mangling.destroy();
      }
    });
  });
});
