import { z } from 'zod';

/**
 * Personal API tokens (issue 32): a user's bearer credential for CI and
 * scripts, of the user's company, shown once at creation and kept hashed.
 * Every token reads; a `run` token may also create, cancel and change runs
 * (and make every other change a session may make, but manage API tokens).
 */
export const API_TOKEN_SCOPES = ['read', 'run'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How a token starts, so that the cloud tells it from a session's JWT and a leak scanner from noise (chosen). */
export const API_TOKEN_PREFIX = 'oak_';
/** Random bytes after the prefix, base64url (chosen: 256 bits). */
export const API_TOKEN_RANDOM_BYTES = 32;
/** Longest token name (chosen). */
export const API_TOKEN_NAME_MAX_LENGTH = 64;
/** The lifetimes offered, in days; none means it lasts until revoked (chosen). */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
/** Tokens one user holds at most, revoked ones not counted (chosen). */
export const API_TOKENS_PER_USER = 50;

export const API_TOKEN_PATHS = {
  tokens: '/api/tokens',
  token: (tokenId: string) => `/api/tokens/${encodeURIComponent(tokenId)}`,
} as const;

/** Whether a bearer credential is an API token rather than a session's JWT. */
export function isApiTokenSecret(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

/** HTTP methods that only read: what a `read` token may call. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a token of these scopes may make a request of this method (a `run` token may do everything). */
export function apiTokenAllows(scopes: readonly ApiTokenScope[], method: string): boolean {
  return scopes.includes('run') || READ_METHODS.has(method.toUpperCase());
}

/** The scopes a token is given: a `run` token reads too. */
export function apiTokenScopesOf(scope: ApiTokenScope): ApiTokenScope[] {
  return scope === 'run' ? ['read', 'run'] : ['read'];
}

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: z.string(),
  /** The last request it authenticated (to the minute), null when never used. */
  lastUsedAt: z.string().nullable(),
  /** When it stops working, null when it lasts until revoked. */
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema);

/** What creating a token takes: a name, its scope, and a lifetime in days (null: until revoked). */
export const createApiTokenRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX_LENGTH),
  scope: z.enum(API_TOKEN_SCOPES),
  expiresInDays: z
    .number()
    .int()
    .refine((days) => (API_TOKEN_LIFETIMES_DAYS as readonly number[]).includes(days), {
      message: `must be one of ${API_TOKEN_LIFETIMES_DAYS.join(', ')}`,
    })
    .nullable(),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

/** The answer to creating a token: the token as listed, and its secret, shown this once. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().startsWith(API_TOKEN_PREFIX),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
