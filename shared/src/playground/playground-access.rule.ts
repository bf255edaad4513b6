import { PLAYGROUND_OK_STATUS } from './playground-api.schema';
import { PLAYGROUND_MESSAGES } from './playground.messages';

/**
 * Whether the playground may be used (doc 2 §6, doc 3 §6: corporate access
 * and an allow-listed customer id): ping proves the connection, oakauth the
 * allow list; each must answer 200. A ping that never got an answer (null) is
 * 'Cannot verify corp connectivity to OAK'; any other refusal shows the
 * access warning (doc 3 §2).
 */
export function playgroundAccess(
  pingStatus: number | null,
  oakauthStatus: number | null,
): { readonly allowed: true } | { readonly allowed: false; readonly message: string } {
  if (pingStatus === null)
    return { allowed: false, message: PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity };
  if (pingStatus === PLAYGROUND_OK_STATUS && oakauthStatus === PLAYGROUND_OK_STATUS) return { allowed: true };
  return { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired };
}
