const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

function fnv1a64(text: string, seed: bigint): bigint {
  let hash = FNV_OFFSET ^ seed;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

/**
 * A GUID that is always the same for the same name: a version-8 (custom) UUID
 * from two FNV-1a hashes. For identifiers the spec does not show but that must
 * not change between builds, such as the catalogue's subTypes.
 */
export function stableGuid(name: string): string {
  const high = fnv1a64(name, 0n);
  const low = fnv1a64(name, 0x9e3779b97f4a7c15n);
  const hex = (high.toString(16).padStart(16, '0') + low.toString(16).padStart(16, '0')).split('');
  hex[12] = '8'; // version 8
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
