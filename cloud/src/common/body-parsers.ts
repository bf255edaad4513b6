import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/** The largest JSON or form body the API accepts; file uploads have limits of their own. */
export const JSON_BODY_LIMIT = '1mb';

export const BODY_MESSAGES = {
  invalidJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  unsupportedEncoding: 'Request body has an unsupported encoding',
  malformed: 'Request body could not be read',
} as const;

/**
 * JSON and form parsers with explicit limits, and a translation of their
 * failures into clear 4xx errors that the global filter answers.
 */
export function installBodyParsers(app: NestExpressApplication): void {
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) =>
    next(translateParserError(error)),
  );
}

export function translateParserError(error: unknown): unknown {
  const type = (error as { type?: unknown } | null)?.type;
  switch (type) {
    case 'entity.parse.failed':
      return new BadRequestException(BODY_MESSAGES.invalidJson);
    case 'entity.too.large':
      return new PayloadTooLargeException(BODY_MESSAGES.tooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpException(BODY_MESSAGES.unsupportedEncoding, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new BadRequestException(BODY_MESSAGES.malformed);
    default:
      return error;
  }
}
