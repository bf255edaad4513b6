import { parseByteRange } from './resource-file.sender';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=1000-', { start: 1000, end: 4999 }],
    ['bytes=4000-9999', { start: 4000, end: 4999 }],
    ['bytes=-500', { start: 4500, end: 4999 }],
    ['bytes=-9000', { start: 0, end: 4999 }],
    [' bytes=10-20 ', { start: 10, end: 20 }],
  ])('reads %p of a 5000-byte file', (header, range) => {
    expect(parseByteRange(header, 5000)).toEqual(range);
  });

  it.each(['bytes=5000-', 'bytes=6000-7000', 'bytes=20-10', 'bytes=-0'])(
    'finds %p outside the file',
    (header) => {
      expect(parseByteRange(header, 5000)).toBe('unsatisfiable');
    },
  );

  it.each([undefined, '', 'bytes=-', 'bytes=0-99,200-300', 'items=0-9', 'bytes=a-b', 'bytes=0x10-'])(
    'sends the whole file for %p',
    (header) => {
      expect(parseByteRange(header, 5000)).toBeUndefined();
    },
  );
});
