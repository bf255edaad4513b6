/** A client error that trying again cannot fix (not found, not allowed); 408 and 429 can pass with time. */
export function isPermanentHttpStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export interface ContentRange {
  readonly start?: number;
  readonly end?: number;
  readonly total?: number;
}

/** `bytes 100-199/200`, `bytes 100-199/*` or `bytes *\/200`; undefined when it is none of these. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  const match = /^bytes\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)$/i.exec((header ?? '').trim());
  if (!match) return undefined;
  const [, start, end, total] = match;
  return {
    ...(start === undefined ? {} : { start: Number(start), end: Number(end) }),
    ...(total === '*' ? {} : { total: Number(total) }),
  };
}
