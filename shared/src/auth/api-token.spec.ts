import {
  API_TOKEN_PREFIX,
  apiTokenAllows,
  apiTokenScopesOf,
  createApiTokenRequestSchema,
  isApiTokenSecret,
} from './api-token.schema';

describe('API tokens', () => {
  it('tells a token from a session JWT by its prefix', () => {
    expect(isApiTokenSecret(`${API_TOKEN_PREFIX}abc`)).toBe(true);
    expect(isApiTokenSecret('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('lets a read token read only, and a run token do everything', () => {
    const read = apiTokenScopesOf('read');
    const run = apiTokenScopesOf('run');
    expect(read).toEqual(['read']);
    expect(run).toEqual(['read', 'run']);
    for (const method of ['GET', 'head', 'OPTIONS']) expect(apiTokenAllows(read, method)).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(apiTokenAllows(read, method)).toBe(false);
      expect(apiTokenAllows(run, method)).toBe(true);
    }
  });

  it('takes a name, a scope and one of the offered lifetimes, naming the field it refuses', () => {
    expect(createApiTokenRequestSchema.parse({ name: ' CI ', scope: 'run', expiresInDays: 30 })).toEqual({
      name: 'CI',
      scope: 'run',
      expiresInDays: 30,
    });
    expect(
      createApiTokenRequestSchema.safeParse({ name: 'CI', scope: 'run', expiresInDays: null }).success,
    ).toBe(true);
    const refused = (body: unknown) =>
      createApiTokenRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused({ name: '', scope: 'read', expiresInDays: null })).toEqual(['name']);
    expect(refused({ name: 'CI', scope: 'admin', expiresInDays: null })).toEqual(['scope']);
    expect(refused({ name: 'CI', scope: 'read', expiresInDays: 12 })).toEqual(['expiresInDays']);
    expect(refused({ name: 'CI', scope: 'read', expiresInDays: null, extra: 1 })).toEqual(['']);
  });
});
