import { decodeBase64ToText, type Session } from '@oak/shared';

/**
 * The signed-in user's company id: the `cid` claim of the session's token,
 * the one the cloud scopes every call by, and so the one the controller
 * topics must be under (playgroundCompanyMqttTopics). The session's decoded
 * payload (doc 3 §3) carries the e-mail, the expiry and the company's name but
 * not its id, so it is read from the token itself; null when the token is not
 * a JWT or has no such claim.
 */
export function sessionCompanyId(session: Session | null | undefined): string | null {
  const claims = session?.idToken.jwtToken.split('.')[1];
  if (!claims) return null;
  const text = decodeBase64ToText(claims);
  if (!text.ok) return null;
  try {
    const cid = (JSON.parse(text.value) as { cid?: unknown } | null)?.cid;
    return typeof cid === 'string' && cid ? cid : null;
  } catch {
    return null;
  }
}
