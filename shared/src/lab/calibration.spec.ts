import { CALIBRATION_OPTIONS, LAB_NOISE_CALIBRATION_DBC, noiseVolumeForLevel } from './calibration.constant';
import {
  buildCalibrationRequest,
  calibrateButtonMode,
  calibrationLocales,
  calibrationOptionsFor,
  endCalibration,
  startCalibration,
} from './calibration.rule';
import { calibrationRequestSchema } from './calibration.schema';
import { INITIAL_PI_CLIENT_STATUS } from './pi-status.schema';

describe('calibration options (doc 2 §9)', () => {
  it('offers pink noise and the two DUT calibrations', () => {
    expect(CALIBRATION_OPTIONS.map((o) => o.label)).toEqual([
      'Pink Noise',
      'DUT Calibration with Skill',
      'DUT Calibration with Happy Song',
    ]);
    expect(calibrationOptionsFor({ name: 'Lab One' })).toHaveLength(3);
  });

  it('omits pink noise in automotive labs', () => {
    expect(calibrationOptionsFor({ name: 'Automotive Companion' }).map((o) => o.id)).toEqual([
      'dut_skill',
      'dut_happy_song',
    ]);
  });

  it.each([
    ['dut_skill', 'en_CA', false],
    ['dut_skill', 'ja_JP', false],
    ['dut_skill', 'en_US', true],
    ['dut_happy_song', 'en_CA', false],
    ['dut_happy_song', 'ja_JP', true],
  ] as const)('%s in %s is offered: %s (doc 1 §5)', (option, locale, offered) => {
    expect(calibrationLocales(option).includes(locale)).toBe(offered);
    expect(buildCalibrationRequest(option, locale).ok).toBe(offered);
  });

  it('needs no locale for pink noise and a locale for the DUT calibrations', () => {
    expect(calibrationLocales('pink_noise')).toEqual([]);
    expect(buildCalibrationRequest('pink_noise', 'en_US')).toEqual({
      ok: true,
      value: { option: 'pink_noise' },
    });
    expect(buildCalibrationRequest('dut_skill')).toEqual({
      ok: false,
      error: 'Please select a locale supported by DUT Calibration with Skill.',
    });
    const request = buildCalibrationRequest('dut_happy_song', 'de_DE');
    expect(request.ok && calibrationRequestSchema.parse(request.value)).toEqual({
      option: 'dut_happy_song',
      locale: 'de_DE',
    });
  });
});

describe('calibration flags (doc 2 §4)', () => {
  const statuses = {
    p1: INITIAL_PI_CLIENT_STATUS,
    p2: INITIAL_PI_CLIENT_STATUS,
    p3: INITIAL_PI_CLIENT_STATUS,
  };

  it('marks the chosen Pi calibrating and every other Pi calibrationInProgress', () => {
    const started = startCalibration(statuses, 'p2');
    expect(started.p2).toMatchObject({ calibrate: 'busy', calibrationInProgress: false });
    expect(started.p1).toMatchObject({ calibrate: 'idle', calibrationInProgress: true });
    expect(started.p3).toMatchObject({ calibrate: 'idle', calibrationInProgress: true });
    expect(calibrateButtonMode(started.p2!)).toBe('stop');
    expect(calibrateButtonMode(started.p1!)).toBe('disabled');
  });

  it('resets every flag on completion or error', () => {
    const ended = endCalibration(startCalibration(statuses, 'p1'));
    expect(ended).toEqual(statuses);
    expect(Object.values(ended).map(calibrateButtonMode)).toEqual(['calibrate', 'calibrate', 'calibrate']);
  });
});

describe('noiseVolumeForLevel', () => {
  it('scales the calibrated full-volume level by 20·log10(volume / 100), in whole steps from 1 to 100', () => {
    expect(noiseVolumeForLevel(LAB_NOISE_CALIBRATION_DBC)).toBe(100);
    expect(noiseVolumeForLevel(50)).toBe(10);
    expect(noiseVolumeForLevel(45)).toBe(6);
    expect(noiseVolumeForLevel(35)).toBe(2);
    expect(noiseVolumeForLevel(80)).toBe(100);
    expect(noiseVolumeForLevel(0)).toBe(1);
  });
});
