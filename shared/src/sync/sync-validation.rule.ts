import { type Result, err, ok } from '../common/result';
import { isLabLocked } from '../lab/lab.rule';
import { type PiPingState } from '../lab/pi-status.constant';
import { resourceSyncRequestSchema, type ResourceSyncRequest } from './resource-sync.schema';
import { MAX_SYNC_LOCATIONS } from './sync.constant';
import { SYNC_MESSAGES } from './sync.messages';

export interface SyncSubmissionInput {
  readonly locales: readonly string[];
  readonly locations: readonly string[];
  readonly manifests: readonly string[];
  /** The lab's lock: 1 locked, 0 available. */
  readonly labLock: number;
  /** The ping state of each location (syncLocationStatuses); a location missing here has no Pi online. */
  readonly locationStatuses: Readonly<Record<string, PiPingState | undefined>>;
}

/**
 * Each location's state for a sync (doc 1 §5 'blocked if any selected location
 * is offline'): a sync goes to every Pi standing at a location (issue 29: the
 * five booths at 0.9 m 90 deg), so a location is online only while every Pi
 * there is; else it takes the state of its first Pi that is not.
 */
export function syncLocationStatuses(
  pis: readonly { readonly location: string | null | undefined; readonly ping: PiPingState }[],
): Record<string, PiPingState> {
  const statuses: Record<string, PiPingState> = {};
  for (const { location, ping } of pis) {
    if (!location) continue;
    if (statuses[location] === undefined || statuses[location] === 'online') statuses[location] = ping;
  }
  return statuses;
}

/**
 * Every reason a sync cannot be submitted, in the order of doc 1 §5: no locale,
 * no location, more than 5 locations, no manifest, a selected location not
 * online, a locked lab. A location counts as offline unless its Pi answered
 * online, so a download never starts towards a Pi of unknown state.
 */
export function syncSubmissionErrors(input: SyncSubmissionInput): string[] {
  const errors: string[] = [];
  if (input.locales.length === 0) errors.push(SYNC_MESSAGES.selectLocale);
  if (input.locations.length === 0) errors.push(SYNC_MESSAGES.selectLocation);
  if (input.locations.length > MAX_SYNC_LOCATIONS)
    errors.push(SYNC_MESSAGES.tooManyLocations(MAX_SYNC_LOCATIONS));
  if (input.manifests.length === 0) errors.push(SYNC_MESSAGES.selectManifest);
  const offline = input.locations.filter((location) => input.locationStatuses[location] !== 'online');
  if (offline.length > 0) {
    errors.push(
      input.locations.length === 1
        ? SYNC_MESSAGES.locationOffline(offline[0]!)
        : SYNC_MESSAGES.locationsOffline,
    );
  }
  if (isLabLocked(input.labLock)) errors.push(SYNC_MESSAGES.labLocked);
  return errors;
}

/** The sync request when it may be submitted, else every reason it may not (doc 1 §5). */
export function validateSyncSubmission(
  input: SyncSubmissionInput,
): Result<ResourceSyncRequest, readonly string[]> {
  const errors = syncSubmissionErrors(input);
  if (errors.length > 0) return err(errors);
  const parsed = resourceSyncRequestSchema.safeParse({
    locales: input.locales,
    locations: input.locations,
    manifests: input.manifests,
  });
  return parsed.success ? ok(parsed.data) : err(parsed.error.issues.map((issue) => issue.message));
}
