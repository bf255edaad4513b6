import { API_TOKEN_PREFIX } from './api-token.schema';

/** Why the cloud refuses an API token (issue 32 'Bad input'): each a 401, but `readOnly` and `sessionOnly`, 403s. */
export const API_TOKEN_MESSAGES = {
  unknown: `This API token is not valid: check that it is copied whole, with its ${API_TOKEN_PREFIX} prefix.`,
  revoked: 'This API token was revoked. Create a new one in the console.',
  expired: (at: string) => `This API token expired on ${at}. Create a new one in the console.`,
  otherCompany:
    "This API token belongs to another company than its user's: it no longer works. Create a new one in the console.",
  readOnly:
    'This API token has the read scope only: creating, cancelling or changing runs, and any other change, need a token with the run scope.',
  sessionOnly: 'API tokens cannot manage sessions or API tokens: sign in to the console.',
  notFound: 'No such API token of yours.',
  tooMany: (limit: number) => `You hold ${limit} API tokens already: revoke one first.`,
} as const;

/** The console's API tokens page, reached from the user menu (issue 32). */
export const API_TOKENS_TEXTS = {
  menuItem: 'API tokens',
  title: 'API tokens',
  intro:
    'Personal tokens for CI and scripts: send one as "Authorization: Bearer <token>", or as OAK_TOKEN to the oak CLI. A token acts as you, in your company.',
  createTitle: 'New token',
  name: 'Name',
  scope: 'Scope',
  scopeLabels: {
    read: 'Read: see labs, runs and reports',
    run: 'Run: read, and create, cancel and change runs',
  },
  lifetime: 'Expires',
  lifetimeDays: (days: number) => `In ${days} days`,
  noExpiry: 'Never (until revoked)',
  create: 'Create token',
  createdTitle: 'Your new token',
  shownOnce: 'Copy it now: it is shown this once and cannot be read again.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  listTitle: 'Your tokens',
  empty: 'You have no API tokens.',
  columns: { name: 'Name', scopes: 'Scopes', created: 'Created', lastUsed: 'Last used', expires: 'Expires' },
  neverUsed: 'Never',
  noExpiryShort: 'Never',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revoked: (name: string) => `Token ${name} revoked: it stops working at once.`,
  failed: 'The API tokens could not be loaded.',
} as const;
