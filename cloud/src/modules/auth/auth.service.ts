import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AUTH_MESSAGES,
  AUTH_RESET_CODE_LENGTH,
  AUTH_RESET_CODE_LIFETIME_MS,
  AUTH_RESET_CODE_MAX_ATTEMPTS,
  AUTH_RESET_MAILS_PER_HOUR,
  type CompleteNewPasswordRequest,
  type ForgotPasswordResponse,
  type ForgotPasswordSubmitRequest,
  NEW_PASSWORD_CHALLENGE,
  type Session,
  type SignInRequest,
  type SignInResponse,
  isResetCodeExpired,
  maskEmail,
  passwordPolicyViolations,
  resetCodeExpiresAtMs,
} from '@oak/shared';
import { randomInt } from 'node:crypto';
import { DataSource, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailAdapter } from '../mail/mail.adapter';
import { AccountLockedException } from './account-locked.exception';
import { AUDIT_EVENTS } from './audit-event.entity';
import { AuditLog } from './audit-log.service';
import { type SessionAuthContext } from './auth-context';
import { AuthSession } from './auth-session.entity';
import { PasswordHasher } from './password-hasher.adapter';
import { PasswordResetCode } from './password-reset-code.entity';
import { SessionCache } from './session-cache';
import { SignInLockout } from './sign-in-lockout.service';
import { TokenService } from './token.service';
import { User } from './user.entity';
import { UsersService } from './users.service';
import { Clock } from '../clock/clock';

const HOUR_MS = 3_600_000;

/** Where a session starts: recorded with it, for the audit of who signed in from where. */
export interface ClientInfo {
  readonly ip?: string;
  readonly userAgent?: string;
}

/**
 * The identity flows of doc 3 §4: sign in (or the new-password challenge of a
 * temporary password), the current session, sign out, forgot and reset
 * password, and the first change of a temporary password.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    @InjectRepository(PasswordResetCode) private readonly resetCodes: Repository<PasswordResetCode>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly mail: MailAdapter,
    private readonly usersService: UsersService,
    private readonly config: AppConfig,
    private readonly lockout: SignInLockout,
    private readonly audit: AuditLog,
    private readonly sessionCache: SessionCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The same answer for an unknown user and a wrong password, in the same
   * time. Repeated failures lock the e-mail's sign-in, known or not, whatever
   * addresses they come from (AUTH_LOCKOUT_*); a locked account is refused
   * before its password is even checked.
   */
  async signIn(request: SignInRequest, client: ClientInfo): Promise<SignInResponse> {
    const lockedForMs = await this.lockout.lockedFor(request.email);
    if (lockedForMs > 0) throw new AccountLockedException(lockedForMs);
    const user = await this.users.findOne({ where: { email: request.email }, relations: { company: true } });
    const valid = await this.hasher.verify(user?.passwordHash, request.password);
    if (!user || !valid) return this.refuseSignIn(request.email, client);
    await this.lockout.clearFailures(request.email);
    if (user.state === 'must_change_password') {
      return {
        challengeName: NEW_PASSWORD_CHALLENGE,
        username: user.email,
        session: this.tokens.signChallenge(user.id),
      };
    }
    return this.startSession(user, 'password', client);
  }

  /** Counts a failed sign-in; the one that reaches the limit locks the account and is audited. */
  private async refuseSignIn(email: string, client: ClientInfo): Promise<never> {
    const outcome = await this.lockout.recordFailure(email, client.ip);
    if (!outcome.lockedNow) throw new BadRequestException(AUTH_MESSAGES.incorrectCredentials);
    const { windowMs, durationMs } = this.config.auth.lockout;
    await this.audit.record({
      event: AUDIT_EVENTS.accountLocked,
      email,
      ip: client.ip,
      details: {
        failures: outcome.failures,
        windowMinutes: windowMs / 60_000,
        lockedMinutes: durationMs / 60_000,
        sources: outcome.sources,
      },
    });
    throw new AccountLockedException(durationMs);
  }

  /** Opens a session for a user already identified (by password or a federated login). */
  async startSession(user: User, method: AuthSession['method'], client: ClientInfo): Promise<Session> {
    const company =
      user.company ??
      (await this.users.findOneOrFail({ where: { id: user.id }, relations: { company: true } })).company!;
    const expiresAt = new Date(this.clock.nowMs() + this.config.auth.sessionTtlMs);
    const session = await this.sessions.save(
      this.sessions.create({
        userId: user.id,
        expiresAt,
        method,
        ip: client.ip?.slice(0, 64) ?? null,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        revokedAt: null,
      }),
    );
    await this.users.update(user.id, { lastSignInAt: this.clock.now() });
    const token = this.tokens.signSession(
      { sub: user.id, email: user.email, sid: session.id, cid: company.id, company: company.name },
      expiresAt,
    );
    return this.sessionOf(token);
  }

  /**
   * Who a bearer token belongs to, or undefined when its session is expired,
   * revoked or never existed, or the token is tampered with.
   */
  async authenticate(token: string): Promise<SessionAuthContext | undefined> {
    const claims = this.tokens.verifySession(token);
    if (!claims) return undefined;
    if (!this.sessionCache.holds(claims.sid, claims.sub, this.clock.nowMs())) {
      const read = this.sessionCache.beginRead();
      const session = await this.sessions.findOne({
        where: {
          id: claims.sid,
          userId: claims.sub,
          revokedAt: IsNull(),
          expiresAt: MoreThan(this.clock.now()),
        },
        select: { id: true, expiresAt: true },
      });
      if (!session) return undefined;
      this.sessionCache.remember(read, claims.sid, claims.sub, session.expiresAt, this.clock.nowMs());
    }
    return {
      kind: 'session',
      userId: claims.sub,
      email: claims.email,
      companyId: claims.cid,
      companyName: claims.company,
      sessionId: claims.sid,
      token,
      claims,
    };
  }

  /** The session shape of doc 3 §3 for a token the caller holds. */
  sessionOf(token: string): Session {
    const claims = this.tokens.verifySession(token);
    if (!claims) throw new Error('sessionOf needs a valid token');
    return {
      idToken: {
        jwtToken: token,
        payload: { email: claims.email, exp: claims.exp, sub: claims.sub, company: claims.company },
      },
      username: claims.email,
    };
  }

  async signOut(auth: SessionAuthContext): Promise<void> {
    await this.sessions.update({ id: auth.sessionId }, { revokedAt: this.clock.now() });
    // At once on this node; its notice reaches the others (and this one again).
    this.sessionCache.forget(auth.sessionId);
  }

  /**
   * Sends a one-time code to the account's e-mail. The answer is the same
   * whether or not the account exists, so it does not reveal who has one.
   */
  async forgotPassword(email: string): Promise<ForgotPasswordResponse> {
    const user = await this.users.findOne({ where: { email } });
    if (user) {
      const code = String(randomInt(0, 10 ** AUTH_RESET_CODE_LENGTH)).padStart(AUTH_RESET_CODE_LENGTH, '0');
      const issued = await this.dataSource.transaction(async (manager) => {
        // One ask of the account at a time, so parallel asks cannot outrun the hourly cap.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`password-reset:${user.id}`]);
        // A code's expiry is its issue time plus its lifetime: those issued within the hour expire after this.
        const issuedThisHour = await manager.count(PasswordResetCode, {
          where: {
            userId: user.id,
            expiresAt: MoreThan(new Date(resetCodeExpiresAtMs(this.clock.nowMs() - HOUR_MS))),
          },
        });
        if (issuedThisHour >= AUTH_RESET_MAILS_PER_HOUR) return false;
        // A new code voids every earlier one.
        await manager.update(
          PasswordResetCode,
          { userId: user.id, usedAt: IsNull() },
          { usedAt: this.clock.now() },
        );
        await manager.save(
          manager.create(PasswordResetCode, {
            userId: user.id,
            codeHash: this.tokens.keyedHash(`${user.id}:${code}`),
            expiresAt: new Date(resetCodeExpiresAtMs(this.clock.nowMs())),
            usedAt: null,
            attempts: 0,
          }),
        );
        return true;
      });
      if (!issued) {
        this.logger.warn(
          `Password reset of ${maskEmail(email)} not mailed: ${AUTH_RESET_MAILS_PER_HOUR} codes were sent within the hour`,
        );
        return { deliveryMedium: 'EMAIL', destination: maskEmail(email) };
      }
      const minutes = Math.round(AUTH_RESET_CODE_LIFETIME_MS / 60_000);
      await this.mail.send({
        to: user.email,
        subject: 'Your Open Automation Kit verification code',
        text: `Your verification code is ${code}\n\nEnter it on the Reset password screen within ${minutes} minutes. It works once.\nIf you did not ask to reset your password, ignore this e-mail.\n`,
      });
    } else {
      this.logger.log(`Password reset asked for unknown e-mail ${maskEmail(email)}`);
    }
    return { deliveryMedium: 'EMAIL', destination: maskEmail(email) };
  }

  /**
   * Resets a forgotten password with the code from the e-mail; every session
   * of the user ends, and a sign-in lockout is lifted (the code proves the
   * mailbox is theirs).
   */
  async resetPassword(request: ForgotPasswordSubmitRequest, client: ClientInfo = {}): Promise<void> {
    this.assertPolicy(request.newPassword);
    const user = await this.users.findOne({ where: { email: request.email } });
    const code = user
      ? await this.resetCodes.findOne({
          where: { userId: user.id, usedAt: IsNull() },
          order: { createdAt: 'DESC' },
        })
      : null;
    if (!user || !code) throw new BadRequestException(AUTH_MESSAGES.resetCodeRejected);
    if (isResetCodeExpired(code.expiresAt.getTime(), this.clock.nowMs()))
      throw new BadRequestException(AUTH_MESSAGES.resetCodeExpired);
    // An attempt is taken in the one statement that checks one is left, before the code is compared:
    // however many tries arrive at once, no more than the limit are ever compared.
    const attempt = await this.resetCodes.update(
      { id: code.id, usedAt: IsNull(), attempts: LessThan(AUTH_RESET_CODE_MAX_ATTEMPTS) },
      { attempts: () => 'attempts + 1' },
    );
    if (!attempt.affected) throw new BadRequestException(AUTH_MESSAGES.resetCodeExpired);
    if (code.codeHash !== this.tokens.keyedHash(`${user.id}:${request.code.trim()}`))
      throw new BadRequestException(AUTH_MESSAGES.resetCodeRejected);
    const passwordHash = await this.hasher.hash(request.newPassword);
    await this.dataSource.transaction(async (manager) => {
      // Used in the same statement that checks it is unused: a code works once, even under a race.
      const used = await manager.update(
        PasswordResetCode,
        { id: code.id, usedAt: IsNull() },
        { usedAt: this.clock.now() },
      );
      if (!used.affected) throw new BadRequestException(AUTH_MESSAGES.resetCodeRejected);
      await manager.update(User, { id: user.id }, { passwordHash, state: 'confirmed' });
      await manager.update(
        AuthSession,
        { userId: user.id, revokedAt: IsNull() },
        { revokedAt: this.clock.now() },
      );
    });
    this.sessionCache.forgetUser(user.id);
    this.usersService.forgetGeneratedPassword(user.email);
    if (await this.lockout.unlock(user.email)) {
      await this.audit.record({
        event: AUDIT_EVENTS.accountUnlocked,
        email: user.email,
        ip: client.ip,
        details: { by: 'password reset' },
      });
    }
  }

  /** Replaces a temporary password at first sign-in (doc 3 §4 step 2). */
  async completeNewPassword(request: CompleteNewPasswordRequest): Promise<void> {
    const claims = this.tokens.verifyChallenge(request.session);
    const user = claims ? await this.users.findOne({ where: { id: claims.sub } }) : null;
    if (
      !user ||
      user.email !== request.username.trim().toLowerCase() ||
      user.state !== 'must_change_password'
    ) {
      throw new BadRequestException(AUTH_MESSAGES.challengeExpired);
    }
    this.assertPolicy(request.newPassword);
    const passwordHash = await this.hasher.hash(request.newPassword);
    const changed = await this.users.update(
      { id: user.id, state: 'must_change_password' },
      { passwordHash, state: 'confirmed' },
    );
    if (!changed.affected) throw new BadRequestException(AUTH_MESSAGES.challengeExpired);
    this.usersService.forgetGeneratedPassword(user.email);
  }

  private assertPolicy(password: string): void {
    const violations = passwordPolicyViolations(password);
    if (violations.length) throw new BadRequestException(violations.join(' '));
  }
}
