import { screen } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import {
  type AutoSyncThing,
  type Lab,
  type LocationId,
  type Pi,
  RESOURCE_SYNC_API_PATHS,
  syncOptionCatalogue,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { type MockRoutes } from './mock-api';
import { type PiResourceStatus, type SyncHistoryEntry } from '@oak/shared';
import { labRoutes, labStub, piStub } from './lab-stubs';

export const SYNC_LAB_ID = 'lab-sync';

/** Where the sync lab's Pis stand, by Pi name. */
export const SYNC_LAB_PLACES: readonly (readonly [string, LocationId])[] = [
  ['Speech 0.9 m 90', '0.9m-90deg'],
  ['Speech 0.9 m 30', '0.9m-30deg'],
  ['Noise 1.8 m 135', '1.8m-135deg'],
];

/** A lab whose Pis stand at the given places, as its preference says (doc 2 §3). */
export function syncLabStub(
  places: readonly (readonly [string, LocationId])[] = SYNC_LAB_PLACES,
  overrides: Partial<Lab> = {},
): { lab: Lab; pis: Pi[] } {
  const pis = places.map(([name]) =>
    piStub(SYNC_LAB_ID, name, { thingName: name.toLowerCase().replace(/\W+/g, '-') }),
  );
  const lab = labStub({
    id: SYNC_LAB_ID,
    name: 'Sync Lab',
    preference: {
      actor_mapping_preference: Object.fromEntries(
        pis.map((pi, index) => [pi.id, { name: pi.name, location: places[index]![1] }]),
      ),
    },
    ...overrides,
  });
  return { lab, pis };
}

/** The lab's routes plus the sync ones: the real catalogue, no progress and no history unless given. */
export function syncRoutes(fixture: { lab: Lab; pis: readonly Pi[] }, routes: MockRoutes = {}): MockRoutes {
  const { lab } = fixture;
  return labRoutes([fixture], {
    [`GET ${RESOURCE_SYNC_API_PATHS.options}`]: { body: syncOptionCatalogue() },
    [`GET ${RESOURCE_SYNC_API_PATHS.status(lab.id)}`]: { body: [] },
    [`GET ${RESOURCE_SYNC_API_PATHS.history(lab.id)}`]: { body: [] },
    ...routes,
  });
}

/** A Pi's entry of the auto-sync push: its state and, when given, its figures. */
export function pushEntry(
  state: AutoSyncThing['state'],
  figures?: { completed: number; failed: number; total: number; completedBytes: number; totalBytes: number },
): AutoSyncThing {
  if (!figures) return { state };
  return {
    state,
    syncData: {
      overall_completed: figures.completed,
      overall_failed: figures.failed,
      overall_total: figures.total,
      overall_pending: figures.total - figures.completed - figures.failed,
      overall_completed_size: figures.completedBytes,
      overall_total_size: figures.totalBytes,
      total_size: figures.totalBytes,
      size_remaining: figures.totalBytes - figures.completedBytes,
    },
  };
}

/** A Pi as the status call reads it, never synced unless told. */
export function piResourceStatusStub(pi: Pi, overrides: Partial<PiResourceStatus> = {}): PiResourceStatus {
  return {
    thingId: pi.id,
    thingName: pi.thingName,
    name: pi.name,
    location: null,
    connected: true,
    desired: null,
    resourceSync: null,
    ...overrides,
  };
}

export function syncHistoryEntryStub(overrides: Partial<SyncHistoryEntry> = {}): SyncHistoryEntry {
  return {
    id: 'sync-1',
    requestedBy: 'ada@oak.test',
    locales: ['en_US'],
    locations: ['0.9m-90deg'],
    manifests: ['CT_WAKE_AND_RESPONSE'],
    createdAt: '2024-05-02T10:30:00.000Z',
    pis: [],
    ...overrides,
  };
}

/** Opens the selected lab's Resource Sync tab and waits for its panel (a chunk fetched on first use). */
export async function openResourceSync(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('tab', { name: RESOURCE_SYNC_TEXTS.tab }));
  await screen.findByRole('region', { name: RESOURCE_SYNC_TEXTS.newSync.title });
}
