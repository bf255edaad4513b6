import { allowedScenariosSchema } from './allow-list.schema';
import { SUITE_GROUPS, TEST_SUITE_CATEGORIES, suiteGroupOf } from './scenario-suites.constant';
import {
  SCENARIO_TYPES,
  SCENARIO_TYPES_BY_SUITE,
  isFarScenarioType,
  isWwddScenarioType,
} from './scenario-types.constant';
import { TEST_SUITES, testSuiteById, testSuiteOfCategory } from './test-suites.constant';

describe('suites', () => {
  it('puts UDT under OAK Tests and every other category under Certification Tests', () => {
    expect(suiteGroupOf('UDT')).toBe(SUITE_GROUPS.oak);
    for (const category of TEST_SUITE_CATEGORIES.filter((c) => c !== 'UDT')) {
      expect(suiteGroupOf(category)).toBe('Certification Tests');
    }
  });

  it('keeps the suite ids of doc 1 §9 and unique ids', () => {
    expect(TEST_SUITES.map((suite) => suite.id)).toEqual(
      expect.arrayContaining([
        'AVSCertSimulation',
        'AVSCertMusic',
        'AQTFunctional',
        'AVSCertCloseTalk',
        'AVSCertMobile',
        'AVSSecurityTools',
        'AQTScenarioAutoLocalSearch',
        'AQTQualScenario',
        'AQTUDTV2',
        'AQTUDTV2WWA',
        'AQTCustomScenario',
      ]),
    );
    expect(new Set(TEST_SUITES.map((suite) => suite.id)).size).toBe(TEST_SUITES.length);
    expect(testSuiteById('AVSCertSimulation')).toMatchObject({
      displayName: 'Acoustic',
      category: 'ACOUSTIC',
    });
    expect(testSuiteById('AQTUDTV2')?.displayName).toBe('ACM');
    expect(testSuiteById('AQTUDTV2WWA')?.displayName).toBe('WWA');
    expect(testSuiteById('nope')).toBeUndefined();
    expect(testSuiteOfCategory('MUSIC')?.id).toBe('AVSCertMusic');
  });

  it('offers each suite its scenario types', () => {
    expect(SCENARIO_TYPES_BY_SUITE.CLOSE_TALK).toEqual(['CT_WAKE_AND_RESPONSE', 'WWDD', 'FAR']);
    expect(SCENARIO_TYPES_BY_SUITE.MOBILE).toContain('AC_VOICE_ENROLLMENT_ROBUSTNESS');
    expect(SCENARIO_TYPES_BY_SUITE.QUAL).toHaveLength(8);
    expect(SCENARIO_TYPES_BY_SUITE.MUSIC).toHaveLength(9);
    expect(new Set(SCENARIO_TYPES).size).toBe(SCENARIO_TYPES.length);
  });

  it('recognises far-field and wake-word scenario types', () => {
    expect(['AC_FAR', 'AC_FAR_PLUS', 'AC_FAR_CUSTOM', 'FAR'].every(isFarScenarioType)).toBe(true);
    expect(isFarScenarioType('AC_FAR_FIELD')).toBe(false);
    expect(['AC_WWDD_QUICK_TEST', 'AC_WWDD_FULL_TEST', 'WWDD', 'QUAL_WWDD'].every(isWwddScenarioType)).toBe(
      true,
    );
    expect(isWwddScenarioType('AC_FAR')).toBe(false);
  });
});

describe('allow list', () => {
  it('is a list of scenario names', () => {
    expect(allowedScenariosSchema.parse([{ name: 'AQTCustomScenario' }])).toEqual([
      { name: 'AQTCustomScenario' },
    ]);
    expect(allowedScenariosSchema.safeParse([{ name: '' }]).success).toBe(false);
  });
});
