import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, createSecretKey } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { SECRET_FILES, readOrCreateSecret } from '../../config/secrets.util';
import { Clock } from '../clock/clock';

/** What a session token carries: the e-mail the console shows, and the ids every request is scoped by. */
export interface SessionClaims {
  /** The user id. */
  readonly sub: string;
  readonly email: string;
  /** The session id; revoking its row ends the token. */
  readonly sid: string;
  /** The company id. */
  readonly cid: string;
  readonly company: string;
  readonly iat: number;
  readonly exp: number;
}

/** Proof that the temporary password was right, for the change-password step (doc 3 §4). */
export interface ChallengeClaims {
  readonly sub: string;
  readonly purpose: 'new-password';
}

/** How long a new-password challenge stays good. */
export const NEW_PASSWORD_CHALLENGE_TTL_SECONDS = 10 * 60;

const SESSION_AUDIENCE = 'oak-console';
const CHALLENGE_AUDIENCE = 'oak-new-password';

/** Signs and checks the JWTs of sessions and challenges (HS256, one secret per deployment). */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;
  private readonly secret: string;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.secret = config.auth.jwtSecret ?? readOrCreateSecret(config.home, SECRET_FILES.jwtSecret);
    // A key object, made once: given the string, every sign and check would first try to
    // read it as a PEM key and throw, which costs more than the HMAC itself.
    this.jwt = new JwtService({
      secret: createSecretKey(Buffer.from(this.secret)),
      signOptions: { algorithm: 'HS256', issuer: 'oak' },
    });
  }

  signSession(claims: Omit<SessionClaims, 'iat' | 'exp'>, expiresAt: Date): string {
    return this.jwt.sign(
      { ...claims, iat: this.seconds(), exp: Math.floor(expiresAt.getTime() / 1000) },
      { audience: SESSION_AUDIENCE },
    );
  }

  /** The claims of a valid session token, or undefined for an expired, tampered or foreign one. */
  verifySession(token: string): SessionClaims | undefined {
    try {
      return this.jwt.verify<SessionClaims>(token, {
        audience: SESSION_AUDIENCE,
        algorithms: ['HS256'],
        issuer: 'oak',
        clockTimestamp: this.seconds(),
      });
    } catch {
      return undefined;
    }
  }

  signChallenge(userId: string): string {
    const claims = { sub: userId, purpose: 'new-password' } satisfies ChallengeClaims;
    // Issued now on the clock: the challenge's lifetime counts from there.
    return this.jwt.sign(
      { ...claims, iat: this.seconds() },
      {
        audience: CHALLENGE_AUDIENCE,
        expiresIn: NEW_PASSWORD_CHALLENGE_TTL_SECONDS,
      },
    );
  }

  verifyChallenge(token: string): ChallengeClaims | undefined {
    try {
      const claims = this.jwt.verify<ChallengeClaims>(token, {
        audience: CHALLENGE_AUDIENCE,
        algorithms: ['HS256'],
        issuer: 'oak',
        clockTimestamp: this.seconds(),
      });
      return claims.purpose === 'new-password' ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  /** The clock's time in whole seconds, as JWTs count it (iat, exp). */
  private seconds(): number {
    return Math.floor(this.clock.nowMs() / 1000);
  }

  /** A keyed hash for short secrets at rest (reset codes): useless without this deployment's secret. */
  keyedHash(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('hex');
  }
}
