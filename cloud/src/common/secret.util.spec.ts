import { sameSecret, sha256Hex } from './secret.util';

describe('secret utils', () => {
  it('hashes to 64 hex digits, the same for the same input', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares secrets exactly, whatever their lengths', () => {
    expect(sameSecret('token-1', 'token-1')).toBe(true);
    expect(sameSecret('token-1', 'token-2')).toBe(false);
    expect(sameSecret('token', 'token-1')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });
});
