import { allowedPlacements } from '../catalogue/placement-rules.rule';
import { type Lab } from '../lab/lab.schema';
import { SPEAKER_LOCATIONS } from '../locations/locations.constant';
import {
  MOBILE_FUNCTIONAL_SYNC_LOCATIONS,
  NON_ACOUSTIC_SUITES,
  WAKE_WORD_SYNC_LOCATIONS,
  catalogueScenarioLocations,
  customTestSyncLocations,
  customizedTestSyncLocations,
  suiteSyncLocations,
} from './sync-locations.rule';

describe('suite locations (doc 1 §5)', () => {
  it.each(NON_ACOUSTIC_SUITES)('%s uses only 0.9 m 90 deg', (suite) => {
    expect(suiteSyncLocations({ suite, scenarioType: 'ANY', locale: 'en_US' })).toEqual(['0.9m-90deg']);
  });

  it('uses the fixed sets for mobile functional and wake-word tests', () => {
    expect(
      suiteSyncLocations({ suite: 'MOBILE', scenarioType: 'MOBILE_FUNCTIONAL', locale: 'en_US' }),
    ).toEqual(['0.9m-30deg']);
    expect(suiteSyncLocations({ suite: 'CLOSE_TALK', scenarioType: 'WWDD', locale: 'de_DE' })).toEqual([
      '0.9m-90deg',
    ]);
    expect(MOBILE_FUNCTIONAL_SYNC_LOCATIONS).toEqual(allowedPlacements('MOBILE_FUNCTIONAL'));
    expect(WAKE_WORD_SYNC_LOCATIONS).toEqual(allowedPlacements('AC_WWDD_QUICK_TEST'));
  });

  it('keeps the locations the scenario definitions list', () => {
    const lookup = () => ['2.7m-30deg', '0.9m-90deg', 'roof'];
    expect(
      suiteSyncLocations({ suite: 'ACOUSTIC', scenarioType: 'AC_FAR_FIELD', locale: 'en_US', lookup }),
    ).toEqual(['2.7m-30deg', '0.9m-90deg']);
  });

  it('uses every location when the lookup fails', () => {
    const lookup = () => undefined;
    expect(
      suiteSyncLocations({ suite: 'QUAL', scenarioType: 'QUAL_NOISE_PINK', locale: 'en_US', lookup }),
    ).toEqual(SPEAKER_LOCATIONS);
    expect(
      suiteSyncLocations({
        suite: 'QUAL',
        scenarioType: 'QUAL_NOISE_PINK',
        locale: 'en_US',
        allLocations: ['0.9m-90deg', 'qual-companion'],
      }),
    ).toEqual(['0.9m-90deg', 'qual-companion']);
  });

  it('reads the shipped definitions from the configuration catalogue', () => {
    expect(
      suiteSyncLocations({ suite: 'CLOSE_TALK', scenarioType: 'CT_WAKE_AND_RESPONSE', locale: 'en_US' }),
    ).toEqual(['1.8m-135deg', '0.9m-90deg']);
    expect(catalogueScenarioLocations('ACOUSTIC', 'AC_FAR', 'en_US')).toEqual(['1.8m-135deg']);
    expect(catalogueScenarioLocations('ACOUSTIC', 'AC_FAR', 'hi_IN')).toBeUndefined();
    expect(catalogueScenarioLocations('ACOUSTIC', 'AC_FAR_FIELD', 'en_US')).toBeUndefined();
    expect(catalogueScenarioLocations('QUAL', 'QUAL_WWDD', 'en_US')).toBeUndefined();
  });
});

describe('custom and customized tests (doc 1 §5)', () => {
  const lab: Pick<Lab, 'preference'> = {
    preference: {
      actor_mapping_preference: {
        p1: { name: 'Speech', location: '0.9 m 30 deg' },
        p2: { name: 'Noise', location: '1.8m-135deg' },
        p3: { name: 'Spare', location: '2.7m-90deg' },
        p4: { name: 'Lost', location: 'roof' },
      },
    },
  };

  it('keeps only the locations of Pis in the actor-to-lab mapping', () => {
    expect(customTestSyncLocations(lab, { Pi1: 'p2', Pi2: 'p1', Pi3: 'p1' })).toEqual([
      '1.8m-135deg',
      '0.9m-30deg',
    ]);
    expect(customTestSyncLocations(lab, { Pi1: 'p4', Pi2: 'p9' })).toEqual([]);
    expect(customTestSyncLocations({ preference: null }, { Pi1: 'p1' })).toEqual([]);
  });

  it.each([
    ['PINK', ['1.8m-135deg', '0.9m-90deg']],
    ['PUB', ['1.8m-135deg', '0.9m-90deg']],
    ['SILENCE', ['0.9m-90deg']],
    ['DEVICE_PLAYBACK', ['0.9m-90deg']],
  ] as const)('with %s noise uses %j', (noise, locations) => {
    expect(customizedTestSyncLocations(['0.9m-90deg'], noise)).toEqual(locations);
  });

  it('does not repeat the noise location', () => {
    expect(customizedTestSyncLocations(['1.8m-135deg', '2.7m-30deg'], 'ROCK')).toEqual([
      '1.8m-135deg',
      '2.7m-30deg',
    ]);
  });
});
