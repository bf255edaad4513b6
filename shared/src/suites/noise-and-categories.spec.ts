import {
  FUNCTIONAL_TEST_CATEGORIES,
  TEST_CATEGORIES,
  functionalCategoryLabel,
} from './functional-test-categories.constant';
import {
  NOISE_TYPES,
  QUAL_NOISE,
  VOICE_ROBUSTNESS_NOISE_LEVELS_DBC,
  noiseNeedsSpeaker,
  noiseTypeLabel,
  noiseTypesOf,
} from './noise-types.constant';
import { QUAL_SCENARIO_TYPES } from './scenario-types.constant';

describe('noise types', () => {
  it('needs no noise speaker for silence and device playback only', () => {
    expect(noiseNeedsSpeaker('SILENCE')).toBe(false);
    expect(noiseNeedsSpeaker('DEVICE_PLAYBACK')).toBe(false);
    expect(noiseNeedsSpeaker('PINK')).toBe(true);
    expect(noiseNeedsSpeaker('HIGH_SPEED_DEVICE_PLAYBACK')).toBe(true);
  });

  it('offers each suite known noises, and silence to the rest', () => {
    const ids = NOISE_TYPES.map((n) => n.id) as string[];
    expect(noiseTypesOf('CUSTOM_TEST').map(noiseTypeLabel)).toEqual([
      'Silence',
      'External Music',
      'Device Playback',
      'Noise',
      'Car Noise',
      'Pub',
      'Pink',
      'Rock',
    ]);
    expect(noiseTypesOf('AUTOMOTIVE').every((n) => ids.includes(n))).toBe(true);
    expect(noiseTypesOf('UPL')).toEqual(['SILENCE']);
    expect(noiseTypeLabel('THUNDER')).toBe('THUNDER');
  });

  it('gives every qualification type its noise', () => {
    expect(Object.keys(QUAL_NOISE).sort()).toEqual([...QUAL_SCENARIO_TYPES].sort());
    expect(QUAL_NOISE.QUAL_NOISE_CAFE).toBe('CAFE');
  });

  it('plays voice robustness noise at 35, 45 and 55 dBC', () => {
    expect(VOICE_ROBUSTNESS_NOISE_LEVELS_DBC).toEqual([35, 45, 55]);
  });
});

describe('functional test categories', () => {
  it('lists the twelve categories of the catalogue', () => {
    expect(FUNCTIONAL_TEST_CATEGORIES.map((c) => c.label)).toEqual([
      'Alarm',
      'Timer',
      'Volume',
      'Notifications',
      'Reminder',
      'Shopping',
      'Sports Update',
      'Flash Briefing',
      'Barge In',
      'Equalizer',
      'Echo Cancellation',
      'Cloud wake-word verification',
    ]);
    expect(TEST_CATEGORIES).toHaveLength(12);
    expect(functionalCategoryLabel('BARGE_IN')).toBe('Barge In');
    expect(functionalCategoryLabel('X')).toBe('X');
  });
});
