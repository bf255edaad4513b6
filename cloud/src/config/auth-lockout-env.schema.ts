import { AUTH_LOCKOUT_MAX_FAILURES, AUTH_LOCKOUT_MINUTES, AUTH_LOCKOUT_WINDOW_MINUTES } from '@oak/shared';
import { z } from 'zod';

const wholeNumber = (unit: string, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a number of ${unit}` })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

/** The per-account sign-in lockout's variables (README 'Security'), part of the cloud's schema. */
export const authLockoutEnvSchema = {
  /** Failed sign-ins of one account, from any address, that lock it. */
  AUTH_LOCKOUT_MAX_FAILURES: wholeNumber('attempts', 1, 1000).default(AUTH_LOCKOUT_MAX_FAILURES),
  /** Within how many minutes those failures count together. */
  AUTH_LOCKOUT_WINDOW_MINUTES: wholeNumber('minutes', 1, 1440).default(AUTH_LOCKOUT_WINDOW_MINUTES),
  /** How long a locked account cannot sign in (a password reset lifts it sooner). */
  AUTH_LOCKOUT_MINUTES: wholeNumber('minutes', 1, 1440).default(AUTH_LOCKOUT_MINUTES),
};
