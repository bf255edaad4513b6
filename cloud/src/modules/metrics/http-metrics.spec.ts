import { UNMATCHED_ROUTE, routeLabelOf, statusClassOf } from './http-metrics.middleware';

describe('routeLabelOf', () => {
  it("answers the matched route's template, never the URL with its ids", () => {
    expect(routeLabelOf({ baseUrl: '', route: { path: '/api/jobs/:jobId' } })).toBe('/api/jobs/:jobId');
  });

  it('puts a mounted router’s base before its route', () => {
    expect(routeLabelOf({ baseUrl: '/api/things', route: { path: '/:thingName' } })).toBe(
      '/api/things/:thingName',
    );
    expect(routeLabelOf({ baseUrl: '', route: { path: '' } })).toBe('/');
  });

  it('answers one label for every request no route took', () => {
    expect(routeLabelOf({ baseUrl: '' })).toBe(UNMATCHED_ROUTE);
    expect(routeLabelOf({ baseUrl: '', route: { path: /^\/x/ } })).toBe(UNMATCHED_ROUTE);
  });
});

describe('statusClassOf', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [401, '4xx'],
    [499, '4xx'],
    [503, '5xx'],
    [101, '1xx'],
    [0, '1xx'],
    [600, '5xx'],
  ])('%d is %s', (status, label) => {
    expect(statusClassOf(status)).toBe(label);
  });
});
