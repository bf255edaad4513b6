import { PLAYGROUND_OK_STATUS } from './playground-api.schema';
import { PLAYGROUND_MESSAGES } from './playground.messages';
import { type DeviceAccounts } from './playground.schema';

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

/** What the connectivity check of a device was answered (doc 2 §7): a status is null when no answer came. */
export interface PlaygroundAccessAnswers {
  readonly pingStatus: number | null;
  readonly oakauthStatus: number | null;
  /** deviceaccounts' CustomerId and RegisteredDevices; null when the call failed or its answer did not fit. */
  readonly deviceAccounts: DeviceAccounts | null;
}

/** The outcome of the connectivity check, as the Playground shows it. */
export type PlaygroundAccessCheck =
  | { readonly allowed: true; readonly deviceAccounts: DeviceAccounts; readonly warning: null }
  | { readonly allowed: true; readonly deviceAccounts: null; readonly warning: string }
  | { readonly allowed: false; readonly deviceAccounts: null; readonly warning: string };

/**
 * The connectivity check of the device a person picks (doc 2 §2, §7, §8):
 * ping and oakauth decide access (playgroundAccess), and a refusal is the
 * only thing said, since the device's account cannot be read without access
 * either. With access, the device's account (deviceaccounts) is shown, or
 * 'Device accounts info unavailable' when it could not be read: that does not
 * keep the device from connecting, as nothing in Connect needs it.
 */
export function playgroundAccessCheck(answers: PlaygroundAccessAnswers): PlaygroundAccessCheck {
  const access = playgroundAccess(answers.pingStatus, answers.oakauthStatus);
  if (!access.allowed) return { allowed: false, deviceAccounts: null, warning: access.message };
  if (!answers.deviceAccounts)
    return { allowed: true, deviceAccounts: null, warning: PLAYGROUND_MESSAGES.deviceAccountsUnavailable };
  return { allowed: true, deviceAccounts: answers.deviceAccounts, warning: null };
}
