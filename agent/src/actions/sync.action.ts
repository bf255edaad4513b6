import { z } from 'zod';
import { type ResourceSyncService, type SyncStart } from '../resources/resource-sync.service';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/** What the sync actions need of the engine. */
export type ResourceSyncControl = Pick<ResourceSyncService, 'sync' | 'resync'>;

/**
 * The payload of `sync` and `resync`: nothing is needed (the desired shadow
 * says what to get), so `{}` or none will do; other fields are ignored, so a
 * newer cloud may send more.
 */
export const syncRequestSchema = z.object({});

/**
 * Reconciles the resource cache with the desired shadow's `resources` now.
 * Answers at once: the work goes on in the background and its progress is in
 * the reported shadow (`resource_sync`).
 */
export function syncAction(engine: ResourceSyncControl) {
  return defineAction({
    name: 'sync',
    schema: syncRequestSchema,
    uses: [],
    stoppable: false,
    defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.sync,
    async run(): Promise<SyncStart> {
      return engine.sync();
    },
  });
}

/** Like `sync`, but hashes every desired file first: a damaged cached file is fetched again. */
export function resyncAction(engine: ResourceSyncControl) {
  return defineAction({
    name: 'resync',
    schema: syncRequestSchema,
    uses: [],
    stoppable: false,
    defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.sync,
    async run(): Promise<SyncStart> {
      return engine.resync();
    },
  });
}
