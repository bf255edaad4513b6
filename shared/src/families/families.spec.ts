import { acousticSegments } from '../runs/acoustic-run-plan.rule';
import { isFunctionalScenarioType } from '../runs/functional/functional-plan.rule';
import { SCENARIO_TYPES, SCENARIO_TYPES_BY_SUITE } from '../suites/scenario-types.constant';
import { UDT_CATEGORY } from '../suites/scenario-suites.constant';
import {
  ACM_SCENARIO_NAME,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  TEST_SUITES,
  WWA_SCENARIO_NAME,
} from '../suites/test-suites.constant';
import { PLAYED_RUN_FAMILIES, RUN_FAMILY_IDS, RUN_FAMILY_TABLE, type RunFamilyRow } from './families.data';
import {
  isPlayedRunFamily,
  jobFamilyOf,
  runFamilyOf,
  scenarioTypeFamily,
  suiteFamily,
} from './families.rule';

const rows = RUN_FAMILY_IDS.map((id) => [id, RUN_FAMILY_TABLE[id] as RunFamilyRow] as const);

describe('the family table (issue 28: family identity in one place)', () => {
  it('maps every scenario type the catalogue offers to exactly one family', () => {
    const familiesOf = (type: string) =>
      rows.filter(([, row]) => (row.scenarioTypes as readonly string[]).includes(type)).map(([id]) => id);
    const problems = SCENARIO_TYPES.map((type) => [type, familiesOf(type)] as const).filter(
      ([, families]) => families.length !== 1,
    );
    expect(problems).toEqual([]);
  });

  it('names no scenario type the catalogue does not offer, and none twice in a row', () => {
    const named = rows.flatMap(([, row]) => row.scenarioTypes);
    expect(named.filter((type) => !(SCENARIO_TYPES as readonly string[]).includes(type))).toEqual([]);
    expect(named.length).toBe(new Set(named).size);
  });

  it('gives every family something to decide it, and names only suites the catalogue has', () => {
    for (const [, row] of rows)
      expect(row.scenarioTypes.length + (row.suites?.length ?? 0)).toBeGreaterThan(0);
    const suiteIds = TEST_SUITES.map((suite) => suite.id as string);
    expect(rows.flatMap(([, row]) => row.suites ?? []).filter((id) => !suiteIds.includes(id))).toEqual([]);
  });

  it('decides the BDD-style and user-defined suites by the suite, whatever they play', () => {
    expect(suiteFamily({ suiteId: ACM_SCENARIO_NAME })).toBe('acm');
    expect(suiteFamily({ suiteId: WWA_SCENARIO_NAME })).toBe('wwa');
    expect(suiteFamily({ suiteId: CUSTOM_SCENARIO_ALLOW_LIST_NAME })).toBe('user-defined');
    expect(suiteFamily({ suiteId: 'a-user-test-id', suiteCategory: UDT_CATEGORY })).toBe('user-defined');
    expect(suiteFamily({ suiteId: 'AVSCertSimulation', suiteCategory: 'ACOUSTIC' })).toBeUndefined();
    expect(runFamilyOf({ suiteId: ACM_SCENARIO_NAME, scenarioTypes: ['CALLING'] })).toEqual({
      ok: true,
      family: 'acm',
    });
  });

  it('decides the other runs by their scenario types, all of one family', () => {
    expect(runFamilyOf({ scenarioTypes: ['AC_NEAR_FIELD', 'QUAL_WWDD'] })).toEqual({
      ok: true,
      family: 'acoustic',
    });
    expect(runFamilyOf({ scenarioTypes: ['MOBILE_FUNCTIONAL'] })).toEqual({ ok: true, family: 'functional' });
    expect(runFamilyOf({ scenarioTypes: ['FAR'] })).toEqual({ ok: true, family: 'far' });
    expect(runFamilyOf({ scenarioTypes: ['AC_TRAINED_MOBILE', 'MOBILE_FUNCTIONAL'] })).toEqual({
      ok: false,
      mixed: ['AC_TRAINED_MOBILE', 'MOBILE_FUNCTIONAL'],
    });
    expect(runFamilyOf({ scenarioTypes: ['AC_NEAR_FIELD', 'KARAOKE'] })).toEqual({
      ok: false,
      unknown: 'KARAOKE',
    });
    expect(runFamilyOf({ scenarioTypes: [] })).toEqual({ ok: false, unknown: '' });
  });

  it("reads a job's family from its options: execution order first, else its scenario type", () => {
    const job = {
      testSuite: 'AQTFunctional',
      testOptions: { testSuite: 'FUNCTIONAL', scenarioType: 'FUNC_ALL' },
    };
    expect(jobFamilyOf(job)).toEqual({ ok: true, family: 'functional' });
    expect(jobFamilyOf({ ...job, executionOrder: ['AC_FAR_FIELD'] })).toEqual({
      ok: true,
      family: 'acoustic',
    });
    expect(jobFamilyOf({ ...job, testSuite: ACM_SCENARIO_NAME })).toEqual({ ok: true, family: 'acm' });
  });

  it("lets every played family's rules play each of its scenario types", () => {
    expect(PLAYED_RUN_FAMILIES.every(isPlayedRunFamily)).toBe(true);
    expect(isPlayedRunFamily('security')).toBe(false);
    expect(
      RUN_FAMILY_TABLE.acoustic.scenarioTypes.filter((type) => !acousticSegments(type, 'en_US')),
    ).toEqual([]);
    expect(
      RUN_FAMILY_TABLE.functional.scenarioTypes.filter((type) => !isFunctionalScenarioType(type)),
    ).toEqual([]);
  });

  it("keeps each suite's offer to families of its own (a suite's rows may mix only where the catalogue does)", () => {
    const familiesBySuite = Object.fromEntries(
      Object.entries(SCENARIO_TYPES_BY_SUITE).map(([suite, types]) => [
        suite,
        [...new Set((types as readonly string[]).map(scenarioTypeFamily))].sort(),
      ]),
    );
    expect(familiesBySuite).toEqual({
      ACOUSTIC: ['acoustic', 'far', 'wake-word-validation'],
      MUSIC: ['acoustic'],
      FUNCTIONAL: ['functional'],
      CLOSE_TALK: ['acoustic', 'far'],
      MOBILE: ['acoustic', 'far', 'functional'],
      AUTO_LOCAL_SEARCH: ['auto-local-search'],
      STABILITY: ['stability'],
      UPL: ['upl'],
      QUAL: ['acoustic'],
      AVS_SECURITY: ['security'],
      CUSTOM_TEST: ['user-defined'],
      AUTOMOTIVE: ['automotive'],
      ACAV: ['sound-level'],
      MULTIMODAL: ['acm', 'wwa'],
    });
  });
});
