import { isSessionValid } from '@oak/shared';
import { sessionStore } from './session-store';

/**
 * The signed-in session's id token, for the live sockets, which carry it in
 * their query rather than a header (doc 1 §7); null without a valid session.
 */
export function currentIdToken(): string | null {
  const session = sessionStore.load();
  return isSessionValid(session, Date.now()) ? session.idToken.jwtToken : null;
}
