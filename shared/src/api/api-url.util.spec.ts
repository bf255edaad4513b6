import { DEFAULT_ENVIRONMENT, ENVIRONMENT_MESSAGES } from '../environment';
import { buildApiUrl, joinUrl } from './api-url.util';

const bases = {
  alpha: 'http://alpha.local:8080',
  beta: 'https://beta.example.com/',
  prod: 'https://prod.example.com',
};

describe('buildApiUrl', () => {
  it('prefixes the path with the alpha base by default', () => {
    expect(DEFAULT_ENVIRONMENT).toBe('alpha');
    expect(buildApiUrl('/api/scenarios', bases)).toEqual({
      ok: true,
      value: 'http://alpha.local:8080/api/scenarios',
    });
  });

  it.each([
    ['beta', 'api/labs', 'https://beta.example.com/api/labs'],
    ['prod', '/api/labs/1/things', 'https://prod.example.com/api/labs/1/things'],
  ] as const)('uses the %s base', (environment, path, expected) => {
    expect(buildApiUrl(path, bases, environment)).toEqual({ ok: true, value: expected });
  });

  it.each([{}, { beta: '' }, { beta: '   ' }, { beta: null }])(
    'says the API host is missing when the base is %j',
    (given) => {
      expect(buildApiUrl('/api/labs', given, 'beta')).toEqual({
        ok: false,
        error: ENVIRONMENT_MESSAGES.apiHostMissing,
      });
      expect(ENVIRONMENT_MESSAGES.apiHostMissing).toBe('API host is missing');
    },
  );
});

describe('joinUrl', () => {
  it.each([
    ['http://h', '/a', 'http://h/a'],
    ['http://h/', 'a', 'http://h/a'],
    ['http://h//', '//a', 'http://h/a'],
    ['http://h', '', 'http://h'],
  ])('%s + %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});
