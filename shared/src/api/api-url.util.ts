import { type Result, err, ok } from '../common';
import { DEFAULT_ENVIRONMENT, type Environment } from '../environment/environment.constant';
import { ENVIRONMENT_MESSAGES } from '../environment/environment.messages';

/** The controller base of each environment; the spec does not show the values (doc 3 §7), so they are given. */
export type ApiBases = Readonly<Partial<Record<Environment, string | null | undefined>>>;

/** `base` and `path` joined by exactly one slash, whatever slashes either side already has. */
export function joinUrl(base: string, path: string): string {
  if (!path) return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A call's URL: the path prefixed with the base of the chosen environment
 * (alpha, beta or prod; alpha by default, doc 3 §7). A missing or blank base is
 * the spec's 'API host is missing' (doc 3 §8) rather than a relative URL that
 * would silently hit the console's own origin.
 */
export function buildApiUrl(
  path: string,
  bases: ApiBases,
  environment: Environment = DEFAULT_ENVIRONMENT,
): Result<string> {
  const base = bases[environment]?.trim();
  if (!base) return err(ENVIRONMENT_MESSAGES.apiHostMissing);
  return ok(joinUrl(base, path));
}
