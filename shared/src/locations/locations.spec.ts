import {
  CATALOGUE_PLACEMENTS,
  LOCATIONS,
  NOISE_LOCATION,
  SPEAKER_LOCATIONS,
  UTTERANCE_MAP_PLACEMENTS,
  isLocationId,
  locationById,
  locationLabel,
} from './locations.constant';

describe('locations', () => {
  it('names the five positions of doc 1 §9 as the spec writes them', () => {
    expect(SPEAKER_LOCATIONS.map(locationLabel)).toEqual([
      '1.8 m 135 deg',
      '2.7 m 30 deg',
      '2.7 m 90 deg',
      '0.9 m 30 deg',
      '0.9 m 90 deg',
    ]);
  });

  it('plays noise from 1.8 m 135 deg', () => {
    expect(locationById(NOISE_LOCATION)).toMatchObject({ role: 'noise', distanceM: 1.8, angleDeg: 135 });
  });

  it('has unique ids and eight utterance-map placements', () => {
    expect(new Set(LOCATIONS.map((l) => l.id)).size).toBe(LOCATIONS.length);
    expect(UTTERANCE_MAP_PLACEMENTS).toHaveLength(8);
    expect(UTTERANCE_MAP_PLACEMENTS.every(isLocationId)).toBe(true);
    expect(CATALOGUE_PLACEMENTS.map(locationLabel)).toEqual([
      '0.9 m 90 deg',
      '1.8 m 135 deg',
      '0.9 m 30 deg',
    ]);
  });

  it('shows an unknown id as it is', () => {
    expect(locationLabel('roof')).toBe('roof');
    expect(isLocationId('roof')).toBe(false);
    expect(locationById('roof')).toBeUndefined();
  });
});
