import { parseByteRange } from './byte-range.util';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=50-5000', 100, { start: 50, end: 99 }],
    [' bytes=5-5 ', 100, { start: 5, end: 5 }],
    ['bytes=4000-9999', 5000, { start: 4000, end: 4999 }],
  ])('reads %j of %d bytes', (header, size, range) => {
    expect(parseByteRange(header, size)).toEqual(range);
  });

  it.each([
    ['bytes=100-', 100],
    ['bytes=100-200', 100],
    ['bytes=-0', 100],
    ['bytes=0-', 0],
    ['bytes=-5', 0],
  ])('finds %j of %d bytes unsatisfiable', (header, size) => {
    expect(parseByteRange(header, size)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=9-0', 'bytes=-', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b', 'bytes=0x1-2'])(
    'ignores %j, serving the whole object',
    (header) => {
      expect(parseByteRange(header, 100)).toBeUndefined();
    },
  );
});
