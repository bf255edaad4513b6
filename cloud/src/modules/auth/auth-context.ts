import { type SessionClaims } from './token.service';

/** Who is calling: set on every authenticated request by the auth guard. */
export interface AuthContext {
  readonly userId: string;
  readonly email: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly sessionId: string;
  /** The bearer token itself, which the current session is answered with. */
  readonly token: string;
  readonly claims: SessionClaims;
}
