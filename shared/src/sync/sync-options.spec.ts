import { FAR_PLUS_PRODUCTION_LOCALES, LOCALE_SETS } from '../locales/locale-sets.constant';
import { MARKETPLACES } from '../locales/marketplaces.constant';
import { SCENARIO_TYPES_BY_SUITE } from '../suites/scenario-types.constant';
import {
  SYNC_LOCALE_BULK_CHOICES,
  SYNC_SUITES,
  applySyncLocaleChoice,
  syncLocaleChoices,
  syncLocalesFor,
  syncOptionCatalogue,
} from './sync-options.rule';

describe('sync option catalogue (doc 1 §3)', () => {
  it('lists each sync suite with all its scenario types', () => {
    const catalogue = syncOptionCatalogue();
    expect(catalogue.map((s) => s.suite)).toEqual(SYNC_SUITES);
    for (const suite of catalogue) {
      expect(suite.scenarioTypes.map((s) => s.scenarioType)).toEqual([
        ...SCENARIO_TYPES_BY_SUITE[suite.suite],
      ]);
      expect(suite.scenarioTypes.every((s) => s.locales.length > 0)).toBe(true);
    }
    expect(catalogue.find((s) => s.suite === 'ACOUSTIC')?.label).toBe('Acoustic');
    expect(catalogue.map((s) => s.suite)).not.toContain('CUSTOM_TEST');
  });

  it.each([
    ['ACOUSTIC', 'AC_FAR_PLUS', LOCALE_SETS.farPlus],
    ['ACOUSTIC', 'AC_FAR', LOCALE_SETS.far],
    ['CLOSE_TALK', 'FAR', LOCALE_SETS.far],
    ['ACOUSTIC', 'AC_WWDD_FULL_TEST', MARKETPLACES],
    ['MUSIC', 'MUSIC_MSK', LOCALE_SETS.music],
    ['CLOSE_TALK', 'CT_WAKE_AND_RESPONSE', LOCALE_SETS.closeTalk],
    ['MOBILE', 'AC_TRAINED_MOBILE', LOCALE_SETS.trainedMobile],
    ['MOBILE', 'AC_VOICE_ENROLLMENT_ROBUSTNESS', LOCALE_SETS.trainedMobile],
    ['MOBILE', 'MOBILE_FUNCTIONAL', ['en_US']],
    ['FUNCTIONAL', 'FUNC_ALL', LOCALE_SETS.functional],
    ['FUNCTIONAL', 'FUNC_NAV_ALL', LOCALE_SETS.automotiveFunctional],
    ['AUTOMOTIVE', 'AUTOMOTIVE_FRR_RAR', LOCALE_SETS.automotiveFunctional],
    ['STABILITY', 'STABILITY_STRESS', MARKETPLACES],
  ] as const)('%s %s offers its locale set', (suite, scenarioType, locales) => {
    expect(syncLocalesFor(suite, scenarioType)).toEqual(locales);
  });

  it('offers the production far-plus locales in production', () => {
    expect(syncLocalesFor('ACOUSTIC', 'AC_FAR_PLUS', 'prod')).toEqual(FAR_PLUS_PRODUCTION_LOCALES);
    const prod = syncOptionCatalogue('prod').find((s) => s.suite === 'ACOUSTIC');
    expect(prod?.scenarioTypes.find((s) => s.scenarioType === 'AC_FAR_PLUS')?.locales).toEqual(
      FAR_PLUS_PRODUCTION_LOCALES,
    );
  });
});

describe('Select All and Deselect All (doc 1 §3)', () => {
  const offered = ['en_US', 'en_GB', 'de_DE'] as const;

  it('puts the bulk choices above the locales', () => {
    expect(syncLocaleChoices(offered).map((c) => c.label)).toEqual([
      'Select All',
      'Deselect All',
      'en_US',
      'en_GB',
      'de_DE',
    ]);
  });

  it.each([
    [SYNC_LOCALE_BULK_CHOICES.selectAll.value, ['en_GB'], ['en_US', 'en_GB', 'de_DE']],
    [SYNC_LOCALE_BULK_CHOICES.deselectAll.value, ['en_GB'], []],
    ['de_DE', ['en_GB'], ['en_GB', 'de_DE']],
    ['en_GB', ['en_GB', 'de_DE'], ['de_DE']],
    ['de_DE', ['de_DE', 'en_US'], ['en_US']],
    ['fr_FR', ['en_US'], ['en_US']],
  ] as const)('choosing %s with %j selects %j', (choice, selected, expected) => {
    expect(applySyncLocaleChoice(choice, offered, selected)).toEqual(expected);
  });
});
