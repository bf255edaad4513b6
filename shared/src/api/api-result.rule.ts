import { type z } from 'zod';
import { type Result, err, ok } from '../common';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { SESSION_EXPIRED_STATUS, isSessionExpiredStatus } from '../auth/session-expiry.rule';
import { API_MESSAGES } from './api.messages';
import { restErrorBodySchema } from './api-error.schema';

/**
 * Why a call gave no data (doc 1 §8, doc 2 §8):
 * - `session`: no valid session (or no environment), so nothing was sent;
 * - `sessionExpired`: the service answered 401 (doc 3 §4);
 * - `network`: the request failed in transport;
 * - `server`: the service answered an error, or answered without data.
 */
export type ApiError =
  | { readonly kind: 'session'; readonly message: string }
  | {
      readonly kind: 'sessionExpired';
      readonly statusCode: typeof SESSION_EXPIRED_STATUS;
      readonly message: string;
    }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'server'; readonly statusCode?: number; readonly message: string };

/** What every call resolves to: its data, or why there is none. */
export type ApiResult<T> = Result<T, ApiError>;

export const apiSessionError = (): ApiResult<never> =>
  err({ kind: 'session', message: API_MESSAGES.sessionError });

export const apiNetworkError = (): ApiResult<never> =>
  err({ kind: 'network', message: API_MESSAGES.networkError });

export const apiServerError = (
  statusCode?: number,
  message: string = API_MESSAGES.serverError,
): ApiResult<never> =>
  err(statusCode === undefined ? { kind: 'server', message } : { kind: 'server', statusCode, message });

/**
 * The message of anything thrown, as a failed Pi action answers it (doc 2 §8:
 * the exception's own message, unchanged): an Error's message, a string as is,
 * anything else as JSON.
 */
export function exceptionMessage(exception: unknown): string {
  if (exception instanceof Error) return exception.message;
  if (typeof exception === 'string') return exception;
  try {
    return JSON.stringify(exception) ?? String(exception);
  } catch {
    return String(exception);
  }
}

/** A response as a call sees it once it has arrived: its status and its parsed body (if any). */
export interface ApiResponse {
  readonly status: number;
  readonly body?: unknown;
}

/**
 * The result of a call that got an answer (doc 1 §8, doc 2 §8, doc 3 §4):
 * 401 is an expired session; any other non-2xx status is a server error
 * carrying the REST error body's message when there is one; a 2xx answer
 * without data (null or absent body) is a server error too; otherwise the body,
 * checked against `schema` when one is given.
 */
export function interpretApiResponse<S extends z.ZodType>(
  response: ApiResponse,
  schema?: S,
): ApiResult<z.infer<S>> {
  const { status, body } = response;
  if (isSessionExpiredStatus(status)) {
    return err({
      kind: 'sessionExpired',
      statusCode: SESSION_EXPIRED_STATUS,
      message: AUTH_MESSAGES.sessionExpired,
    });
  }
  if (status < 200 || status > 299) {
    const errorBody = restErrorBodySchema.safeParse(body);
    return apiServerError(status, errorBody.success ? errorBody.data.message : API_MESSAGES.serverError);
  }
  if (body === undefined || body === null) return apiServerError(status);
  if (!schema) return ok(body as z.infer<S>);
  const parsed = schema.safeParse(body);
  return parsed.success ? ok(parsed.data) : apiServerError(status, API_MESSAGES.unexpectedResponse);
}
