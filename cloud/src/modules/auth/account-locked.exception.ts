import { HttpException, HttpStatus } from '@nestjs/common';
import { AUTH_MESSAGES } from '@oak/shared';

/** A sign-in refused because repeated failures locked the account (AUTH_LOCKOUT_*): a 429 with Retry-After. */
export class AccountLockedException extends HttpException {
  constructor(readonly lockedForMs: number) {
    super(
      AUTH_MESSAGES.accountLocked(Math.max(1, Math.ceil(lockedForMs / 60_000))),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.lockedForMs / 1000));
  }
}
