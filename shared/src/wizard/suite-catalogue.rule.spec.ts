import { labDependenciesId } from '../sync/lab-dependencies.schema';
import { suiteLocaleOf, suiteRolesOf, testSuiteSchema } from './test-suite.schema';
import {
  SUITE_MARKETPLACE,
  customScenarioSuites,
  wizardCategoryOptions,
  wizardRunOptionFields,
  wizardScenarioOptions,
  wizardTestSuites,
} from './suite-catalogue.rule';

describe('the wizard suite catalogue', () => {
  it('lists the open suites to everyone and the allow-listed ones only when allowed', () => {
    const open = wizardTestSuites([]).map((suite) => suite.id);
    expect(open).toContain('AVSCertSimulation');
    expect(open).not.toContain('AQTUDTV2');
    expect(open).not.toContain('AQTUDTV2WWA');
    const allowed = wizardTestSuites(['AQTUDTV2', 'AQTUDTV2WWA', 'AQTCustomScenario']).map((s) => s.id);
    expect(allowed).toEqual(expect.arrayContaining(['AQTUDTV2', 'AQTUDTV2WWA']));
    // User-defined tests are listed one by one, not as a suite.
    expect(allowed).not.toContain('AQTCustomScenario');
  });

  it('gives each suite a valid config, its locale and its roles', () => {
    for (const suite of wizardTestSuites(['AQTUDTV2', 'AQTUDTV2WWA'])) {
      expect(testSuiteSchema.parse(suite)).toEqual(suite);
      expect(suiteLocaleOf(suite)).toBe(SUITE_MARKETPLACE);
      expect(suite.labDependenciesUri).toBe(labDependenciesId(suite.category));
    }
    const [acoustic] = wizardTestSuites([]);
    expect(suiteRolesOf(acoustic!.mapping)).toEqual({ duts: ['DUT1'], actors: ['Speaker'] });
    const acm = wizardTestSuites(['AQTUDTV2']).find((suite) => suite.displayName === 'ACM');
    expect(acm?.mapping).toEqual([]);
  });

  it('offers the playable scenario types of a suite as categories, and their positions as scenarios', () => {
    const acoustic = wizardTestSuites([]).find((suite) => suite.category === 'ACOUSTIC')!;
    const categories = wizardCategoryOptions(acoustic).map((option) => option.value);
    expect(categories).toEqual(expect.arrayContaining(['AC_FAR_FIELD', 'AC_NEAR_FIELD']));
    // FAR types play (issue 30), from the noise position only.
    expect(categories).toEqual(expect.arrayContaining(['AC_FAR', 'AC_FAR_CUSTOM']));
    expect(wizardScenarioOptions(acoustic, 'AC_FAR').map((option) => option.value)).toEqual(['1.8m-135deg']);
    expect(wizardScenarioOptions(acoustic, 'AC_FAR_FIELD')).toEqual([
      { value: '2.7m-30deg', label: expect.any(String) },
      { value: '2.7m-90deg', label: expect.any(String) },
    ]);
    expect(wizardScenarioOptions(acoustic, 'NOT_A_TYPE')).toEqual([]);
  });

  it('offers the functional types, a custom one with its test categories and a standard one with its positions', () => {
    const functional = wizardTestSuites([]).find((suite) => suite.category === 'FUNCTIONAL')!;
    expect(wizardCategoryOptions(functional).map((option) => option.value)).toEqual(
      expect.arrayContaining(['FUNC_ALL', 'FUNC_CUSTOM', 'AUTO_FUNC_CUSTOM', 'FUNC_NAV_ALL']),
    );
    const custom = wizardScenarioOptions(functional, 'FUNC_CUSTOM');
    expect(custom).toEqual(
      expect.arrayContaining([
        { value: 'ALARM', label: 'Alarm' },
        { value: 'TIMER', label: 'Timer' },
      ]),
    );
    expect(custom).toHaveLength(12);
    expect(wizardScenarioOptions(functional, 'FUNC_ALL').map((option) => option.value)).toEqual([
      '0.9m-90deg',
      '0.9m-30deg',
    ]);
  });

  it('offers the ACM library to the ACM suite', () => {
    const acm = { displayName: 'ACM', category: 'MULTIMODAL' as const };
    expect(wizardCategoryOptions(acm).map((option) => option.value)).toContain('CALLING');
    expect(wizardScenarioOptions(acm, 'CALLING').map((option) => option.value)).toEqual([
      '302',
      '304',
      '305',
    ]);
    expect(wizardScenarioOptions(acm, 'UNKNOWN')).toEqual([]);
  });
});

describe('wizardRunOptionFields', () => {
  it('offers the utterance count to the acoustic family, and the delay to its custom runs', () => {
    expect(wizardRunOptionFields({ category: 'ACOUSTIC' }, 'CUSTOM')).toEqual([
      'utteranceCount',
      'delayBetweenUtterances',
    ]);
    expect(wizardRunOptionFields({ category: 'MUSIC' }, 'STANDARD')).toEqual(['utteranceCount']);
    expect(wizardRunOptionFields({ category: 'MULTIMODAL' }, 'CUSTOM')).toEqual([]);
  });
});

describe('customScenarioSuites', () => {
  const config = (patch: Record<string, unknown> = {}) =>
    JSON.stringify({ actorCount: 2, dutCount: 3, marketPlace: 'de_DE', ...patch });
  const listed = wizardTestSuites([]);

  it('lists each user-defined test from the cutoff on as a UDT suite with its roles, locale and files', () => {
    const [suite, ...rest] = customScenarioSuites(
      [
        { id: 'u1', name: 'Kitchen', createdAt: '2023-01-05T10:00:00Z', config: config() },
        { id: 'u0', name: 'Old', createdAt: '2022-12-30T23:59:59Z', config: config() },
      ],
      listed,
    );
    expect(rest).toEqual([]);
    expect(suite).toEqual({
      id: 'u1',
      displayName: 'Kitchen',
      category: 'UDT',
      config: JSON.stringify({ marketPlace: 'de_DE' }),
      labDependenciesUri: 'lab-dependencies/UDT',
      testDefinitionUri: '/api/customscenarios/u1/testdefinition',
      audioFilesUri: '/api/customscenarios/u1/audiofiles',
      mapping: [{ tag: '@u1', duts: ['DUT1', 'DUT2', 'DUT3'], actors: ['Pi1', 'Pi2'] }],
    });
    expect(testSuiteSchema.parse(suite)).toEqual(suite);
  });

  it('skips tests already listed by id or name, and reads a broken config as the defaults', () => {
    const suites = customScenarioSuites(
      [
        { id: 'u1', name: 'Acoustic', createdAt: '2024-01-01', config: config() },
        { id: 'AVSCertSimulation', name: 'Mine', createdAt: '2024-01-01', config: config() },
        { id: 'u2', name: 'Broken', updatedAt: '2024-01-01', config: '{' },
        { id: 'u3', name: 'Broken', createdAt: '2024-01-01', config: config() },
      ],
      listed,
    );
    expect(suites.map((suite) => suite.id)).toEqual(['u2']);
    expect(suites[0]).toMatchObject({
      config: JSON.stringify({ marketPlace: SUITE_MARKETPLACE }),
      mapping: [{ duts: ['DUT1'], actors: ['Pi1'] }],
    });
  });
});
