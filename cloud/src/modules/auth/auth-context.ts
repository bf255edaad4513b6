import { type ApiTokenScope } from '@oak/shared';
import { type SessionClaims } from './token.service';

interface Caller {
  readonly userId: string;
  readonly email: string;
  readonly companyId: string;
  readonly companyName: string;
}

/** A caller signed in to the console: its session. */
export interface SessionAuthContext extends Caller {
  readonly kind: 'session';
  readonly sessionId: string;
  /** The bearer token itself, which the current session is answered with. */
  readonly token: string;
  readonly claims: SessionClaims;
}

/** A caller with a personal API token (issue 32): what it may do is its scopes. */
export interface ApiTokenAuthContext extends Caller {
  readonly kind: 'apiToken';
  readonly tokenId: string;
  readonly scopes: readonly ApiTokenScope[];
}

/** Who is calling: set on every authenticated request by the auth guard. */
export type AuthContext = SessionAuthContext | ApiTokenAuthContext;
