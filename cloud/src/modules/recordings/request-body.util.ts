import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { type Request } from 'express';
import { BODY_MESSAGES } from '../../common/body-parsers';

/**
 * A request's raw body, at most `maxBytes`: beyond that (declared or sent) a
 * 413 with `tooLargeMessage`, once the rest has been read off and dropped, as
 * body-parser does, so the client sees the answer rather than a reset.
 */
export function readBodyWithin(req: Request, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > maxBytes;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.once('end', () =>
      tooLarge ? reject(new PayloadTooLargeException(tooLargeMessage)) : resolve(Buffer.concat(chunks)),
    );
    req.once('error', () => reject(new BadRequestException(BODY_MESSAGES.malformed)));
    req.once('close', () => {
      if (!req.readableEnded) reject(new BadRequestException(BODY_MESSAGES.malformed));
    });
    // A body a parser already read (JSON, a form) is no WAV: it reads as empty.
    if (req.readableEnded) resolve(Buffer.alloc(0));
  });
}
