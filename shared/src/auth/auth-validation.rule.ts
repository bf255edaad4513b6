import { AUTH_MESSAGES } from './auth.messages';
import {
  AUTH_PASSWORD_MAX_LENGTH,
  AUTH_PASSWORD_MIN_LENGTH,
  AUTH_RESET_CODE_LENGTH,
  AUTH_RESET_CODE_LIFETIME_MS,
} from './password-policy.constant';

/** One message per field at fault; a field without a message is fine. */
export type AuthFieldErrors<F extends string> = Partial<Record<F, string>>;

export interface ForgotPasswordForm {
  readonly email: string;
}

export interface ChangePasswordForm {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface ResetPasswordForm extends ChangePasswordForm {
  readonly code: string;
}

/** Every way a new password breaks OAK's policy, in the order the form lists them. */
export function passwordPolicyViolations(password: string): string[] {
  const violations: string[] = [];
  if (password.length < AUTH_PASSWORD_MIN_LENGTH) violations.push(AUTH_MESSAGES.passwordTooShort);
  if (password.length > AUTH_PASSWORD_MAX_LENGTH) violations.push(AUTH_MESSAGES.passwordTooLong);
  if (!/\p{Ll}/u.test(password)) violations.push(AUTH_MESSAGES.passwordNeedsLowercase);
  if (!/\p{Lu}/u.test(password)) violations.push(AUTH_MESSAGES.passwordNeedsUppercase);
  if (!/\p{Nd}/u.test(password)) violations.push(AUTH_MESSAGES.passwordNeedsDigit);
  return violations;
}

/** @kept as a contract another package's specs check the product against (its routes, its stubs) */
export function meetsPasswordPolicy(password: string): boolean {
  return passwordPolicyViolations(password).length === 0;
}

/** Whether a code has the chosen one-time reset code format: exactly six digits. */
export function isResetCodeFormat(code: string): boolean {
  return new RegExp(`^\\d{${AUTH_RESET_CODE_LENGTH}}$`).test(code);
}

/** When a reset code issued at `issuedAtMs` runs out: its lifetime later. */
export function resetCodeExpiresAtMs(issuedAtMs: number): number {
  return issuedAtMs + AUTH_RESET_CODE_LIFETIME_MS;
}

/** A reset code is void from the moment its lifetime has run out (its `expiresAtMs`) on. */
export function isResetCodeExpired(expiresAtMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs;
}

/** doc 3 §5: the username (the e-mail) must be non-empty; blank counts as empty. */
export function validateForgotPasswordForm(form: ForgotPasswordForm): AuthFieldErrors<'email'> {
  return form.email.trim() ? {} : { email: AUTH_MESSAGES.usernameEmpty };
}

/**
 * doc 3 §5: the confirmation must be non-empty and equal to the new password;
 * the new password must also meet OAK's policy (its first violation is shown).
 */
export function validateChangePasswordForm(
  form: ChangePasswordForm,
): AuthFieldErrors<'newPassword' | 'confirmPassword'> {
  const errors: AuthFieldErrors<'newPassword' | 'confirmPassword'> = {};
  const violation = passwordPolicyViolations(form.newPassword)[0];
  if (violation) errors.newPassword = violation;
  if (!form.confirmPassword || form.confirmPassword !== form.newPassword) {
    errors.confirmPassword = AUTH_MESSAGES.passwordsMismatch;
  }
  return errors;
}

/** The change-password checks plus the verification code's format. */
export function validateResetPasswordForm(
  form: ResetPasswordForm,
): AuthFieldErrors<'code' | 'newPassword' | 'confirmPassword'> {
  const codeError = isResetCodeFormat(form.code.trim()) ? {} : { code: AUTH_MESSAGES.resetCodeInvalidFormat };
  return { ...codeError, ...validateChangePasswordForm(form) };
}

/** doc 3 §5: 'Editing a field clears its error.' */
export function clearAuthFieldError<F extends string>(
  errors: AuthFieldErrors<F>,
  field: F,
): AuthFieldErrors<F> {
  if (!(field in errors)) return errors;
  const rest: AuthFieldErrors<F> = { ...errors };
  delete rest[field];
  return rest;
}

export function hasAuthFieldErrors(errors: AuthFieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
