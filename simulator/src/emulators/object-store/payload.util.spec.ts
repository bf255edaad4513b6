import { decodeAwsChunked, PayloadError, verifyChecksums } from './payload.util';

/** The body the SDK sent for a two-part stream of 'hello stream', with its CRC32 in a trailer. */
const SDK_BODY = '5\r\nhello\r\n7\r\n stream\r\n0\r\nx-amz-checksum-crc32:gtnkmQ==\r\n\r\n';

describe('decodeAwsChunked', () => {
  it("decodes the SDK's chunks and trailer", () => {
    const { data, trailers } = decodeAwsChunked(Buffer.from(SDK_BODY));
    expect(data.toString()).toBe('hello stream');
    expect([...trailers]).toEqual([['x-amz-checksum-crc32', 'gtnkmQ==']]);
  });

  it('skips chunk extensions and takes binary data containing CRLF as data', () => {
    const binary = Buffer.from([0x0d, 0x0a, 0x30, 0x0d, 0x0a, 0xff]);
    const body = Buffer.concat([
      Buffer.from('6;chunk-signature=abc\r\n'),
      binary,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const { data, trailers } = decodeAwsChunked(body);
    expect(data.equals(binary)).toBe(true);
    expect(trailers.size).toBe(0);
  });

  it.each([
    ['an empty body', '', 'IncompleteBody'],
    ['a size that is not hex', 'zz\r\nhello\r\n0\r\n\r\n', 'InvalidRequest'],
    ['a size beyond the body', 'ff\r\nhello\r\n0\r\n\r\n', 'IncompleteBody'],
    ['a chunk longer than its size', '3\r\nhello\r\n0\r\n\r\n', 'InvalidRequest'],
    ['no final chunk', '5\r\nhello\r\n', 'IncompleteBody'],
    ['no empty line after the trailers', '0\r\nx-amz-checksum-crc32:AAAAAA==\r\n', 'IncompleteBody'],
    ['a trailer without a colon', '0\r\nnonsense\r\n\r\n', 'InvalidRequest'],
    ['bytes after the end', '0\r\n\r\nmore', 'InvalidRequest'],
    ['a size of 17 hex digits', `${'f'.repeat(17)}\r\n`, 'InvalidRequest'],
  ])('refuses %s', (_name, body, code) => {
    let thrown: unknown;
    try {
      decodeAwsChunked(Buffer.from(body));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PayloadError);
    expect(thrown).toMatchObject({ code });
  });
});

describe('verifyChecksums', () => {
  const data = Buffer.from('hello stream');

  it('accepts matching checksums of every kind it knows and ignores the ones it cannot compute', () => {
    expect(() =>
      verifyChecksums(
        data,
        new Map([
          ['x-amz-checksum-crc32', 'gtnkmQ=='],
          ['content-md5', 'gejd+ZaggHetH9f7a8ST8w=='],
          ['x-amz-checksum-sha256', 'IXETdbmvhw0o8K7CVZScsJSJOsFX8ZEFX/00kq5leTM='],
          ['x-amz-checksum-crc32c', 'AAAAAA=='],
        ]),
      ),
    ).not.toThrow();
  });

  it('refuses a mismatch as BadDigest, naming the algorithm', () => {
    expect(() => verifyChecksums(data, new Map([['x-amz-checksum-sha1', 'AAAA']]))).toThrow(
      expect.objectContaining({ code: 'BadDigest', message: expect.stringMatching(/SHA1/) }),
    );
  });
});
