/**
 * A lab's lock (doc 2 §3, §9; doc 1 §4.9): 1 while a test runs on it, 0 when
 * it is free. Locked labs cannot be picked nor synced to.
 */
export const LAB_LOCK = {
  locked: 1,
  available: 0,
} as const;
export type LabLock = (typeof LAB_LOCK)[keyof typeof LAB_LOCK];

/** How a lab's lock reads (doc 1 §4.9). */
export const LAB_LOCK_TEXTS: Readonly<Record<LabLock, string>> = {
  [LAB_LOCK.locked]: 'Test in progress',
  [LAB_LOCK.available]: 'Available',
};

/**
 * The automotive lab (doc 2 §3 'Automotive Companion'): its Update and Stop
 * controls act on the companion Pi only and its calibration offers no pink noise.
 */
export const AUTOMOTIVE_LAB_NAME = 'Automotive Companion';

/**
 * The qualified-RF lab (doc 2 §3), whose Pis get their own plugins. Its name is
 * not shown; chosen.
 */
export const QUALIFIED_RF_LAB_NAME = 'Qualified RF';

/**
 * What the lab controller reports it is doing for a lab (doc 1 §4.8, doc 3 §4):
 * updating the Pis' code, then syncing their resources.
 */
export const LAB_CONTROLLER_STATES = [
  'lab_code_updating',
  'lab_code_updated',
  'lab_resources_syncing',
  'lab_resources_synced',
] as const;
export type LabControllerState = (typeof LAB_CONTROLLER_STATES)[number];

/** How each lab controller state reads beside a Pi's status on the Labs screen (wording not shown, chosen). */
export const LAB_CONTROLLER_STATE_LABELS: Readonly<Record<LabControllerState, string>> = {
  lab_code_updating: 'Updating software',
  lab_code_updated: 'Software updated',
  lab_resources_syncing: 'Syncing resources',
  lab_resources_synced: 'Resources synced',
};

/** The states of work still under way, which the Labs screen follows until they end. */
const ONGOING_LAB_CONTROLLER_STATES = [
  'lab_code_updating',
  'lab_resources_syncing',
] as const satisfies readonly LabControllerState[];

export function isOngoingLabControllerState(state: LabControllerState | null | undefined): boolean {
  return (ONGOING_LAB_CONTROLLER_STATES as readonly (LabControllerState | null | undefined)[]).includes(
    state,
  );
}

/**
 * The lab controller state once a Pi's resource sync reports (doc 1 §4.8): a
 * queued or running sync is syncing, a complete one synced; a failed one, or
 * no sync at all, ends a resources state (the sync's own Failed tells why) and
 * leaves a code state as it was.
 */
export function labControllerStateAfterSync(
  syncState: 'queued' | 'sync_inprogress' | 'failed' | 'complete' | undefined,
  current: LabControllerState | null,
): LabControllerState | null {
  if (syncState === 'queued' || syncState === 'sync_inprogress') return 'lab_resources_syncing';
  if (syncState === 'complete') return 'lab_resources_synced';
  return current === 'lab_resources_syncing' || current === 'lab_resources_synced' ? null : current;
}
