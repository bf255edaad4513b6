import { maskEmail } from './mask-email.util';

describe('maskEmail', () => {
  it.each([
    ['ada@example.com', 'a***@e***.com'],
    ['j@x.org', 'j***@x***.org'],
    ['grace.hopper@navy.mil.us', 'g***@n***.us'],
    ['root@localhost', 'r***@l***'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
    ['ada@', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
