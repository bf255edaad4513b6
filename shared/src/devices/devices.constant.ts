/** Device types (doc 3 §3): Echo variants, Tap, Echo Auto and a third-party device. */
export const DEVICE_TYPES = [
  { id: 'ECHO', label: 'Echo' },
  { id: 'ECHO_DOT', label: 'Echo Dot' },
  { id: 'ECHO_POP', label: 'Echo Pop' },
  { id: 'ECHO_STUDIO', label: 'Echo Studio' },
  { id: 'ECHO_SHOW', label: 'Echo Show' },
  { id: 'TAP', label: 'Tap' },
  { id: 'ECHO_AUTO', label: 'Echo Auto' },
  { id: 'THIRD_PARTY', label: 'Third-party device' },
] as const;
export type DeviceTypeId = (typeof DEVICE_TYPES)[number]['id'];

/** The assistant a DUT runs (doc 2 §3 custom scenario config dutType). */
export const DUT_TYPES = ['Alexa', 'Google', 'Siri', 'Bixby', 'Cortana', 'Other'] as const;
export type DutType = (typeof DUT_TYPES)[number];

/** The assistant under test by default: the provider's own. */
export const DEFAULT_DUT_TYPE: DutType = 'Alexa';

/**
 * Whether a device runs the provider's assistant, the case that cloud
 * validation measures; the check ignores case (doc 1 §1).
 */
export function isProviderAssistant(dutType: string | undefined | null): boolean {
  return (dutType ?? DEFAULT_DUT_TYPE).toLowerCase() === DEFAULT_DUT_TYPE.toLowerCase();
}

/**
 * How a PC device detects its wake word (doc 3 §3).
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export const WAKE_WORD_OPTIONS = ['software', 'hardware'] as const;

/** How a mobile device under test is locked (doc 3 §3). */
export const LOCK_TYPES = ['PIN_LOCK', 'SWIPE_LOCK'] as const;
export type LockType = (typeof LOCK_TYPES)[number];

/**
 * Whether a device can take a run's speech: online and listening, offline, or
 * muted (its mics off), as the device cloud says. Here, with no imports, so the
 * live feed and the runs read it without reaching the device cloud's schemas.
 */
export const DEVICE_CLOUD_STATUSES = ['online', 'offline', 'muted'] as const;

/** What a simulated device is doing (doc 3 §4). */
export const DEVICE_SIMULATION_STATES = [
  'IDLE',
  'HEARING',
  'SENDING',
  'PROCESSING',
  'RESPONDING',
  'EMITTING',
] as const;
export type DeviceSimulationState = (typeof DEVICE_SIMULATION_STATES)[number];
