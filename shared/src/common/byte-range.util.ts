/** Inclusive byte offsets of a satisfiable range. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The part of an object of `size` bytes that a Range header asks for:
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. As RFC 9110 and S3 have it, a header
 * it cannot read (several ranges, another unit, a > b) is ignored and the
 * whole object is served (undefined); a readable range that misses the object
 * is 'unsatisfiable' (416). The cloud's resource files and the simulator's
 * object store both answer ranges with it.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last n bytes, or all of them when the object is shorter.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
