import { parseTestSuiteConfig, suiteLocaleOf, suiteRolesOf, testSuiteSchema } from './test-suite.schema';

describe('test suite', () => {
  const suite = {
    id: 'AQTUDTV2',
    displayName: 'ACM',
    category: 'MULTIMODAL',
    config: JSON.stringify({ marketPlace: 'en_US', extra: 1 }),
    audioFilesUri: 's3://audio',
    labDependenciesUri: 'deps/acm',
    testDefinitionUri: 'defs/acm',
    mapping: [
      { tag: '@call', duts: ['Caller', 'Callee'], actors: ['Speaker1'] },
      { tag: '@drop', duts: ['Caller'], actors: ['Speaker1', 'Speaker2'] },
    ],
  };

  it('parses the fields of doc 2 §3', () => {
    expect(testSuiteSchema.parse(suite)).toEqual(suite);
    expect(testSuiteSchema.safeParse({ ...suite, category: 'NOPE' }).success).toBe(false);
    expect(testSuiteSchema.safeParse({ ...suite, category: 'UDT' }).success).toBe(true);
  });

  it('reads the config JSON and the locale it fixes', () => {
    expect(parseTestSuiteConfig(suite.config)).toEqual({
      ok: true,
      value: { marketPlace: 'en_US', extra: 1 },
    });
    expect(parseTestSuiteConfig('{}').ok).toBe(false);
    expect(suiteLocaleOf(suite)).toBe('en_US');
    expect(suiteLocaleOf({ config: '{' })).toBe('');
  });

  it('lists each role once', () => {
    expect(suiteRolesOf(suite.mapping)).toEqual({
      duts: ['Caller', 'Callee'],
      actors: ['Speaker1', 'Speaker2'],
    });
  });
});
