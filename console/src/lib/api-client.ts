import {
  type ApiError,
  type ApiResult,
  type AuthorizationHeaders,
  type Session,
  apiNetworkError,
  callWithSession,
  interpretApiResponse,
  joinUrl,
  ok,
  withQuery,
} from '@oak/shared';
import { type z } from 'zod';

/** A call that gave no data, with the reason of doc 1 §8 / doc 2 §8 and the message to show. */
export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
  }
}

/** The status of an answer without content, e.g. of DELETE /api/customscenarios/{id}. */
const NO_CONTENT_STATUS = 204;

export interface RequestOptions<S extends z.ZodType> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is, a multipart form whose boundary the browser sets. */
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** The answer's shape; an answer that does not fit is a server error. */
  readonly schema?: S;
  /** false for the identity calls made before there is a session. */
  readonly auth?: boolean;
}

export interface ApiClient {
  request<S extends z.ZodType>(path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  /** The absolute URL of a controller path, for navigations such as federated login. */
  url(path: string): string;
}

export interface ApiClientOptions {
  /** The controller endpoint of /config.json. */
  readonly baseUrl: string;
  readonly getSession: () => Session | null;
  /** A 401, or a call without a valid session: the console signs out (doc 3 §4). */
  readonly onSessionExpired: () => void;
}

/**
 * Calls the controller (doc 3 §7): the session's id token as bearer
 * authorisation on every call but sign-in and the password flows, JSON in and
 * out (or a multipart form in), and every failure as an ApiRequestError
 * carrying the shown message. A 204 No Content answer to a call without a
 * schema resolves to undefined.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const url = (path: string) => joinUrl(options.baseUrl, path);
  return {
    url,
    async request(path, { method = 'GET', body, query, schema, auth = true } = {}) {
      const form = typeof FormData !== 'undefined' && body instanceof FormData ? body : undefined;
      const send = async (authorization?: AuthorizationHeaders): Promise<ApiResult<unknown>> => {
        const headers: Record<string, string> = { Accept: 'application/json', ...authorization };
        // A multipart form's Content-Type carries its boundary: fetch sets it.
        if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
        let response: Response;
        try {
          response = await fetch(query ? withQuery(url(path), query) : url(path), {
            method,
            headers,
            body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
          });
        } catch {
          return apiNetworkError();
        }
        // Nothing to check: the caller asked for no data.
        if (response.status === NO_CONTENT_STATUS && !schema) return ok(undefined);
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        return interpretApiResponse({ status: response.status, body: parsed }, schema);
      };
      // Without a valid session an authorised call is not sent at all: a session error (doc 1 §6).
      const result = auth ? await callWithSession(options.getSession(), Date.now(), send) : await send();
      if (!result.ok) {
        const { kind } = result.error;
        if (auth && (kind === 'session' || kind === 'sessionExpired')) options.onSessionExpired();
        throw new ApiRequestError(result.error);
      }
      return result.value as never;
    },
  };
}
