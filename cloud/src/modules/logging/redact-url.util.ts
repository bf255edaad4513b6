/** What a secret's value is replaced with in the log. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose value is a secret: a setup command's one-time token,
 * an OAuth code or token, a verification code, a password, a key, a signature
 * (a presigned URL's) or a session. Matched on the name, so `access_token`,
 * `X-Amz-Signature` and `apiKey` are covered too.
 */
const SECRET_PARAM = /token|secret|passw|pwd|code|key|signature|^sig$|session|auth|credential/i;

/**
 * A request URL as the log may show it: every secret-looking query value
 * replaced by REDACTED, everything else as received (GitLab's filter of
 * sensitive parameters). Anyone who can read the log must not be able to
 * replay a setup command and register as the Pi.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_PARAM.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // Not valid percent-encoding: judge it as written.
    return name;
  }
}
