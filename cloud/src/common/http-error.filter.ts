import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { type RestErrorBody } from '@oak/shared';
import { type Request, type Response } from 'express';
import { redactUrl } from '../modules/logging/redact-url.util';
import { type ConsoleAssets } from '../modules/site/console-assets.service';
import { databaseInputError } from './database-input-error.util';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Turns every error into `{statusCode, message}`. A 404 for a browser
 * navigation outside the API is a client route of the console: it gets the
 * console's index page instead.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly consoleAssets: ConsoleAssets) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;

    if (
      exception instanceof NotFoundException &&
      this.consoleAssets.available &&
      this.consoleAssets.isConsoleNavigation(req)
    ) {
      this.consoleAssets.sendIndex(res);
      return;
    }

    const body = toErrorBody(exception);
    if (body.statusCode === HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(
        `${req.method} ${redactUrl(req.originalUrl)} failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`,
      );
    }
    res.status(body.statusCode).json(body);
  }
}

export function toErrorBody(thrown: unknown): RestErrorBody {
  const exception = databaseInputError(thrown) ?? thrown;
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    // A deliberate 502-504 (a Pi offline or silent, a broker away) says what happened; a 500 is a bug.
    if (statusCode === HttpStatus.INTERNAL_SERVER_ERROR)
      return { statusCode, message: INTERNAL_ERROR_MESSAGE };
    return { statusCode, message: messageOf(exception.getResponse()) ?? exception.message };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE };
}

function messageOf(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return undefined;
}
