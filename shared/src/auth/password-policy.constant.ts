/**
 * OAK's policy for a new password (reset and first-login change, doc 3 §5).
 * The spec leaves it to us; chosen: length first, as current guidance favours
 * (at least 12 characters, at most 128 so a hash input stays bounded), plus
 * the common mix of a lower-case letter, an upper-case letter and a digit.
 * No symbol is required, and spaces are allowed so that passphrases work.
 */
export const AUTH_PASSWORD_MIN_LENGTH = 12;
export const AUTH_PASSWORD_MAX_LENGTH = 128;

/**
 * The one-time code a forgot-password request sends (doc 3 §2 Reset password,
 * 'Verification code'). Chosen: six digits, valid for 15 minutes, and void
 * after 5 wrong attempts, so a guessed code has a one-in-200000 chance.
 */
export const AUTH_RESET_CODE_LENGTH = 6;
export const AUTH_RESET_CODE_LIFETIME_MS = 15 * 60 * 1000;
export const AUTH_RESET_CODE_MAX_ATTEMPTS = 5;

/**
 * Reset codes mailed to one account in an hour at most (OAK's choice): more
 * asks in the hour are answered alike and mail nothing, so a stranger cannot
 * flood a mailbox or outrun the attempts limit with fresh codes.
 */
export const AUTH_RESET_MAILS_PER_HOUR = 5;

/**
 * Per-account lockout after repeated failed sign-ins (OAK's choice, after
 * GitLab's lockout): this many failures within the window lock the account's
 * sign-in for the lockout time, whatever addresses they came from; a
 * password reset lifts it. The cloud reads AUTH_LOCKOUT_* to change them.
 */
export const AUTH_LOCKOUT_MAX_FAILURES = 10;
export const AUTH_LOCKOUT_WINDOW_MINUTES = 15;
export const AUTH_LOCKOUT_MINUTES = 15;
