import {
  AUTH_PASSWORD_MAX_LENGTH,
  AUTH_PASSWORD_MIN_LENGTH,
  AUTH_RESET_CODE_LENGTH,
} from './password-policy.constant';

/** Messages of sign-in, the password flows and the session (doc 3 §4, §5, §8). */
export const AUTH_MESSAGES = {
  /** doc 3 §4 and §8, shown when the URL carries sessionExpired=true. */
  sessionExpired: 'Your session has expired. Please log in again.',
  /** doc 3 §5, forgot password. */
  usernameEmpty: 'Username cannot be empty',
  /** doc 3 §5, reset and change password. */
  passwordsMismatch: 'Passwords entered are either empty or does not match',

  // OAK's own password policy (not in the spec; see password-policy.constant.ts).
  passwordTooShort: `Password must be at least ${AUTH_PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${AUTH_PASSWORD_MAX_LENGTH} characters long.`,
  passwordNeedsLowercase: 'Password must contain a lower-case letter.',
  passwordNeedsUppercase: 'Password must contain an upper-case letter.',
  passwordNeedsDigit: 'Password must contain a digit.',
  passwordPolicyHint: `Use at least ${AUTH_PASSWORD_MIN_LENGTH} characters, with upper- and lower-case letters and a digit.`,

  // The one-time reset code (chosen format and lifetime, see password-policy.constant.ts).
  resetCodeInvalidFormat: `Verification code must be the ${AUTH_RESET_CODE_LENGTH}-digit code sent to your e-mail.`,
  resetCodeRejected: 'Invalid verification code provided, please try again.',
  resetCodeExpired: 'Verification code has expired. Please request a new code.',

  // Texts of the identity service: the spec says sign-in errors come from it (doc 3 §5); these are OAK's.
  incorrectCredentials: 'Incorrect username or password.',
  resetCodeSent: 'If an account exists for this e-mail, a verification code has been sent to it.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  initialPasswordChanged: 'Your password has been changed. Please sign in with your new password.',
  challengeExpired: 'This sign-in has expired. Please sign in again with your temporary password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  /** The account is locked after repeated failed sign-ins (AUTH_LOCKOUT_*), for this many more minutes. */
  accountLocked: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,

  // Federated login (doc 3 §7): what the console shows when it does not end in a session.
  federatedNoAccount: (email: string) =>
    `There is no OAK account for ${email}. Please ask your administrator for access.`,
  federatedFailed: 'Login With Amazon did not complete. Please try again.',
} as const;
