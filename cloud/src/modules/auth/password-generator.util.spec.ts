import { meetsPasswordPolicy } from '@oak/shared';
import { generatePassword } from './password-generator.util';

describe('generatePassword', () => {
  it('always meets the password policy', () => {
    for (let i = 0; i < 500; i += 1) expect(meetsPasswordPolicy(generatePassword())).toBe(true);
  });

  it('has the length asked for and differs every time', () => {
    expect(generatePassword(20)).toHaveLength(20);
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });

  it('leaves out look-alike characters', () => {
    expect(Array.from({ length: 200 }, () => generatePassword()).join('')).not.toMatch(/[lIO01]/);
  });
});
