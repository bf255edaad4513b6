import { AUTH_PASSWORD_MIN_LENGTH } from '@oak/shared';
import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/**
 * A random password that meets OAK's policy: at least one of each class, the
 * rest from all of them, shuffled; look-alike characters (l, I, O, 0, 1) left
 * out because people type these from a screen.
 */
export function generatePassword(length = Math.max(16, AUTH_PASSWORD_MIN_LENGTH)): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
