import { z } from 'zod';
import { MARKETPLACES } from '../locales/marketplaces.constant';
import { SCENARIO_TYPES } from '../suites/scenario-types.constant';
import {
  type AutoSyncPushData,
  type ResourceSyncShadow,
  resourceSyncShadowSchema,
} from './resource-sync.schema';
import { SYNC_SUITES } from './sync-options.rule';
import { SYNC_PART_STATES } from './sync-states.constant';

const count = z.number().int().nonnegative();

/** GET sync options: the sync option catalogue (doc 1 §3). */
export const syncOptionsResponseSchema = z.array(
  z.object({
    suite: z.enum(SYNC_SUITES),
    label: z.string(),
    scenarioTypes: z.array(
      z.object({
        scenarioType: z.enum(SCENARIO_TYPES),
        locales: z.array(z.enum(MARKETPLACES)),
      }),
    ),
  }),
);

/** What a sync submission answers: the sync and what each Pi is to download. */
export const submittedSyncSchema = z.object({
  syncId: z.string().min(1),
  pis: z.array(
    z.object({
      thingId: z.string(),
      thingName: z.string(),
      location: z.string(),
      fileCount: count,
      totalBytes: count,
    }),
  ),
});
export type SubmittedSync = z.infer<typeof submittedSyncSchema>;

/** A Pi's resources: what it is to hold and its last sync report. */
export const piResourceStatusSchema = z.object({
  thingId: z.string(),
  thingName: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  connected: z.boolean(),
  desired: z.object({ syncId: z.string().nullable(), fileCount: count, totalBytes: count }).nullable(),
  resourceSync: resourceSyncShadowSchema.nullable(),
});
export type PiResourceStatus = z.infer<typeof piResourceStatusSchema>;
export const labResourceStatusSchema = z.array(piResourceStatusSchema);

/** One past sync: who asked for what, and how each Pi's part ended. */
const syncHistoryEntrySchema = z.object({
  id: z.string(),
  requestedBy: z.string(),
  locales: z.array(z.string()),
  locations: z.array(z.string()),
  manifests: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  pis: z.array(
    z.object({
      thingId: z.string(),
      thingName: z.string(),
      location: z.string(),
      fileCount: count,
      totalBytes: count,
      state: z.enum(SYNC_PART_STATES),
      completed: count,
      failed: count,
      completedBytes: count,
      finishedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export type SyncHistoryEntry = z.infer<typeof syncHistoryEntrySchema>;
export const syncHistorySchema = z.array(syncHistoryEntrySchema);

/**
 * One Pi's entry of the lab status push (doc 1 §3 auto-sync data) from its
 * last report: its state and, once reported, its figures. OAK's agents report
 * the transfer as a whole, so `total_size` and `size_remaining` are the
 * whole download's. A Pi sent files but not yet reporting is queued; one with
 * neither has no entry.
 */
export function autoSyncThingFrom(
  report: ResourceSyncShadow | null | undefined,
  hasDesiredResources: boolean,
): AutoSyncPushData[string] | undefined {
  if (!report) return hasDesiredResources ? { state: 'queued' } : undefined;
  const figures = report.sync_inprogress;
  return {
    state: report.state,
    ...(figures
      ? {
          syncData: {
            overall_completed: figures.overall_completed,
            overall_total: figures.overall_total,
            overall_failed: figures.overall_failed,
            overall_pending: figures.overall_pending,
            overall_completed_size: figures.overall_completed_size,
            overall_total_size: figures.overall_total_size,
            total_size: figures.overall_total_size,
            size_remaining: Math.max(0, figures.overall_total_size - figures.overall_completed_size),
          },
        }
      : {}),
  };
}

/** The lab status push of a lab's Pis from their status (the first push, before the socket's). */
export function autoSyncPushDataFrom(statuses: readonly PiResourceStatus[]): AutoSyncPushData {
  const data: AutoSyncPushData = {};
  for (const pi of statuses) {
    const entry = autoSyncThingFrom(pi.resourceSync, pi.desired !== null);
    if (entry) data[pi.thingName] = entry;
  }
  return data;
}
