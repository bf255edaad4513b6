import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { REQUEST_INPUT_MESSAGES } from '@oak/shared';
import express, { type NextFunction, type Request, type Response } from 'express';

/** The largest JSON or form body the API accepts; file uploads have limits of their own. */
export const JSON_BODY_LIMIT = '1mb';

/** The artifact upload route (ARTIFACT_API_PATHS.upload), whose body its controller reads raw. */
const ARTIFACT_UPLOAD_ROUTE = /^\/api\/agent\/things\/[^/]+\/jobs\/[^/]+\/steps\/[^/]+\/artifacts\/[^/]+$/;

/** The texts of a body the parsers cannot take (shared, so the console can tell them apart). */
export const BODY_MESSAGES = REQUEST_INPUT_MESSAGES;

/**
 * JSON and form parsers with explicit limits, and a translation of their
 * failures into clear 4xx errors that the global filter answers.
 */
export function installBodyParsers(app: NestExpressApplication): void {
  const json = express.json({ limit: JSON_BODY_LIMIT });
  // A Pi's artifact is read raw by its route, whatever its type (a JSON report of 30 MiB is no request body).
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.method === 'PUT' && ARTIFACT_UPLOAD_ROUTE.test(req.path) ? next() : json(req, res, next),
  );
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
      return translateUntypedBodyError(error);
  }
}

/**
 * A body-parser failure without a type: the decompression stream's (zlib's
 * Z_DATA_ERROR and kin for a corrupt gzip, deflate or brotli body) or another
 * client error it gave a 4xx status. Anything else is not the client's doing.
 */
function translateUntypedBodyError(error: unknown): unknown {
  if (error === null || typeof error !== 'object') return error;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof code === 'string' && code.startsWith('Z_'))
    return new BadRequestException(BODY_MESSAGES.badCompression);
  if (typeof status === 'number' && status >= 400 && status < 500 && !(error instanceof HttpException))
    return new HttpException(BODY_MESSAGES.malformed, status);
  return error;
}
