import { type Session } from './session.schema';

/**
 * Whether a session can authorise a call at `nowMs` (doc 1 §6: 'With no valid
 * session a session-error result is returned without calling the server'):
 * present, with a token, and not past the token's `exp` claim when it has one.
 */
export function isSessionValid(session: Session | null | undefined, nowMs: number): session is Session {
  if (!session?.idToken.jwtToken) return false;
  const exp = session.idToken.payload.exp;
  return exp === undefined || exp * 1000 > nowMs;
}
