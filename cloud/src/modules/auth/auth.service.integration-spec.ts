import { BadRequestException, Logger } from '@nestjs/common';
import {
  AUTH_LOCKOUT_MINUTES,
  AUTH_LOCKOUT_WINDOW_MINUTES,
  AUTH_MESSAGES,
  AUTH_RESET_CODE_MAX_ATTEMPTS,
  AUTH_RESET_MAILS_PER_HOUR,
  NEW_PASSWORD_CHALLENGE,
  type Session,
} from '@oak/shared';
import { IsNull } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { type PgNotificationsAdapter } from '../../database/pg-notifications.adapter';
import { seed, useTestDataSource } from '../../testing/test-data-source';
import { typedFake } from '../../testing/typed-fake';
import { type MailAdapter, type MailMessage } from '../mail/mail.adapter';
import { AccountLockedException } from './account-locked.exception';
import { AuditEventRecord } from './audit-event.entity';
import { AuditLog } from './audit-log.service';
import { AuthSession } from './auth-session.entity';
import { AuthService } from './auth.service';
import { Company } from './company.entity';
import { type PasswordHasher } from './password-hasher.adapter';
import { PasswordResetCode } from './password-reset-code.entity';
import { SessionCache } from './session-cache';
import { type FailureOutcome, type SignInLockout } from './sign-in-lockout.service';
import { TokenService } from './token.service';
import { User } from './user.entity';
import { type UsersService } from './users.service';
import { TestClock } from '../../testing/test-clock';

/** Three failures lock, so the specs stay short; the default is the configuration's spec. */
const MAX_FAILURES = 3;
const CONFIG = loadConfig({
  DATABASE_URL: 'postgres://oak@localhost/oak',
  REDIS_URL: 'redis://localhost',
  JWT_SECRET: 'unit-spec-secret-of-thirty-two-chars',
  AUTH_LOCKOUT_MAX_FAILURES: String(MAX_FAILURES),
});
const PASSWORD = 'Right-Passw0rd-ok';
const NEW_PASSWORD = 'After-Reset-Passw0rd';
const CLIENT = { ip: '198.51.100.7', userAgent: 'jest' };
const INCORRECT = new BadRequestException(AUTH_MESSAGES.incorrectCredentials);
const LOCKED = new AccountLockedException(AUTH_LOCKOUT_MINUTES * 60_000);

/**
 * The per-account lockout as AuthService sees it: the Redis script's contract
 * (failures counted per e-mail from any address; the one that reaches the
 * limit locks and names the window's sources) kept in memory.
 */
class InMemoryLockout {
  private readonly failures = new Map<string, string[]>();
  readonly locked = new Set<string>();

  async lockedFor(email: string): Promise<number> {
    return this.locked.has(email) ? CONFIG.auth.lockout.durationMs : 0;
  }

  async recordFailure(email: string, ip: string | undefined): Promise<FailureOutcome> {
    const sources = [...(this.failures.get(email) ?? []), ip ?? ''];
    this.failures.set(email, sources);
    if (sources.length < CONFIG.auth.lockout.maxFailures || this.locked.has(email))
      return { failures: sources.length, lockedNow: false, sources: [] };
    this.locked.add(email);
    this.failures.delete(email);
    return {
      failures: sources.length,
      lockedNow: true,
      sources: [...new Set(sources)].filter(Boolean).sort(),
    };
  }

  async clearFailures(email: string): Promise<void> {
    this.failures.delete(email);
  }

  async unlock(email: string): Promise<boolean> {
    this.failures.delete(email);
    return this.locked.delete(email);
  }
}

/** AuthService on Postgres: its sessions, reset codes and their transactions as the database keeps them. */
describe('AuthService', () => {
  const data = useTestDataSource();
  let clock: TestClock;
  let sut: AuthService;
  let lockout: InMemoryLockout;
  let outbox: MailMessage[];
  let passwordChecks: number;
  let forgotten: string[];
  let company: Company;

  // What it logs of unknown e-mails and audits is for operators, not for a spec's output.
  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    clock = new TestClock();
    [company] = (await seed(data(), Company, { name: 'Acme Audio' })) as [Company];
    lockout = new InMemoryLockout();
    outbox = [];
    passwordChecks = 0;
    forgotten = [];
    // A stand-in for argon2id: its cost has no place in a unit spec, its contract does.
    const hasher = typedFake<PasswordHasher>('PasswordHasher', {
      hash: async (password) => `hashed:${password}`,
      verify: async (hash, password) => {
        passwordChecks += 1;
        return hash === `hashed:${password}`;
      },
    });
    sut = new AuthService(
      data().getRepository(User),
      data().getRepository(AuthSession),
      data().getRepository(PasswordResetCode),
      data(),
      hasher,
      new TokenService(CONFIG, clock),
      typedFake<MailAdapter>('MailAdapter', { send: async (message) => void outbox.push(message) }),
      typedFake<UsersService>('UsersService', {
        forgetGeneratedPassword: (email) => void forgotten.push(email),
      }),
      CONFIG,
      typedFake<SignInLockout>('SignInLockout', lockout),
      new AuditLog(data().getRepository(AuditEventRecord)),
      // Not listening for revocations: every check reads the session table, as after a reconnection.
      new SessionCache(
        typedFake<PgNotificationsAdapter>('PgNotificationsAdapter', { isListening: () => false }),
      ),
      clock,
    );
  });

  const addUser = async (email: string, state: User['state'] = 'confirmed') =>
    (
      await seed(data(), User, { email, passwordHash: `hashed:${PASSWORD}`, state, companyId: company.id })
    )[0]!;
  const tokenOf = (session: unknown) => (session as Session).idToken.jwtToken;
  const audit = async () =>
    (
      await data()
        .getRepository(AuditEventRecord)
        .find({ order: { createdAt: 'ASC' } })
    ).map(({ event, email, ip, details }) => ({ event, email, ip, details }));
  const sessions = () => data().getRepository(AuthSession).find();
  const users = () =>
    data()
      .getRepository(User)
      .find({ order: { email: 'ASC' } });

  describe('signing in', () => {
    it('opens a session of doc 3 §3 for the right password, recorded with where it came from', async () => {
      const user = await addUser('ana@acme.test');

      const session = (await sut.signIn({ email: 'ana@acme.test', password: PASSWORD }, CLIENT)) as Session;

      expect(session).toMatchObject({
        username: 'ana@acme.test',
        idToken: { payload: { email: 'ana@acme.test', sub: user.id, company: 'Acme Audio' } },
      });
      await expect(sut.authenticate(tokenOf(session))).resolves.toMatchObject({
        userId: user.id,
        email: 'ana@acme.test',
        companyId: company.id,
        companyName: 'Acme Audio',
      });
      expect(await sessions()).toEqual([
        expect.objectContaining({
          userId: user.id,
          method: 'password',
          ip: CLIENT.ip,
          userAgent: 'jest',
          revokedAt: null,
        }),
      ]);
      expect((await users())[0]!.lastSignInAt).toBeInstanceOf(Date);
    });

    it('answers an unknown user and a wrong password alike, each a failure counted', async () => {
      await addUser('ana@acme.test');

      await expect(sut.signIn({ email: 'ana@acme.test', password: 'wrong' }, CLIENT)).rejects.toThrow(
        INCORRECT,
      );
      await expect(sut.signIn({ email: 'nobody@acme.test', password: PASSWORD }, CLIENT)).rejects.toThrow(
        INCORRECT,
      );
      expect(await sessions()).toEqual([]);
    });

    it('answers a temporary password with the new-password challenge, not a session', async () => {
      await addUser('new@acme.test', 'must_change_password');

      const answer = await sut.signIn({ email: 'new@acme.test', password: PASSWORD }, CLIENT);

      expect(answer).toMatchObject({ challengeName: NEW_PASSWORD_CHALLENGE, username: 'new@acme.test' });
      expect(await sessions()).toEqual([]);
    });

    it('ends the session on sign out, for good', async () => {
      await addUser('ana@acme.test');
      const token = tokenOf(await sut.signIn({ email: 'ana@acme.test', password: PASSWORD }, CLIENT));
      const auth = (await sut.authenticate(token))!;

      await sut.signOut(auth);

      await expect(sut.authenticate(token)).resolves.toBeUndefined();
      await expect(sut.authenticate(`${token}x`)).resolves.toBeUndefined();
    });
  });

  describe('the lockout after failed sign-ins', () => {
    it('locks the account at the limit, from whatever addresses, even to its right password; and audits it', async () => {
      await addUser('ana@acme.test');
      const signIn = (password: string, ip: string) =>
        sut.signIn({ email: 'ana@acme.test', password }, { ip });

      await expect(signIn('wrong-1', '203.0.113.1')).rejects.toThrow(INCORRECT);
      await expect(signIn('wrong-2', '203.0.113.2')).rejects.toThrow(INCORRECT);
      await expect(signIn('wrong-3', '203.0.113.3')).rejects.toThrow(LOCKED);
      const checked = passwordChecks;
      await expect(signIn(PASSWORD, '198.51.100.7')).rejects.toThrow(LOCKED);

      // Refused before its password is even checked.
      expect(passwordChecks).toBe(checked);
      expect(await audit()).toEqual([
        {
          event: 'account_locked',
          email: 'ana@acme.test',
          ip: '203.0.113.3',
          details: {
            failures: MAX_FAILURES,
            windowMinutes: AUTH_LOCKOUT_WINDOW_MINUTES,
            lockedMinutes: AUTH_LOCKOUT_MINUTES,
            sources: ['203.0.113.1', '203.0.113.2', '203.0.113.3'],
          },
        },
      ]);
    });

    it('locks an e-mail nobody has the same way, so a lockout tells nothing about who has an account', async () => {
      for (let i = 1; i < MAX_FAILURES; i += 1)
        await expect(
          sut.signIn({ email: 'nobody@acme.test', password: `wrong-${i}` }, CLIENT),
        ).rejects.toThrow(INCORRECT);
      await expect(sut.signIn({ email: 'nobody@acme.test', password: 'wrong' }, CLIENT)).rejects.toThrow(
        LOCKED,
      );
      expect((await audit()).map((entry) => entry.event)).toEqual(['account_locked']);
    });

    it('starts counting afresh after a sign-in that works', async () => {
      await addUser('ana@acme.test');
      const signIn = (password: string) => sut.signIn({ email: 'ana@acme.test', password }, CLIENT);
      for (let round = 0; round < 2; round += 1) {
        for (let i = 1; i < MAX_FAILURES; i += 1)
          await expect(signIn(`wrong-${i}`)).rejects.toThrow(INCORRECT);
        await expect(signIn(PASSWORD)).resolves.toMatchObject({ username: 'ana@acme.test' });
      }
      expect(await audit()).toEqual([]);
    });
  });

  describe('changing a temporary password', () => {
    const challengeOf = async (email: string) =>
      ((await sut.signIn({ email, password: PASSWORD }, CLIENT)) as { session: string }).session;

    it('refuses a password the policy does not allow, then takes a good one once', async () => {
      await addUser('new@acme.test', 'must_change_password');
      const session = await challengeOf('new@acme.test');
      const change = (newPassword: string) =>
        sut.completeNewPassword({ username: ' New@acme.test ', session, newPassword });

      await expect(change('weakpassword')).rejects.toThrow(
        `${AUTH_MESSAGES.passwordNeedsUppercase} ${AUTH_MESSAGES.passwordNeedsDigit}`,
      );
      await change(NEW_PASSWORD);

      expect((await users())[0]).toMatchObject({
        state: 'confirmed',
        passwordHash: `hashed:${NEW_PASSWORD}`,
      });
      expect(forgotten).toEqual(['new@acme.test']);
      await expect(change('Third-Passw0rd-xy')).rejects.toThrow(AUTH_MESSAGES.challengeExpired);
      await expect(
        sut.signIn({ email: 'new@acme.test', password: NEW_PASSWORD }, CLIENT),
      ).resolves.toMatchObject({
        username: 'new@acme.test',
      });
    });

    it("refuses a forged challenge, another user's, and one for a password changed already", async () => {
      await addUser('new@acme.test', 'must_change_password');
      await addUser('done@acme.test');
      const session = await challengeOf('new@acme.test');
      const expired = new BadRequestException(AUTH_MESSAGES.challengeExpired);

      await expect(
        sut.completeNewPassword({ username: 'new@acme.test', session: 'forged', newPassword: NEW_PASSWORD }),
      ).rejects.toThrow(expired);
      await expect(
        sut.completeNewPassword({ username: 'done@acme.test', session, newPassword: NEW_PASSWORD }),
      ).rejects.toThrow(expired);
      expect((await users()).map((user) => user.passwordHash)).toEqual([
        `hashed:${PASSWORD}`,
        `hashed:${PASSWORD}`,
      ]);
    });
  });

  describe('resetting a forgotten password', () => {
    /** Asks for a code and reads it from the mail, as its owner would. */
    const requestCode = async (email = 'ana@acme.test') => {
      await expect(sut.forgotPassword(email)).resolves.toEqual({
        deliveryMedium: 'EMAIL',
        destination: expect.any(String),
      });
      expect(outbox.at(-1)).toMatchObject({
        to: email,
        subject: 'Your Open Automation Kit verification code',
      });
      return /verification code is (\d{6})/.exec(outbox.at(-1)!.text)![1]!;
    };
    const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
    const reset = (code: string, newPassword = NEW_PASSWORD) =>
      sut.resetPassword({ email: 'ana@acme.test', code, newPassword }, CLIENT);

    beforeEach(() => addUser('ana@acme.test'));

    it('answers an unknown e-mail the same way, and sends it nothing', async () => {
      await expect(sut.forgotPassword('fake@oak.test')).resolves.toEqual({
        deliveryMedium: 'EMAIL',
        destination: 'f***@o***.test',
      });
      expect(outbox).toEqual([]);
    });

    it('resets with the mailed code, once, ends every session and lifts a lockout, audited', async () => {
      const token = tokenOf(await sut.signIn({ email: 'ana@acme.test', password: PASSWORD }, CLIENT));
      lockout.locked.add('ana@acme.test');
      const code = await requestCode();

      await expect(reset(otherThan(code))).rejects.toThrow(AUTH_MESSAGES.resetCodeRejected);
      await expect(reset(code, 'weakpassword')).rejects.toThrow(AUTH_MESSAGES.passwordNeedsUppercase);
      await reset(` ${code} `);

      await expect(sut.authenticate(token)).resolves.toBeUndefined();
      expect((await users())[0]).toMatchObject({
        passwordHash: `hashed:${NEW_PASSWORD}`,
        state: 'confirmed',
      });
      await expect(
        sut.signIn({ email: 'ana@acme.test', password: NEW_PASSWORD }, CLIENT),
      ).resolves.toBeDefined();
      expect(await audit()).toEqual([
        {
          event: 'account_unlocked',
          email: 'ana@acme.test',
          ip: CLIENT.ip,
          details: { by: 'password reset' },
        },
      ]);
      await expect(reset(code, 'Third-Passw0rd-xy')).rejects.toThrow(AUTH_MESSAGES.resetCodeRejected);
    });

    it('voids a code once a newer one is sent', async () => {
      const first = await requestCode();
      const second = await requestCode();
      if (first !== second) await expect(reset(first)).rejects.toThrow(AUTH_MESSAGES.resetCodeRejected);
      await expect(reset(second)).resolves.toBeUndefined();
    });

    it('refuses an expired code', async () => {
      const code = await requestCode();
      await data()
        .getRepository(PasswordResetCode)
        .update({ usedAt: IsNull() }, { expiresAt: new Date(0) });

      await expect(reset(code)).rejects.toThrow(new BadRequestException(AUTH_MESSAGES.resetCodeExpired));
    });

    it(`gives up on a code after ${AUTH_RESET_CODE_MAX_ATTEMPTS} wrong tries`, async () => {
      const code = await requestCode();
      for (let i = 0; i < AUTH_RESET_CODE_MAX_ATTEMPTS; i += 1)
        await expect(reset(otherThan(code))).rejects.toThrow(AUTH_MESSAGES.resetCodeRejected);

      await expect(reset(code)).rejects.toThrow(new BadRequestException(AUTH_MESSAGES.resetCodeExpired));
      expect((await users())[0]!.passwordHash).toBe(`hashed:${PASSWORD}`);
    });

    it(`compares no more than ${AUTH_RESET_CODE_MAX_ATTEMPTS} tries of a code however many arrive at once`, async () => {
      const code = await requestCode();
      const answers = await Promise.allSettled(Array.from({ length: 20 }, () => reset(otherThan(code))));
      const messages = answers.map((answer) =>
        answer.status === 'rejected' ? (answer.reason as Error).message : 'reset',
      );
      expect(messages.filter((m) => m === AUTH_MESSAGES.resetCodeRejected)).toHaveLength(
        AUTH_RESET_CODE_MAX_ATTEMPTS,
      );
      expect(messages.filter((m) => m === AUTH_MESSAGES.resetCodeExpired)).toHaveLength(
        20 - AUTH_RESET_CODE_MAX_ATTEMPTS,
      );
      await expect(reset(code)).rejects.toThrow(new BadRequestException(AUTH_MESSAGES.resetCodeExpired));
      const [stored] = await data().getRepository(PasswordResetCode).find();
      expect(stored!.attempts).toBe(AUTH_RESET_CODE_MAX_ATTEMPTS);
    });

    it(`mails an account at most ${AUTH_RESET_MAILS_PER_HOUR} codes an hour, asked one after another or all at once`, async () => {
      await Promise.all(
        Array.from({ length: AUTH_RESET_MAILS_PER_HOUR + 3 }, () => sut.forgotPassword('ana@acme.test')),
      );
      expect(outbox).toHaveLength(AUTH_RESET_MAILS_PER_HOUR);
      // Answered alike, so the cap tells a stranger nothing.
      await expect(sut.forgotPassword('ana@acme.test')).resolves.toEqual({
        deliveryMedium: 'EMAIL',
        destination: 'a***@a***.test',
      });
      expect(outbox).toHaveLength(AUTH_RESET_MAILS_PER_HOUR);
      // An hour on, a new one is mailed, and it voids those before it.
      const last = /verification code is (\d{6})/.exec(outbox.at(-1)!.text)![1]!;
      await clock.advance(60 * 60_000 + 1);
      const fresh = await requestCode();
      expect(outbox).toHaveLength(AUTH_RESET_MAILS_PER_HOUR + 1);
      if (fresh !== last) await expect(reset(last)).rejects.toThrow(AUTH_MESSAGES.resetCodeRejected);
      await expect(reset(fresh)).resolves.toBeUndefined();
    });
  });
});
