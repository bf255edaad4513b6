import {
  SECURITY_REQUEST_KIND,
  SECURITY_REQUEST_TIMEOUT_MS,
  type SecurityDeviceCheckStatus,
  type SecurityDeviceState,
} from './security.constant';
import { SECURITY_DEVICE_CHECK_MESSAGES } from './security.messages';
import { type SecurityDeviceStateRequest } from './security-request.schema';
import { type SecurityDeviceCheck } from './security.schema';

/** What the security view shows: the OFF step, the ON step, or the results (doc 1 §4.5). */
export type SecurityDeviceCheckStage = SecurityDeviceState | 'RESULTS';

/**
 * The OFF step shows until its check is COMPLETED, then the ON step until its
 * check is COMPLETED, then the results (doc 1 §4.5, §5). A run without a
 * device check goes straight to the results: the check is optional (doc 1 §2.12).
 */
export function securityDeviceCheckStage(
  check: SecurityDeviceCheck | null | undefined,
): SecurityDeviceCheckStage {
  if (!check) return 'RESULTS';
  if (check.deviceOFFCheck !== 'COMPLETED') return 'OFF';
  if (check.deviceONCheck !== 'COMPLETED') return 'ON';
  return 'RESULTS';
}

/** The status of one step of the check. */
function securityDeviceCheckStepStatus(
  check: SecurityDeviceCheck,
  state: SecurityDeviceState,
): SecurityDeviceCheckStatus {
  return state === 'OFF' ? check.deviceOFFCheck : check.deviceONCheck;
}

/**
 * Steps are gated in order: a state can be requested only while its step is the one shown (doc 1 §5).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function canRequestSecurityDeviceState(
  check: SecurityDeviceCheck | null | undefined,
  state: SecurityDeviceState,
): boolean {
  return securityDeviceCheckStage(check) === state;
}

/**
 * After Continue, the spinner 'Detecting device state' shows until the step's
 * status changes from the one it had when the request was sent (doc 1 §4.5).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function isDetectingSecurityDeviceState(
  statusWhenSent: SecurityDeviceCheckStatus | undefined,
  currentStatus: SecurityDeviceCheckStatus,
): boolean {
  return statusWhenSent !== undefined && currentStatus === statusWhenSent;
}

export interface SecurityDeviceCheckView {
  readonly stage: SecurityDeviceCheckStage;
  readonly title?: string;
  readonly text?: string;
  /** A device message marks the text as critical (doc 1 §4.5). */
  readonly critical: boolean;
}

/**
 * The title and text of the step shown; the device's message, when present, replaces the text.
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityDeviceCheckView(
  check: SecurityDeviceCheck | null | undefined,
): SecurityDeviceCheckView {
  const stage = securityDeviceCheckStage(check);
  if (!check || stage === 'RESULTS') return { stage, critical: false };
  const M = SECURITY_DEVICE_CHECK_MESSAGES;
  const message = check.message?.trim();
  const failed = securityDeviceCheckStepStatus(check, stage) === 'FAILED';
  const text = message || (failed ? M.failed : stage === 'OFF' ? M.offInstruction : M.onInstruction);
  return { stage, title: stage === 'OFF' ? M.offTitle : M.onTitle, text, critical: Boolean(message) };
}

/**
 * The request Continue sends (doc 1 §7): lab job id, kind Security, the state, time-out 3000.
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityDeviceStateRequest(
  labJobId: string,
  state: SecurityDeviceState,
): SecurityDeviceStateRequest {
  return {
    labJobId,
    kind: SECURITY_REQUEST_KIND,
    payload: { requestDeviceState: state },
    timeout: SECURITY_REQUEST_TIMEOUT_MS,
  };
}
