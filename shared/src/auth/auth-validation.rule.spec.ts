import { AUTH_MESSAGES } from './auth.messages';
import {
  clearAuthFieldError,
  hasAuthFieldErrors,
  isResetCodeExpired,
  isResetCodeFormat,
  meetsPasswordPolicy,
  passwordPolicyViolations,
  resetCodeExpiresAtMs,
  validateChangePasswordForm,
  validateForgotPasswordForm,
  validateResetPasswordForm,
} from './auth-validation.rule';
import {
  AUTH_PASSWORD_MAX_LENGTH,
  AUTH_PASSWORD_MIN_LENGTH,
  AUTH_RESET_CODE_LIFETIME_MS,
} from './password-policy.constant';

const GOOD = 'Correct1Horse';

describe('spec messages', () => {
  it('are verbatim', () => {
    expect(AUTH_MESSAGES.usernameEmpty).toBe('Username cannot be empty');
    expect(AUTH_MESSAGES.passwordsMismatch).toBe('Passwords entered are either empty or does not match');
  });
});

describe('validateForgotPasswordForm', () => {
  it.each([
    ['', { email: 'Username cannot be empty' }],
    ['   ', { email: 'Username cannot be empty' }],
    ['ada@example.com', {}],
  ])('%p gives %j', (email, errors) => {
    expect(validateForgotPasswordForm({ email })).toEqual(errors);
  });
});

describe('validateChangePasswordForm', () => {
  it.each([
    [GOOD, '', { confirmPassword: AUTH_MESSAGES.passwordsMismatch }],
    [GOOD, 'Correct1Horsf', { confirmPassword: AUTH_MESSAGES.passwordsMismatch }],
    [
      '',
      '',
      { newPassword: AUTH_MESSAGES.passwordTooShort, confirmPassword: AUTH_MESSAGES.passwordsMismatch },
    ],
    ['short1A', 'short1A', { newPassword: AUTH_MESSAGES.passwordTooShort }],
    [GOOD, GOOD, {}],
  ])('%p / %p gives %j', (newPassword, confirmPassword, errors) => {
    expect(validateChangePasswordForm({ newPassword, confirmPassword })).toEqual(errors);
  });
});

describe('validateResetPasswordForm', () => {
  it('adds the code format to the change-password checks', () => {
    expect(validateResetPasswordForm({ code: ' 123456 ', newPassword: GOOD, confirmPassword: GOOD })).toEqual(
      {},
    );
    expect(validateResetPasswordForm({ code: '12345', newPassword: GOOD, confirmPassword: 'x' })).toEqual({
      code: AUTH_MESSAGES.resetCodeInvalidFormat,
      confirmPassword: AUTH_MESSAGES.passwordsMismatch,
    });
  });
});

describe('password policy', () => {
  const atMin = `Aa1${'x'.repeat(AUTH_PASSWORD_MIN_LENGTH - 3)}`;
  const atMax = `Aa1${'x'.repeat(AUTH_PASSWORD_MAX_LENGTH - 3)}`;

  it.each([
    [atMin, []],
    [atMin.slice(0, -1), [AUTH_MESSAGES.passwordTooShort]],
    [atMax, []],
    [`${atMax}x`, [AUTH_MESSAGES.passwordTooLong]],
    ['correct1horse', [AUTH_MESSAGES.passwordNeedsUppercase]],
    ['CORRECT1HORSE', [AUTH_MESSAGES.passwordNeedsLowercase]],
    ['CorrectHorseBattery', [AUTH_MESSAGES.passwordNeedsDigit]],
    ['Correct horse 1 battery', []],
    ['Ärger über 1 Öl', []],
  ])('%p breaks %j', (password, violations) => {
    expect(passwordPolicyViolations(password)).toEqual(violations);
    expect(meetsPasswordPolicy(password)).toBe(violations.length === 0);
  });

  it('states its numbers in its messages', () => {
    expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 12 characters long.');
    expect(AUTH_MESSAGES.passwordPolicyHint).toContain('12');
  });
});

describe('reset code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%p has the format: %s', (code, valid) => {
    expect(isResetCodeFormat(code)).toBe(valid);
  });

  it('expires exactly when its lifetime has run out', () => {
    expect(AUTH_RESET_CODE_LIFETIME_MS).toBe(900_000);
    const expiresAtMs = resetCodeExpiresAtMs(1_000);
    expect(expiresAtMs).toBe(1_000 + AUTH_RESET_CODE_LIFETIME_MS);
    expect(isResetCodeExpired(expiresAtMs, expiresAtMs - 1)).toBe(false);
    expect(isResetCodeExpired(expiresAtMs, expiresAtMs)).toBe(true);
  });
});

describe('clearAuthFieldError', () => {
  it('clears only the edited field', () => {
    const errors = { newPassword: 'a', confirmPassword: 'b' };
    expect(clearAuthFieldError(errors, 'confirmPassword')).toEqual({ newPassword: 'a' });
    expect(errors).toEqual({ newPassword: 'a', confirmPassword: 'b' });
    expect(clearAuthFieldError<'username'>({}, 'username')).toEqual({});
  });

  it('knows when a form has errors', () => {
    expect(hasAuthFieldErrors({})).toBe(false);
    expect(hasAuthFieldErrors({ username: AUTH_MESSAGES.usernameEmpty })).toBe(true);
  });
});
