// Query strings are plumbing below every domain: the REST calls (api/), the session-expiry marker
// (auth/) and the playground's reads build theirs here, so none of them has to read another.

/** A value a query parameter may carry; undefined leaves the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * `?a=1&b=two` from a record, in insertion order, every name and value
 * percent-encoded (a space is `%20`, never `+`, so the same string works in a
 * path, a query and an authorize redirect). Empty when nothing is left.
 * Written without URLSearchParams so shared/ needs neither DOM nor Node typings.
 */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean | null] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : String(value))}`,
    );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The parameters of a query string (with or without its `?`); a repeated name keeps its last value. */
export function parseQueryString(search: string): Record<string, string> {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const params: Record<string, string> = {};
  for (const part of query.split('&')) {
    if (!part) continue;
    const separator = part.indexOf('=');
    const rawName = separator === -1 ? part : part.slice(0, separator);
    const rawValue = separator === -1 ? '' : part.slice(separator + 1);
    params[decodeQueryComponent(rawName)] = decodeQueryComponent(rawValue);
  }
  return params;
}

function decodeQueryComponent(raw: string): string {
  const text = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape (e.g. a lone `%`) is kept as typed rather than failing the whole query.
    return text;
  }
}

/**
 * A URL or path with extra query parameters, keeping its existing query and
 * fragment; a parameter given here replaces one of the same name.
 */
export function withQuery(url: string, params: Readonly<Record<string, QueryValue>>): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const existing = queryAt === -1 ? {} : parseQueryString(beforeHash.slice(queryAt));
  for (const name of Object.keys(params)) delete existing[name];
  return `${base}${toQueryString({ ...existing, ...params })}${hash}`;
}
