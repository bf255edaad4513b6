import { isSessionValid } from '../auth/session.rule';
import { type Session } from '../auth/session.schema';
import { type ApiResult, apiSessionError } from './api-result.rule';

/**
 * The header every controller call carries (doc 1 §6, doc 2 §6, doc 3 §6).
 * @internal read here only as a computed key, which knip's production run does not count; its spec checks it
 */
export const AUTHORIZATION_HEADER = 'Authorization';
const BEARER_SCHEME = 'Bearer';

export type AuthorizationHeaders = { readonly [AUTHORIZATION_HEADER]: string };

/** `{Authorization: 'Bearer <id token>'}` for a valid session, or null when there is none to send. */
export function bearerAuthorization(
  session: Session | null | undefined,
  nowMs: number,
): AuthorizationHeaders | null {
  if (!isSessionValid(session, nowMs)) return null;
  return { [AUTHORIZATION_HEADER]: `${BEARER_SCHEME} ${session.idToken.jwtToken}` };
}

/** The token of an `Authorization: Bearer <token>` header, or null when the header is absent or of another scheme. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * Runs `call` with the session's authorisation headers, or answers a session
 * error without calling at all when there is no valid session (doc 1 §6).
 */
export async function callWithSession<T>(
  session: Session | null | undefined,
  nowMs: number,
  call: (headers: AuthorizationHeaders) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const headers = bearerAuthorization(session, nowMs);
  if (!headers) return apiSessionError();
  return call(headers);
}
