import { createHash, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256: how OAK keeps high-entropy secrets (tokens, Pi passwords) it only needs to recognise. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two secrets in constant time, so their likeness cannot be timed. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
