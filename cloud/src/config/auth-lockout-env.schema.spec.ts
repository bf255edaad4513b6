import { loadConfig } from './app-config';
import { REQUIRED_ENV as required, configProblemsOf } from '../testing/config-env';

describe('AUTH_LOCKOUT_*', () => {
  it('locks an account after 10 failed sign-ins in 15 minutes, for 15 minutes, by default', () => {
    expect(loadConfig(required).auth.lockout).toEqual({
      maxFailures: 10,
      windowMs: 15 * 60_000,
      durationMs: 15 * 60_000,
    });
  });

  it('takes other bounds', () => {
    const sut = loadConfig({
      ...required,
      AUTH_LOCKOUT_MAX_FAILURES: '5',
      AUTH_LOCKOUT_WINDOW_MINUTES: '60',
      AUTH_LOCKOUT_MINUTES: '30',
    });
    expect(sut.auth.lockout).toEqual({ maxFailures: 5, windowMs: 3_600_000, durationMs: 1_800_000 });
  });

  it.each([
    [
      'AUTH_LOCKOUT_MAX_FAILURES',
      'ten',
      "AUTH_LOCKOUT_MAX_FAILURES must be a number of attempts (got 'ten')",
    ],
    ['AUTH_LOCKOUT_MAX_FAILURES', '0', "AUTH_LOCKOUT_MAX_FAILURES must be between 1 and 1000 (got '0')"],
    ['AUTH_LOCKOUT_WINDOW_MINUTES', '1.5', "AUTH_LOCKOUT_WINDOW_MINUTES must be a whole number (got '1.5')"],
    ['AUTH_LOCKOUT_MINUTES', '2000', "AUTH_LOCKOUT_MINUTES must be between 1 and 1440 (got '2000')"],
  ])('stops start-up on %s=%s', (name, value, problem) => {
    expect(configProblemsOf({ [name]: value })).toEqual([problem]);
  });
});
