/**
 * FNV-1a, 32 bits: a stable hash of a string. It turns seeds and labels into
 * PRNG state and gives the assistant repeatable "facts" (weather, scores), so
 * the same words on the same day always get the same answer.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
