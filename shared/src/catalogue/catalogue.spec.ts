import {
  CATALOGUE_TEST_TYPES,
  DEVICE_CATEGORIES,
  PLUGINS,
  TEST_TYPES_BY_CATEGORY,
} from './catalogue.constant';
import {
  categoriesOf,
  localeEntry,
  localesOf,
  placementConfig,
  placementsOf,
  resourcesOfRun,
  testTypesOf,
} from './catalogue.lookup';
import { catalogueLocales } from './placement-rules.rule';
import { stableGuid } from './stable-guid.util';
import { TEST_CONFIGURATION_CATALOGUE, subTypeFor } from './test-configuration-catalogue.data';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the test configuration catalogue', () => {
  it('nests device category, test type, locale and placement', () => {
    expect(Object.keys(TEST_CONFIGURATION_CATALOGUE)).toEqual(['close-talk', 'mobile', 'functional']);
    for (const category of DEVICE_CATEGORIES)
      expect(testTypesOf(category)).toEqual(TEST_TYPES_BY_CATEGORY[category]);
    const offered = new Set(DEVICE_CATEGORIES.flatMap(testTypesOf));
    expect([...offered].sort()).toEqual([...CATALOGUE_TEST_TYPES].sort());
  });

  it('uses only 0.9 m 90 deg for wake-word tests', () => {
    for (const category of categoriesOf('AC_WWDD_FULL_TEST')) {
      expect(placementsOf(category, 'AC_WWDD_FULL_TEST', 'de_DE')).toEqual(['0.9m-90deg']);
      expect(placementsOf(category, 'AC_WWDD_QUICK_TEST', 'en_US')).toEqual(['0.9m-90deg']);
    }
  });

  it('uses only 1.8 m 135 deg for far-field tests, with FAR_{locale} subTypes', () => {
    for (const testType of ['AC_FAR', 'AC_FAR_CUSTOM', 'AC_FAR_PLUS'] as const) {
      expect(placementsOf('close-talk', testType, 'en_US')).toEqual(['1.8m-135deg']);
      expect(localeEntry('close-talk', testType, 'en_US')?.subType).toBe('FAR_en_US');
    }
    expect(localesOf('close-talk', 'AC_FAR')).toHaveLength(11);
    expect(localeEntry('mobile', 'AC_FAR', 'ja_JP')?.subType).toBe('FAR_ja_JP');
  });

  it('offers close-talk wake-and-response at both placements with two and three resources', () => {
    expect(placementsOf('close-talk', 'CT_WAKE_AND_RESPONSE', 'fr_FR')).toEqual([
      '0.9m-90deg',
      '1.8m-135deg',
    ]);
    expect(
      placementConfig('close-talk', 'CT_WAKE_AND_RESPONSE', 'fr_FR', '0.9m-90deg')?.resources,
    ).toHaveLength(2);
    expect(placementConfig('close-talk', 'CT_WAKE_AND_RESPONSE', 'fr_FR', '1.8m-135deg')?.resources).toEqual([
      'CT_WAKE_AND_RESPONSE/fr_FR',
      'shared/noise',
      'shared/calibration',
    ]);
  });

  it('offers mobile tests all three placements, joining the Common resource at 1.8 m', () => {
    expect(placementsOf('mobile', 'AC_TRAINED_MOBILE', 'en_US')).toEqual([
      '0.9m-90deg',
      '1.8m-135deg',
      '0.9m-30deg',
    ]);
    expect(placementConfig('mobile', 'AC_TRAINED_MOBILE', 'en_US', '1.8m-135deg')?.resources).toEqual([
      'AC_TRAINED_MOBILE/en_US',
      'AC_TRAINED_MOBILE/Common',
    ]);
    expect(placementConfig('mobile', 'AC_TRAINED_MOBILE', 'en_US', '0.9m-30deg')?.resources).toEqual([
      'AC_TRAINED_MOBILE/en_US',
    ]);
  });

  it('gives the mobile tests a Common pseudo-locale', () => {
    expect(localesOf('mobile', 'AC_VOICE_ENROLLMENT_ROBUSTNESS')).toContain('Common');
    expect(placementConfig('mobile', 'AC_TRAINED_MOBILE', 'Common', '1.8m-135deg')?.resources).toEqual([
      'AC_TRAINED_MOBILE/Common',
    ]);
  });

  it('runs functional tests at 0.9 m 90 deg, automated and FUNC_ALL also at 0.9 m 30 deg', () => {
    expect(placementsOf('functional', 'FUNC_NAV_ALL', 'en_US')).toEqual(['0.9m-90deg']);
    expect(placementsOf('functional', 'FUNC_NAV_CUSTOM', 'en_US')).toEqual(['0.9m-90deg']);
    expect(placementsOf('functional', 'FUNC_ALL', 'en_US')).toEqual(['0.9m-90deg', '0.9m-30deg']);
    expect(placementsOf('functional', 'AUTO_FUNC_ALL', 'en_US')).toEqual(['0.9m-90deg', '0.9m-30deg']);
    expect(placementsOf('functional', 'AUTO_FUNC_CUSTOM', 'de_DE')).toEqual(['0.9m-90deg', '0.9m-30deg']);
  });

  it('offers mobile functional in en_US only, at 0.9 m 30 deg', () => {
    expect(localesOf('mobile', 'MOBILE_FUNCTIONAL')).toEqual(['en_US']);
    expect(placementsOf('mobile', 'MOBILE_FUNCTIONAL', 'en_US')).toEqual(['0.9m-30deg']);
  });

  it('names mdxirs and the audio plugin everywhere, the tools for mobile, recorder and stitcher for automated functional', () => {
    expect(placementConfig('close-talk', 'AC_WWDD_FULL_TEST', 'en_US', '0.9m-90deg')?.plugins).toEqual([
      PLUGINS.irs,
      PLUGINS.avsAudio,
    ]);
    expect(placementConfig('mobile', 'AC_WWDD_FULL_TEST', 'en_US', '0.9m-90deg')?.plugins).toEqual([
      PLUGINS.irs,
      PLUGINS.avsAudio,
      PLUGINS.aqtTools,
    ]);
    expect(placementConfig('functional', 'AUTO_FUNC_ALL', 'en_US', '0.9m-30deg')?.plugins).toEqual([
      PLUGINS.irs,
      PLUGINS.avsAudio,
      PLUGINS.audioRecorder,
      PLUGINS.audioStitcher,
    ]);
    expect(placementConfig('functional', 'FUNC_ALL', 'en_US', '0.9m-90deg')?.plugins).toEqual([
      PLUGINS.irs,
      PLUGINS.avsAudio,
    ]);
  });

  it('gives other locales GUID subTypes, with en_CA reusing en_US', () => {
    const enUs = localeEntry('close-talk', 'CT_WAKE_AND_RESPONSE', 'en_US')!.subType;
    expect(enUs).toMatch(GUID);
    expect(localeEntry('close-talk', 'CT_WAKE_AND_RESPONSE', 'en_CA')!.subType).toBe(enUs);
    expect(localeEntry('close-talk', 'CT_WAKE_AND_RESPONSE', 'en_GB')!.subType).not.toBe(enUs);
    expect(localeEntry('close-talk', 'AC_WWDD_FULL_TEST', 'en_US')!.subType).not.toBe(enUs);
    expect(subTypeFor('CT_WAKE_AND_RESPONSE', 'en_US')).toBe(enUs);
  });

  it('answers nothing for what it does not offer', () => {
    expect(localesOf('functional', 'AC_FAR')).toEqual([]);
    expect(placementsOf('close-talk', 'AC_FAR', 'ar_SA')).toEqual([]);
    expect(placementConfig('close-talk', 'AC_FAR', 'en_US', '0.9m-90deg')).toBeUndefined();
    expect(resourcesOfRun('functional', 'AC_FAR', 'en_US')).toEqual([]);
  });

  it('lists every resource a run needs once', () => {
    expect(resourcesOfRun('mobile', 'AC_TRAINED_MOBILE', 'en_US')).toEqual([
      'AC_TRAINED_MOBILE/en_US',
      'AC_TRAINED_MOBILE/Common',
    ]);
  });

  it('offers the production far-plus list in production', () => {
    expect(catalogueLocales('AC_FAR_PLUS', 'prod')).toEqual(['en_US', 'en_GB', 'de_DE', 'ja_JP']);
  });
});

describe('stableGuid', () => {
  it('is a version-8 GUID that depends only on the name', () => {
    expect(stableGuid('a')).toMatch(GUID);
    expect(stableGuid('a')).toBe(stableGuid('a'));
    expect(stableGuid('a')).not.toBe(stableGuid('b'));
    expect(stableGuid('')).toMatch(GUID);
  });
});
