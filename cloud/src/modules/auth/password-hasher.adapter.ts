import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id password hashes. Parameters are the library's defaults (OWASP's
 * argon2id baseline: 19 MiB, 2 passes); the PHC string records them, so old
 * hashes keep verifying if they change.
 */
@Injectable()
export class PasswordHasher {
  /** A real hash of a random password, verified for unknown users so that their answer takes as long. */
  private readonly decoy: Promise<string> = hash(`decoy-${Math.random()}`);

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
