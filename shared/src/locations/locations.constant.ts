/** What a position in a lab is for. */
export type LocationRole = 'speaker' | 'noise' | 'companion' | 'hats';

export interface LabLocation {
  readonly id: string;
  /** How the spec and the console name it. */
  readonly label: string;
  readonly role: LocationRole;
  /** Distance from the device under test, in metres; absent for companions and HATS. */
  readonly distanceM?: number;
  /** Angle from the device's front, in degrees. */
  readonly angleDeg?: number;
}

/**
 * Every speaker and noise location of a lab (doc 3 §3 Enumerations, doc 2 §9):
 * five positions around the DUT (1.8 m 135 deg carries the noise), the
 * automotive, qualification and RF companions, and a head-and-torso simulator.
 */
export const LOCATIONS = [
  { id: '1.8m-135deg', label: '1.8 m 135 deg', role: 'noise', distanceM: 1.8, angleDeg: 135 },
  { id: '2.7m-30deg', label: '2.7 m 30 deg', role: 'speaker', distanceM: 2.7, angleDeg: 30 },
  { id: '2.7m-90deg', label: '2.7 m 90 deg', role: 'speaker', distanceM: 2.7, angleDeg: 90 },
  { id: '0.9m-30deg', label: '0.9 m 30 deg', role: 'speaker', distanceM: 0.9, angleDeg: 30 },
  { id: '0.9m-90deg', label: '0.9 m 90 deg', role: 'speaker', distanceM: 0.9, angleDeg: 90 },
  { id: 'automotive-companion', label: 'Automotive companion', role: 'companion' },
  { id: 'qual-companion', label: 'Qual companion', role: 'companion' },
  { id: 'rf-companion', label: 'RF companion', role: 'companion' },
  { id: 'hats', label: 'HATS', role: 'hats' },
] as const satisfies readonly LabLocation[];

export type LocationId = (typeof LOCATIONS)[number]['id'];
export const LOCATION_IDS: readonly LocationId[] = LOCATIONS.map((location) => location.id);

export function locationById(id: string): LabLocation | undefined {
  return LOCATIONS.find((location) => location.id === id);
}

export function isLocationId(id: string): id is LocationId {
  return (LOCATION_IDS as readonly string[]).includes(id);
}

/** The five positions around the DUT, in the order of doc 1 §9. */
export const SPEAKER_LOCATIONS: readonly LocationId[] = [
  '1.8m-135deg',
  '2.7m-30deg',
  '2.7m-90deg',
  '0.9m-30deg',
  '0.9m-90deg',
];

/** Where noise plays (doc 3 §3 '1.8 m 135 deg noise'). */
export const NOISE_LOCATION: LocationId = '1.8m-135deg';

/** The placements of the test configuration catalogue (doc 3 §3). */
export const CATALOGUE_PLACEMENTS = [
  '0.9m-90deg',
  '1.8m-135deg',
  '0.9m-30deg',
] as const satisfies readonly LocationId[];
export type Placement = (typeof CATALOGUE_PLACEMENTS)[number];

/**
 * The eight lab speaker placements an utterance map may use (doc 2 §9).
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export const UTTERANCE_MAP_PLACEMENTS: readonly LocationId[] = [
  '2.7m-90deg',
  '2.7m-30deg',
  '0.9m-90deg',
  '0.9m-30deg',
  '1.8m-135deg',
  'automotive-companion',
  'qual-companion',
  'rf-companion',
];

/** The only location of non-acoustic suites: music, functional, stability, UPL, auto local search (doc 1 §5). */
export const NON_ACOUSTIC_LOCATION: LocationId = '0.9m-90deg';

/** The label of a location id, or the id itself when unknown. */
export function locationLabel(id: string): string {
  return locationById(id)?.label ?? id;
}
