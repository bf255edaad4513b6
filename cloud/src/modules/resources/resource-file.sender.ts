import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, parseByteRange } from '@oak/shared';
import { type Request, type Response } from 'express';

/**
 * Passes bytes on no faster than `bytesPerSecond`, counting them. Its time is
 * the machine's, not the Clock's: a pace on the wire is transport, as an
 * adapter's timeouts are, and the lint rule allows this file as it does them.
 */
class Throttle extends Transform {
  private sent = 0;
  private readonly started = Date.now();

  constructor(
    private readonly bytesPerSecond: number | undefined,
    private readonly onBytes: (bytes: number) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sent += chunk.length;
    this.onBytes(chunk.length);
    const due = this.bytesPerSecond ? this.started + (this.sent / this.bytesPerSecond) * 1000 : 0;
    const wait = due - Date.now();
    if (wait > 0) setTimeout(() => done(null, chunk), wait);
    else done(null, chunk);
  }
}

/**
 * Sends a stored file whole (200) or the one range asked for (206, or 416
 * outside the file), at most `bytesPerSecond` when set, reporting each byte
 * that leaves. A client that goes away ends the read.
 */
export async function sendResourceFile(
  req: Request,
  res: Response,
  file: {
    readonly size: number;
    readonly modified: Date;
    /** The file's bytes, or the range of them asked for. */
    readonly open: (range?: ByteRange) => Promise<Readable>;
  },
  options: { readonly bytesPerSecond?: number; readonly onBytes: (bytes: number) => void },
): Promise<void> {
  const { size, modified } = file;
  const range = parseByteRange(req.headers.range, size);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Last-Modified', modified.toUTCString());
  res.setHeader('Cache-Control', 'private, max-age=3600');
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.json({
      statusCode: 416,
      message: `The range ${req.headers.range} is outside the file (${size} bytes)`,
    });
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  res.status(range ? 206 : 200);
  res.setHeader('Content-Type', 'audio/wav');
  res.setHeader('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  // The whole file is asked for as such, so a store sends it without a range.
  const source = await file.open(range ? { start, end } : undefined);
  await pipeline(source, new Throttle(options.bytesPerSecond, options.onBytes), res).catch(() => undefined);
}
