import { NOISE_TYPES, SPEAKER_LOCATIONS } from '@oak/shared';
import { NOISE_CALIBRATION_TARGET_DBC, SPEECH_LEVEL_AT_1M_FULL_VOLUME_DB } from './acoustics.constant';
import {
  directivityLossDb,
  levelAtPathDb,
  pathToDut,
  powerSumDb,
  spreadingLossDb,
  volumeGainDb,
} from './acoustics.util';
import { NOISE_ACOUSTICS } from './noise-acoustics.constant';
import { NOISE_POSITION, positionOfLocation } from './room-positions.constant';
import { noiseLevelAt1mDb, PINK_NOISE_LEVEL_AT_1M_FULL_VOLUME_DB, speechLevelAt1mDb } from './sound-event';

describe('acoustics', () => {
  it('loses 6 dB per doubling of distance from the level at 1 m, clamped near the source', () => {
    expect(spreadingLossDb(1)).toBe(0);
    expect(spreadingLossDb(2)).toBeCloseTo(6.02);
    expect(spreadingLossDb(0)).toBe(spreadingLossDb(0.1));
  });

  it.each([
    [0, 0],
    [30, 0.201],
    [90, 1.5],
    [135, 2.561],
    [180, 3],
  ])('loses %p° off the front by %p dB of directivity', (angle, loss) => {
    expect(directivityLossDb(angle)).toBeCloseTo(loss, 3);
  });

  it('adds incoherent sources in power', () => {
    expect(powerSumDb([70, 70])).toBeCloseTo(73.01);
    expect(powerSumDb([70, 30])).toBeCloseTo(70, 3);
    expect(powerSumDb([])).toBe(Number.NEGATIVE_INFINITY);
    expect(powerSumDb([Number.NEGATIVE_INFINITY, 40])).toBe(40);
  });

  it('maps talk volume to gain as amplitude, and refuses volumes outside 0..100', () => {
    expect(volumeGainDb(100)).toBe(0);
    expect(volumeGainDb(50)).toBeCloseTo(-6.02);
    expect(volumeGainDb(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(() => volumeGainDb(101)).toThrow(RangeError);
  });

  it('measures the path from a source to a DUT that stands off the nominal spot or turns', () => {
    expect(pathToDut({ distanceM: 2, angleDeg: 90 })).toEqual({ distanceM: 2, angleDeg: expect.closeTo(90) });
    const sideways = pathToDut({ distanceM: 1, angleDeg: 0 }, { offsetXM: 0, offsetYM: 1, facingDeg: 0 });
    expect(sideways.distanceM).toBeCloseTo(Math.SQRT2);
    expect(sideways.angleDeg).toBeCloseTo(45);
    expect(
      pathToDut({ distanceM: 1, angleDeg: 0 }, { offsetXM: 0, offsetYM: 0, facingDeg: 180 }).angleDeg,
    ).toBeCloseTo(180);
    expect(pathToDut({ distanceM: 1, angleDeg: -135 }).angleDeg).toBeCloseTo(135);
  });

  it('calibrates pink noise at volume 100 to 70 dBC at the DUT from the noise position', () => {
    expect(NOISE_POSITION).toEqual({ distanceM: 1.8, angleDeg: 135 });
    expect(PINK_NOISE_LEVEL_AT_1M_FULL_VOLUME_DB).toBeCloseTo(77.67, 2);
    expect(levelAtPathDb(noiseLevelAt1mDb('PINK'), pathToDut(NOISE_POSITION))).toBeCloseTo(
      NOISE_CALIBRATION_TARGET_DBC,
    );
    expect(noiseLevelAt1mDb('SILENCE')).toBe(Number.NEGATIVE_INFINITY);
  });

  it.each([
    ['0.9m-30deg', 75.71],
    ['0.9m-90deg', 74.42],
    ['2.7m-30deg', 66.17],
    ['2.7m-90deg', 64.87],
  ])('puts speech at volume 100 from %s at %p dB SPL at the DUT', (locationId, level) => {
    expect(speechLevelAt1mDb()).toBe(SPEECH_LEVEL_AT_1M_FULL_VOLUME_DB);
    const position = positionOfLocation(locationId);
    expect(position).toBeDefined();
    expect(levelAtPathDb(speechLevelAt1mDb(), pathToDut(position!))).toBeCloseTo(level, 2);
  });

  it('places every catalogue location, companions and HATS included', () => {
    for (const locationId of [
      ...SPEAKER_LOCATIONS,
      'automotive-companion',
      'qual-companion',
      'rf-companion',
      'hats',
    ]) {
      expect(positionOfLocation(locationId)).toBeDefined();
    }
    expect(positionOfLocation('kitchen')).toBeUndefined();
  });

  it('knows the acoustics of every noise of the shared catalogue', () => {
    expect(Object.keys(NOISE_ACOUSTICS).sort()).toEqual(NOISE_TYPES.map((noise) => noise.id).sort());
    // Speech-like noise masks more and wakes more than pink; cabin noise less.
    expect(NOISE_ACOUSTICS.NEWS.maskingDb).toBeGreaterThan(NOISE_ACOUSTICS.PINK.maskingDb);
    expect(NOISE_ACOUSTICS.PUB.falseWakeWeight).toBeGreaterThan(NOISE_ACOUSTICS.PINK.falseWakeWeight);
    expect(NOISE_ACOUSTICS.CAR_NOISE.maskingDb).toBeLessThan(NOISE_ACOUSTICS.PINK.maskingDb);
    expect(NOISE_ACOUSTICS.SILENCE.falseWakeWeight).toBe(0);
  });
});
