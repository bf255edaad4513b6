import { NOISE_LOCATION, locationById } from '@oak/shared';
import { type RoomPosition } from './acoustics.util';

/**
 * Where the catalogue's companions and the head-and-torso simulator stand.
 * The shared catalogue gives them no distance (they are placed by hand in a
 * real lab), so the simulator chooses close-talk distances in front of the
 * DUT. Kept here until the catalogue needs them.
 */
export const SIMULATOR_COMPANION_POSITIONS: Readonly<Record<string, RoomPosition>> = {
  'automotive-companion': { distanceM: 0.6, angleDeg: 0 },
  'qual-companion': { distanceM: 1, angleDeg: 0 },
  'rf-companion': { distanceM: 1, angleDeg: 0 },
  hats: { distanceM: 0.5, angleDeg: 0 },
};

/** The position of a location of the shared catalogue; undefined for an unknown id. */
export function positionOfLocation(locationId: string): RoomPosition | undefined {
  const location = locationById(locationId);
  if (location?.distanceM !== undefined && location.angleDeg !== undefined) {
    return { distanceM: location.distanceM, angleDeg: location.angleDeg };
  }
  return SIMULATOR_COMPANION_POSITIONS[locationId];
}

/** The noise role's position (1.8 m, 135°), from the shared catalogue. */
export const NOISE_POSITION: RoomPosition = positionOfLocation(NOISE_LOCATION) as RoomPosition;
