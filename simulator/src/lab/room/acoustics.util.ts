import { DIRECTIVITY_MAX_LOSS_DB, FULL_VOLUME, MIN_DISTANCE_M } from './acoustics.constant';

/** A point in the room in polar form around the DUT spot: metres, and degrees from the DUT's front. */
export interface RoomPosition {
  readonly distanceM: number;
  readonly angleDeg: number;
}

/**
 * Where a DUT stands relative to the nominal DUT spot the lab positions are
 * measured from (x forward, y to the left, metres) and where it faces
 * (degrees, 0 = towards angle 0). Several DUTs of one room can stand side by side.
 */
export interface DutPlacement {
  readonly offsetXM: number;
  readonly offsetYM: number;
  readonly facingDeg: number;
}

export const NOMINAL_DUT_PLACEMENT: DutPlacement = { offsetXM: 0, offsetYM: 0, facingDeg: 0 };

const RADIANS_PER_DEGREE = Math.PI / 180;

/** The path from a source to a DUT: how far, and the angle of arrival off the DUT's front (0..180°). */
export function pathToDut(source: RoomPosition, dut: DutPlacement = NOMINAL_DUT_PLACEMENT): RoomPosition {
  const dx = source.distanceM * Math.cos(source.angleDeg * RADIANS_PER_DEGREE) - dut.offsetXM;
  const dy = source.distanceM * Math.sin(source.angleDeg * RADIANS_PER_DEGREE) - dut.offsetYM;
  const bearing = Math.atan2(dy, dx) / RADIANS_PER_DEGREE - dut.facingDeg;
  const folded = Math.abs((((bearing % 360) + 540) % 360) - 180);
  return { distanceM: Math.hypot(dx, dy), angleDeg: folded };
}

/** Inverse-square spreading: 20·log10(d) dB below the level at 1 m (6 dB per doubling). */
export function spreadingLossDb(distanceM: number): number {
  return 20 * Math.log10(Math.max(distanceM, MIN_DISTANCE_M));
}

/** See DIRECTIVITY_MAX_LOSS_DB. */
export function directivityLossDb(angleDeg: number): number {
  return (DIRECTIVITY_MAX_LOSS_DB * (1 - Math.cos(angleDeg * RADIANS_PER_DEGREE))) / 2;
}

/** The level a source of `levelAt1mDb` produces at the far end of `path`. */
export function levelAtPathDb(levelAt1mDb: number, path: RoomPosition): number {
  return levelAt1mDb - spreadingLossDb(path.distanceM) - directivityLossDb(path.angleDeg);
}

/** Gain of the Pi's mixer volume (see FULL_VOLUME); -Infinity at volume 0. */
export function volumeGainDb(volume: number): number {
  if (volume < 0 || volume > FULL_VOLUME)
    throw new RangeError(`Volume must be 0..${FULL_VOLUME}, got ${volume}`);
  return 20 * Math.log10(volume / FULL_VOLUME);
}

/** Incoherent sources add in power: 10·log10(Σ 10^(L/10)). No source at all is -Infinity. */
export function powerSumDb(levelsDb: readonly number[]): number {
  const power = levelsDb.reduce((sum, level) => sum + 10 ** (level / 10), 0);
  return 10 * Math.log10(power);
}
