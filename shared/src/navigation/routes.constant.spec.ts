import { HOME_REDIRECT, ROUTES, TOP_NAVIGATION, navigationItemForPath } from './routes.constant';

describe('top navigation', () => {
  it('lists the five items of the spec with their routes, in order', () => {
    expect(TOP_NAVIGATION.map((item) => [item.label, item.route])).toEqual([
      ['Configure Labs', '/labs'],
      ['Test Center', '/v2/run/draft'],
      ['Live Runs', '/liveRuns'],
      ['Test Library', '/customTests'],
      ['Playground', '/playground'],
    ]);
  });

  it('redirects the root to the labs screen', () => {
    expect(HOME_REDIRECT).toBe(ROUTES.labs);
  });
});

describe('navigationItemForPath', () => {
  it.each([
    ['/labs', 'Configure Labs'],
    ['/labs/', 'Configure Labs'],
    ['/liveRuns', 'Live Runs'],
    ['/customTests', 'Test Library'],
    ['/playground', 'Playground'],
    ['/v2/run/draft', 'Test Center'],
    ['/v2/run/create', 'Test Center'],
    ['/v2/run', 'Test Center'],
  ])('marks %s as %s', (path, label) => {
    expect(navigationItemForPath(path)?.label).toBe(label);
  });

  it.each(['/', '/lab', '/labsx', '/unknown', '/v22'])('marks nothing for %s', (path) => {
    expect(navigationItemForPath(path)).toBeUndefined();
  });
});
