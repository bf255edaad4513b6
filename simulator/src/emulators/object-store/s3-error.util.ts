import { type OutgoingHttpHeaders } from 'node:http';
import { PayloadError } from './payload.util';

/** A refusal in S3's terms: the status, and the Code the SDK names its error after. */
export class S3Error extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, string>> = {},
    readonly headers: OutgoingHttpHeaders = {},
  ) {
    super(message);
  }
}

/** What the emulator answers for `error`: S3's own refusal, a malformed body's, or InternalError for anything else. */
export function toS3Error(error: unknown): S3Error {
  if (error instanceof S3Error) return error;
  if (error instanceof PayloadError) return new S3Error(400, error.code, error.message);
  const reason = error instanceof Error ? error.message : String(error);
  return new S3Error(500, 'InternalError', `The object-store emulator failed on this request: ${reason}`);
}

export function notImplemented(what: string): S3Error {
  return new S3Error(501, 'NotImplemented', `${what} is not implemented by this emulator.`);
}

export function invalidUri(): S3Error {
  return new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
}
