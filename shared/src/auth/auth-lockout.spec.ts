import { AUTH_MESSAGES } from './auth.messages';
import {
  AUTH_LOCKOUT_MAX_FAILURES,
  AUTH_LOCKOUT_MINUTES,
  AUTH_LOCKOUT_WINDOW_MINUTES,
} from './password-policy.constant';

describe('the sign-in lockout', () => {
  it('locks after 10 failures in 15 minutes, for 15 minutes', () => {
    expect([AUTH_LOCKOUT_MAX_FAILURES, AUTH_LOCKOUT_WINDOW_MINUTES, AUTH_LOCKOUT_MINUTES]).toEqual([
      10, 15, 15,
    ]);
  });

  it('says how long the account stays locked, and how to lift it', () => {
    expect(AUTH_MESSAGES.accountLocked(15)).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes, or reset your password.',
    );
    expect(AUTH_MESSAGES.accountLocked(1)).toContain('in 1 minute,');
  });
});
