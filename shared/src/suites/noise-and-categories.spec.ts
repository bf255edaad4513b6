import { FUNCTIONAL_TEST_CATEGORIES, functionalCategoryLabel } from './functional-test-categories.constant';
import {
  QUAL_NOISE,
  VOICE_ROBUSTNESS_NOISE_LEVELS_DBC,
  noiseNeedsSpeaker,
  noiseTypeLabel,
} from './noise-types.constant';
import { QUAL_SCENARIO_TYPES } from './scenario-types.constant';

describe('noise types', () => {
  it('needs no noise speaker for silence and device playback only', () => {
    expect(noiseNeedsSpeaker('SILENCE')).toBe(false);
    expect(noiseNeedsSpeaker('DEVICE_PLAYBACK')).toBe(false);
    expect(noiseNeedsSpeaker('PINK')).toBe(true);
    expect(noiseNeedsSpeaker('HIGH_SPEED_DEVICE_PLAYBACK')).toBe(true);
  });

  it('labels a noise by its id, and an unknown id as itself', () => {
    expect(noiseTypeLabel('HIGH_SPEED_DEVICE_PLAYBACK')).toBe('High Speed with Device Playback');
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
    expect(FUNCTIONAL_TEST_CATEGORIES).toHaveLength(12);
    expect(functionalCategoryLabel('BARGE_IN')).toBe('Barge In');
    expect(functionalCategoryLabel('X')).toBe('X');
  });
});
