import { OAUTH_SCOPES } from '../environment/environment.constant';
import { AUTH_MESSAGES } from './auth.messages';
import { type Session, sessionSchema } from './session.schema';

/**
 * Federated login (doc 3 §7): 'Login With Amazon' opens the cloud's login
 * route, which runs the OpenID Connect authorization-code flow (with PKCE)
 * with the configured provider and returns to the console's callback route
 * with the session, or with an error code.
 */
export const FEDERATED_LOGIN_PATH = '/api/auth/oidc/login';
export const FEDERATED_CONSOLE_CALLBACK_ROUTE = '/auth/callback';

/** The identity provider behind 'Login With Amazon' (doc 3 §2), named in the authorize request. */
export const FEDERATED_IDENTITY_PROVIDER = 'LoginWithAmazon';

/** doc 3 §7: 'scope email openid profile', space-separated as OAuth 2 wants. */
export const FEDERATED_SCOPE = OAUTH_SCOPES.join(' ');

/** Why a federated login ended without a session, as the console's query says it. */
export const FEDERATED_ERROR_PARAM = 'federatedError';
export const FEDERATED_EMAIL_PARAM = 'email';
export const FEDERATED_ERRORS = ['no-account', 'failed'] as const;
export type FederatedError = (typeof FEDERATED_ERRORS)[number];

const SESSION_FRAGMENT_KEY = 'session';

/**
 * The fragment that carries a federated session to the console. A fragment
 * never reaches a server or its logs, so the token travels no further than
 * the browser that asked for it.
 */
export function federatedSessionFragment(session: Session): string {
  return `#${SESSION_FRAGMENT_KEY}=${encodeURIComponent(JSON.stringify(session))}`;
}

/** The session a callback fragment carries, or undefined when it carries none or a malformed one. */
export function readFederatedSessionFragment(hash: string): Session | undefined {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get(SESSION_FRAGMENT_KEY);
  if (!raw) return undefined;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What the sign-in screen says when a federated login came back with an error. */
export function federatedErrorMessage(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const error = params.get(FEDERATED_ERROR_PARAM);
  if (error === 'no-account')
    return AUTH_MESSAGES.federatedNoAccount(params.get(FEDERATED_EMAIL_PARAM) ?? 'this e-mail');
  if (error) return AUTH_MESSAGES.federatedFailed;
  return undefined;
}
