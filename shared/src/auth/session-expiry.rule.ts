import { parseQueryString, withQuery } from '../common/query-string.util';

/** The status that means the session expired (doc 3 §4 Session expiry, doc 1 §8). */
export const SESSION_EXPIRED_STATUS = 401;

/** The query the page reloads with after an expired session (doc 3 §4: sessionExpired=true). */
const SESSION_EXPIRED_QUERY_PARAM = 'sessionExpired';
const SESSION_EXPIRED_QUERY_VALUE = 'true';

/** Whether a call's status means the user must be signed out and the page reloaded (doc 3 §4). */
export function isSessionExpiredStatus(status: number | null | undefined): boolean {
  return status === SESSION_EXPIRED_STATUS;
}

/** Where to reload after signing out an expired session: the same location with sessionExpired=true. */
export function withSessionExpiredQuery(url: string): string {
  return withQuery(url, { [SESSION_EXPIRED_QUERY_PARAM]: SESSION_EXPIRED_QUERY_VALUE });
}

/** Whether a location's query string carries sessionExpired=true, so the login shows the notice. */
export function hasSessionExpiredQuery(search: string): boolean {
  return parseQueryString(search)[SESSION_EXPIRED_QUERY_PARAM] === SESSION_EXPIRED_QUERY_VALUE;
}

/** The location without the marker, once the notice has been shown and the user signs in again. */
export function withoutSessionExpiredQuery(url: string): string {
  return withQuery(url, { [SESSION_EXPIRED_QUERY_PARAM]: undefined });
}
