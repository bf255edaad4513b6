import { z } from 'zod';
import { MARKETPLACES } from '../locales/marketplaces.constant';
import { DOWNLOAD_STATES } from '../lab/pi-status.constant';
import { LOCATION_IDS } from '../locations/locations.constant';
import { MANIFEST_STATE_ACTION, MANIFEST_STATE_PAYLOAD_TYPE, MAX_SYNC_LOCATIONS } from './sync.constant';
import { SYNC_MESSAGES } from './sync.messages';
import { RESOURCE_DOWNLOAD_STATES } from './sync-states.constant';

const count = z.number().int().nonnegative();

/** Overall figures of a Pi's resource download, sizes in bytes (doc 1 §3). */
const syncInProgressSchema = z.object({
  status: z.enum(DOWNLOAD_STATES),
  overall_total: count,
  overall_pending: count,
  overall_failed: count,
  overall_completed: count,
  overall_completed_size: count,
  overall_total_size: count,
});
export type SyncInProgress = z.infer<typeof syncInProgressSchema>;

/**
 * The resource sync part of a Pi's reported shadow (doc 1 §3), as
 * `resource_sync`; `syncId` is the desired resources' it works on, and
 * `failed_files` names (at most MAX_REPORTED_FAILED_FILES) files it could not get.
 */
export const resourceSyncShadowSchema = z.object({
  state: z.enum(RESOURCE_DOWNLOAD_STATES),
  sync_inprogress: syncInProgressSchema.optional(),
  syncId: z.string().optional(),
  failed_files: z.array(z.string()).optional(),
});

/** At most this many failed file names travel in a Pi's sync report. */
export const MAX_REPORTED_FAILED_FILES = 20;
export type ResourceSyncShadow = z.infer<typeof resourceSyncShadowSchema>;

/**
 * One Pi's figures in the auto-sync push (doc 1 §3): the overall counts and
 * sizes, plus the size of the file being downloaded and what remains of it.
 */
const autoSyncDataSchema = z.object({
  overall_completed: count,
  overall_total: count,
  overall_failed: count,
  overall_pending: count,
  overall_completed_size: count,
  overall_total_size: count,
  total_size: count,
  size_remaining: count,
});
export type AutoSyncData = z.infer<typeof autoSyncDataSchema>;

const autoSyncThingSchema = z.object({
  state: z.enum(RESOURCE_DOWNLOAD_STATES),
  /** Absent until the Pi reports figures, e.g. while queued. */
  syncData: autoSyncDataSchema.optional(),
});
/** @kept as a contract another package's specs check the product against (its routes, its stubs) */
export type AutoSyncThing = z.infer<typeof autoSyncThingSchema>;

/** What the auto-sync socket pushes: each Pi's sync progress, keyed by thingName (doc 1 §3, §7). */
export const autoSyncPushDataSchema = z.record(z.string(), autoSyncThingSchema);
export type AutoSyncPushData = z.infer<typeof autoSyncPushDataSchema>;

/** The shadowStateChange event of the Pi sync socket: one Pi's resource_sync state and status (doc 1 §7). */
export const piSyncEventSchema = z.object({
  thingName: z.string().min(1),
  resource_sync: z.object({
    state: z.enum(RESOURCE_DOWNLOAD_STATES),
    status: z.enum(DOWNLOAD_STATES),
  }),
});
export type PiSyncEvent = z.infer<typeof piSyncEventSchema>;

/** The manifest-state query sent to a Pi over MQTT (doc 1 §7). */
export const manifestStateRequestSchema = z.object({
  action: z.literal(MANIFEST_STATE_ACTION),
  payload: z.object({ type: z.literal(MANIFEST_STATE_PAYLOAD_TYPE) }),
});
export type ManifestStateRequest = z.infer<typeof manifestStateRequestSchema>;

export const MANIFEST_STATE_REQUEST: ManifestStateRequest = {
  action: MANIFEST_STATE_ACTION,
  payload: { type: MANIFEST_STATE_PAYLOAD_TYPE },
};

/** A manifest or lab-dependency file: id, file name, md5 and URL (doc 3 §9). */
export const resourceManifestFileSchema = z.object({
  id: z.string().min(1),
  fileName: z.string().min(1),
  md5: z.string().regex(/^[a-f0-9]{32}$/i, 'md5 must be 32 hex digits'),
  url: z.url(),
});
export type ResourceManifestFile = z.infer<typeof resourceManifestFileSchema>;

/**
 * A resource sync submission (doc 1 §5): the locales, the locations (at most 5)
 * and the manifest files to download, each list with the spec's message.
 */
export const resourceSyncRequestSchema = z.object({
  locales: z.array(z.enum(MARKETPLACES)).min(1, SYNC_MESSAGES.selectLocale),
  locations: z
    .array(z.enum(LOCATION_IDS))
    .min(1, SYNC_MESSAGES.selectLocation)
    .max(MAX_SYNC_LOCATIONS, SYNC_MESSAGES.tooManyLocations(MAX_SYNC_LOCATIONS)),
  manifests: z.array(z.string().min(1)).min(1, SYNC_MESSAGES.selectManifest),
});
export type ResourceSyncRequest = z.infer<typeof resourceSyncRequestSchema>;

/** The resource sync routes (paths chosen; the spec hides them). */
export const RESOURCE_SYNC_API_PATHS = {
  options: '/api/resources/sync-options',
  submit: (labId: string) => `/api/labs/${labId}/resources/sync`,
  status: (labId: string) => `/api/labs/${labId}/resources/status`,
  /**
   * The download in progress at a location; with a Pi's id, that Pi's among
   * those standing there (issue 29: five booths at 0.9 m 90 deg).
   */
  locationStatus: (labId: string, location: string, thingId?: string) =>
    `/api/labs/${labId}/resources/status/${encodeURIComponent(location)}${
      thingId ? `?thingId=${encodeURIComponent(thingId)}` : ''
    }`,
  history: (labId: string) => `/api/labs/${labId}/resources/syncs`,
  /** A run's own syncs (its auto-sync), in the history's shape. */
  run: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/resource-syncs`,
} as const;
