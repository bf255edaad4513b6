import { FAR_FALSE_WAKES_ALLOWED, LIVE_FRR_MAX_PERCENT } from '@oak/shared';
import { NORMAL_QUANTILES } from '../../random/statistics.util';
import { ROOM_NOISE_FLOOR_DB } from '../room/acoustics.constant';
import { levelAtPathDb, pathToDut, powerSumDb } from '../room/acoustics.util';
import { positionOfLocation } from '../room/room-positions.constant';
import { speechLevelAt1mDb } from '../room/sound-event';
import { falseWakeRatePerHour, latencyPercentileMs, logisticProbability } from './device-profile';
import {
  AVERAGE_DEVICE_PROFILE,
  DEFAULT_DEVICE_PROFILE,
  deviceProfileById,
  GOOD_DEVICE_PROFILE,
  POOR_DEVICE_PROFILE,
} from './device-profiles.constant';

const SPEECH_POSITIONS = ['0.9m-30deg', '0.9m-90deg', '2.7m-30deg', '2.7m-90deg'];
/** The spec's noise target in percent FRR (the silence one is the live FRR limit). */
const NOISE_FRR_MAX_PERCENT = 20;

function snrAt(locationId: string, noiseDb: number): number {
  const speech = levelAtPathDb(speechLevelAt1mDb(), pathToDut(positionOfLocation(locationId)!));
  return speech - powerSumDb([ROOM_NOISE_FLOOR_DB, noiseDb]);
}

function worstFrrPercent(profile: typeof GOOD_DEVICE_PROFILE, noiseDb: number): number {
  return Math.max(
    ...SPEECH_POSITIONS.map((id) => 100 * (1 - logisticProbability(profile.wake, snrAt(id, noiseDb)))),
  );
}

describe('logisticProbability', () => {
  const curve = { slopePerDb: 0.4, snr50Db: 2, lapseRate: 0.1 };

  it('is half of 1 − lapse at snr50, and tends to 1 − lapse and 0 at the ends', () => {
    expect(logisticProbability(curve, 2)).toBeCloseTo(0.45);
    expect(logisticProbability(curve, 100)).toBeCloseTo(0.9);
    expect(logisticProbability(curve, -100)).toBeCloseTo(0);
  });

  it('rises with SNR', () => {
    expect(logisticProbability(curve, 5)).toBeGreaterThan(logisticProbability(curve, 0));
  });
});

describe('falseWakeRatePerHour', () => {
  it('is the profile rate at 70 dBC pink, doubles per 6 dB, scales by weight, and is 0 without noise', () => {
    expect(falseWakeRatePerHour(GOOD_DEVICE_PROFILE, 70)).toBeCloseTo(0.1);
    expect(falseWakeRatePerHour(GOOD_DEVICE_PROFILE, 76)).toBeCloseTo(0.2);
    expect(falseWakeRatePerHour(GOOD_DEVICE_PROFILE, 70, 3)).toBeCloseTo(0.3);
    expect(falseWakeRatePerHour(GOOD_DEVICE_PROFILE, Number.NEGATIVE_INFINITY)).toBe(0);
    expect(falseWakeRatePerHour(GOOD_DEVICE_PROFILE, 70, 0)).toBe(0);
  });
});

describe('device profiles (analytic check of the derivation)', () => {
  it('puts the spec positions at the SNRs of the derivation', () => {
    expect(snrAt('0.9m-30deg', 70)).toBeCloseTo(5.71, 1);
    expect(snrAt('2.7m-90deg', 70)).toBeCloseTo(-5.13, 1);
    expect(snrAt('2.7m-90deg', Number.NEGATIVE_INFINITY)).toBeCloseTo(34.87, 1);
  });

  it('lets a good device meet the targets: FRR ≤ 10% in silence, ≤ 20% in 70 dBC, < 3 false wakes a day', () => {
    expect(worstFrrPercent(GOOD_DEVICE_PROFILE, Number.NEGATIVE_INFINITY)).toBeLessThanOrEqual(
      LIVE_FRR_MAX_PERCENT,
    );
    expect(worstFrrPercent(GOOD_DEVICE_PROFILE, 70)).toBeCloseTo(10.1, 1);
    expect(worstFrrPercent(GOOD_DEVICE_PROFILE, 70)).toBeLessThanOrEqual(NOISE_FRR_MAX_PERCENT);
    expect(24 * falseWakeRatePerHour(GOOD_DEVICE_PROFILE, 70)).toBeLessThanOrEqual(FAR_FALSE_WAKES_ALLOWED);
  });

  it('makes a poor device miss every target', () => {
    expect(worstFrrPercent(POOR_DEVICE_PROFILE, Number.NEGATIVE_INFINITY)).toBeGreaterThan(
      LIVE_FRR_MAX_PERCENT,
    );
    expect(worstFrrPercent(POOR_DEVICE_PROFILE, 70)).toBeGreaterThan(NOISE_FRR_MAX_PERCENT);
    expect(24 * falseWakeRatePerHour(POOR_DEVICE_PROFILE, 70)).toBeGreaterThan(FAR_FALSE_WAKES_ALLOWED);
  });

  it('puts an average device between: it passes in silence and fails far away in noise', () => {
    expect(worstFrrPercent(AVERAGE_DEVICE_PROFILE, Number.NEGATIVE_INFINITY)).toBeLessThanOrEqual(
      LIVE_FRR_MAX_PERCENT,
    );
    expect(worstFrrPercent(AVERAGE_DEVICE_PROFILE, 70)).toBeGreaterThan(NOISE_FRR_MAX_PERCENT);
  });

  it('states latency percentiles from the log-normal', () => {
    expect(latencyPercentileMs(GOOD_DEVICE_PROFILE.latency, NORMAL_QUANTILES.p50)).toBe(1200);
    expect(latencyPercentileMs(GOOD_DEVICE_PROFILE.latency, NORMAL_QUANTILES.p90)).toBeCloseTo(1653, 0);
  });

  it('finds profiles by id, good by default', () => {
    expect(deviceProfileById('poor')).toBe(POOR_DEVICE_PROFILE);
    expect(deviceProfileById('excellent')).toBeUndefined();
    expect(DEFAULT_DEVICE_PROFILE).toBe(GOOD_DEVICE_PROFILE);
  });
});
