import { agentDesiredResourcesSchema } from '@oak/shared';
import { describeIssues } from '../actions/request-parse.util';
import { OBJECTS_DIR } from './object-cache.util';

/** The engine's record of what it placed in the cache and what it verified; see sync-index.store.ts. */
export const SYNC_INDEX_FILE = '.sync-index.json';
/** Names the engine needs for itself: a desired file by one of these names would clobber its bookkeeping. */
const RESERVED_NAMES: readonly string[] = [OBJECTS_DIR, SYNC_INDEX_FILE];

/** One desired file, its md5 in lower case so comparisons need no care. */
export interface DesiredFile {
  readonly fileName: string;
  readonly md5: string;
  readonly url?: string;
  readonly size?: number;
}

export type DesiredResources =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed'; readonly problem: string }
  | {
      readonly kind: 'files';
      readonly syncId?: string;
      readonly files: readonly DesiredFile[];
      /** Desired files the engine cannot take (a reserved name); they count as failed. */
      readonly rejected: readonly DesiredFile[];
      /** Names listed more than once with different md5s; the first one counts. */
      readonly conflicting: readonly string[];
    };

/**
 * Reads the desired shadow's `resources`. Absent means the cloud has said
 * nothing (not "delete everything"): the engine then leaves the cache alone.
 * A name listed twice counts once.
 */
export function readDesiredResources(resources: unknown): DesiredResources {
  if (resources === undefined || resources === null) return { kind: 'none' };
  const parsed = agentDesiredResourcesSchema.safeParse(resources);
  if (!parsed.success)
    return { kind: 'malformed', problem: describeIssues(parsed.error.issues, 'resources') };
  const byName = new Map<string, DesiredFile>();
  const conflicting = new Set<string>();
  for (const file of parsed.data.files) {
    const md5 = file.md5.toLowerCase();
    const first = byName.get(file.fileName);
    if (first) {
      if (first.md5 !== md5) conflicting.add(file.fileName);
      continue;
    }
    byName.set(file.fileName, { ...file, md5 });
  }
  const all = [...byName.values()];
  return {
    kind: 'files',
    ...(parsed.data.syncId === undefined ? {} : { syncId: parsed.data.syncId }),
    files: all.filter((file) => !RESERVED_NAMES.includes(file.fileName)),
    rejected: all.filter((file) => RESERVED_NAMES.includes(file.fileName)),
    conflicting: [...conflicting],
  };
}

/** What identifies a desired list: the same one sent again (each reconnect resends it) is no change. */
export function desiredResourcesKey(resources: unknown): string {
  return JSON.stringify(resources ?? null);
}

/** A file's download URL: absolute, or relative to the agent's cloud URL. Throws when it is no URL. */
export function resolveResourceUrl(url: string, cloudUrl: string): URL {
  const resolved = new URL(url, cloudUrl);
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:')
    throw new TypeError(`Not an http(s) URL: ${resolved.protocol}`);
  return resolved;
}

/**
 * The Basic authorization for a download, only towards the cloud itself: an
 * absolute URL elsewhere (a CDN, say) must never see the Pi's password.
 */
export function downloadAuthorization(
  url: URL,
  cloudUrl: string,
  username: string,
  password: string | undefined,
): string | undefined {
  if (password === undefined || url.origin !== new URL(cloudUrl).origin) return undefined;
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** How long to wait after the n-th failed attempt (1-based): base, twice that, four times, ... */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, failedAttempts - 1);
}
