/**
 * Whether a value may be where Support > Documentation leads (doc 3 §2 'an
 * external link'): an http or https URL, or a path on OAK itself. Anything
 * else (javascript:, data:, a protocol-relative //host) could run or load
 * something else from the menu, so it is refused at start-up and in the console.
 */
export function isDocumentationUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** What the refusal of a documentation URL says. */
export const DOCUMENTATION_URL_RULE =
  'must be a URL starting with http:// or https://, or a path starting with /';
