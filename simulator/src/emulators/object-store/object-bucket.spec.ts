import { InvalidContinuationTokenError, ObjectBucket } from './object-bucket';

const T0 = new Date(Date.UTC(2025, 0, 1));

function bucketWith(keys: readonly string[]): ObjectBucket {
  const bucket = new ObjectBucket('test-bucket');
  for (const key of keys)
    bucket.put(key, { bytes: Buffer.from(key), contentType: 'text/plain', lastModified: T0 });
  return bucket;
}

/** Every page of a listing, as [keys, common prefixes] pairs. */
function pages(bucket: ObjectBucket, query: { prefix?: string; delimiter?: string; maxKeys: number }) {
  const result: Array<[string[], string[]]> = [];
  let continuationToken: string | undefined;
  do {
    const page = bucket.list({ prefix: '', ...query, continuationToken });
    result.push([page.contents.map(({ key }) => key), [...page.commonPrefixes]]);
    continuationToken = page.nextContinuationToken;
  } while (continuationToken !== undefined);
  return result;
}

describe('ObjectBucket', () => {
  it('gives the quoted md5 of the bytes as the ETag', () => {
    const stored = bucketWith([]).put('k', {
      bytes: Buffer.from('hello'),
      contentType: 'x',
      lastModified: T0,
    });
    expect(stored.etag).toBe('"5d41402abc4b2a76b9719d911017c592"');
  });

  it('orders keys by their UTF-8 bytes, as S3 does', () => {
    // U+FF5E sorts before U+1F600 in UTF-8 but after it in UTF-16.
    expect(bucketWith(['\u{1F600}', '\uFF5E', 'b', 'B', 'a/b']).keys()).toEqual([
      'B',
      'a/b',
      'b',
      '\uFF5E',
      '\u{1F600}',
    ]);
  });

  it('pages a listing and says it is truncated only when more remain', () => {
    const bucket = bucketWith(['a', 'b', 'c', 'd']);
    expect(pages(bucket, { maxKeys: 2 })).toEqual([
      [['a', 'b'], []],
      [['c', 'd'], []],
    ]);
    expect(pages(bucket, { maxKeys: 3 })).toEqual([
      [['a', 'b', 'c'], []],
      [['d'], []],
    ]);
    expect(pages(bucket, { maxKeys: 0 })).toEqual([[[], []]]);
  });

  it('rolls keys up at the delimiter, counting a common prefix once, across pages', () => {
    const bucket = bucketWith(['logs/1', 'logs/2', 'logs/a/1', 'runs/1/x', 'runs/1/y', 'runs/2/x', 'top']);
    expect(pages(bucket, { delimiter: '/', maxKeys: 2 })).toEqual([
      [[], ['logs/', 'runs/']],
      [['top'], []],
    ]);
    expect(pages(bucket, { prefix: 'runs/', delimiter: '/', maxKeys: 1 })).toEqual([
      [[], ['runs/1/']],
      [[], ['runs/2/']],
    ]);
    expect(pages(bucket, { prefix: 'logs/', delimiter: '/', maxKeys: 1000 })).toEqual([
      [['logs/1', 'logs/2'], ['logs/a/']],
    ]);
  });

  it('starts after a key and refuses a token it did not give', () => {
    const bucket = bucketWith(['a', 'b', 'c']);
    expect(bucket.list({ prefix: '', startAfter: 'a', maxKeys: 10 }).contents.map(({ key }) => key)).toEqual([
      'b',
      'c',
    ]);
    for (const token of ['', 'garbage', Buffer.from('x:a').toString('base64url'), 'a+b/c=']) {
      expect(() => bucket.list({ prefix: '', continuationToken: token, maxKeys: 10 })).toThrow(
        InvalidContinuationTokenError,
      );
    }
  });

  it('corrupts the bytes of an object and nothing else', () => {
    const bucket = bucketWith(['k']);
    const before = bucket.get('k')!;
    bucket.corrupt('k', Buffer.from('other'));
    expect(bucket.get('k')).toEqual({ ...before, bytes: Buffer.from('other') });
    expect(() => bucket.corrupt('missing', Buffer.alloc(0))).toThrow(/No object missing/);
  });
});
