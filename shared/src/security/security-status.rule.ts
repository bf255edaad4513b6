import {
  SECURITY_RESULT_STATUS_CODES,
  SECURITY_SUCCESS_STATUS_CODE,
  type SecurityResultStatusName,
  type SecurityTestStatus,
} from './security.constant';
import { SECURITY_MESSAGES, SECURITY_STATUS_TEXTS } from './security.messages';
import { type SecurityResultState } from './security.schema';

export interface SecurityResultStatus {
  readonly code?: number;
  readonly name: SecurityResultStatusName | 'UNKNOWN';
  readonly text: string;
  /** Only status code 200 is success: only then is the data read (doc 1 §8). */
  readonly success: boolean;
}

const NAME_BY_CODE = new Map<number, SecurityResultStatusName>(
  Object.entries(SECURITY_RESULT_STATUS_CODES).map(([name, code]) => [
    code,
    name as SecurityResultStatusName,
  ]),
);

/**
 * The status of a test type's result from its state (doc 1 §8): the code's
 * name and text, 'Test status unknown. Please check back later' for any other
 * code, and the state's message in place of the text when it has one.
 */
export function securityResultStatus(
  state: Pick<SecurityResultState, 'statusCode' | 'message'> | null | undefined,
): SecurityResultStatus {
  const code = state?.statusCode ?? undefined;
  const name = (code !== undefined && NAME_BY_CODE.get(code)) || 'UNKNOWN';
  const text =
    state?.message?.trim() ||
    (name === 'UNKNOWN' ? SECURITY_MESSAGES.statusUnknown : SECURITY_STATUS_TEXTS[name]);
  return {
    ...(code !== undefined ? { code } : {}),
    name,
    text,
    success: code === SECURITY_SUCCESS_STATUS_CODE,
  };
}

/**
 * A RUNNING section opens by itself (doc 1 §2.12).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function isSecuritySectionExpanded(status: SecurityTestStatus | null | undefined): boolean {
  return status === 'RUNNING';
}
