import { SetMetadata } from '@nestjs/common';

export const IS_SESSION_ONLY = 'oak:session-only';

/**
 * A route an API token may not call, whatever its scopes (a 403 saying so):
 * the console session's own routes, and those that manage API tokens, so that
 * a leaked token can neither outlive its revocation through a new one nor end
 * the user's sessions.
 */
export const SessionOnly = () => SetMetadata(IS_SESSION_ONLY, true);
