/**
 * An e-mail address shown without revealing it, as the forgot-password answer
 * names where the code went (e.g. `ada@example.com` → `a***@e***.com`). Only
 * the first letter of the local part and of the domain, and the top-level
 * domain, remain.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${host[0]}***${tld}`;
}
