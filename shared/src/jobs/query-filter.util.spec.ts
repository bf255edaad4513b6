import { queryFilterMatches } from '../testing/query-filter-matches';
import { type QueryFilter } from './query-filter.schema';
import { parseQueryFilter } from './query-filter.util';

const FIELDS = ['state', 'createdAt', 'count', 'name'] as const;

describe('parseQueryFilter', () => {
  it.each([
    ['{"state":"paused"}', { state: 'paused' }],
    ['{"state":{"nin":["failed","canceled"]}}', { state: { nin: ['failed', 'canceled'] } }],
    ['{"count":{"gte":1,"lte":5},"name":null}', { count: { gte: 1, lte: 5 }, name: null }],
    ['{"state":{"eq":"started","in":["started"]}}', { state: { eq: 'started', in: ['started'] } }],
    ['{}', {}],
  ])('reads %s', (raw, expected) => {
    expect(parseQueryFilter(raw, FIELDS)).toEqual({ ok: true, value: expected });
  });

  it.each([undefined, null, ''])('reads an absent q (%p) as no filter', (raw) => {
    expect(parseQueryFilter(raw, FIELDS)).toEqual({ ok: true, value: {} });
  });

  it('accepts an already parsed object', () => {
    expect(parseQueryFilter({ name: 'a' }, FIELDS)).toEqual({ ok: true, value: { name: 'a' } });
  });

  it.each([
    ['{state', 'q is not valid JSON'],
    ['[1]', 'q must be a JSON object from field to value or operators (eq, in, nin, gte, lte)'],
    ['"state"', 'q must be a JSON object from field to value or operators (eq, in, nin, gte, lte)'],
    ['{"owner":"me"}', 'Unknown filter field "owner"; allowed fields: state, createdAt, count, name'],
    [
      '{"__proto__":{"eq":1}}',
      'Unknown filter field "__proto__"; allowed fields: state, createdAt, count, name',
    ],
    [
      '{"state":["a"]}',
      'Filter field "state" takes a value or an operator object, not a list; use {"in": [...]}',
    ],
    ['{"state":{}}', 'Filter field "state" has no operator; use one of eq, in, nin, gte, lte'],
    [
      '{"state":{"ne":"a"}}',
      'Unknown operator "ne" on filter field "state"; use one of eq, in, nin, gte, lte',
    ],
    ['{"state":{"eq":{"a":1}}}', '"eq" on filter field "state" needs a string, number, boolean or null'],
    [
      '{"state":{"in":"a"}}',
      '"in" on filter field "state" needs a list of strings, numbers, booleans or null',
    ],
    [
      '{"state":{"nin":[["a"]]}}',
      '"nin" on filter field "state" needs a list of strings, numbers, booleans or null',
    ],
    ['{"count":{"gte":true}}', '"gte" on filter field "count" needs a string or a number'],
    ['{"count":{"lte":null}}', '"lte" on filter field "count" needs a string or a number'],
  ])('refuses %s', (raw, error) => {
    expect(parseQueryFilter(raw, FIELDS)).toEqual({ ok: false, error });
  });

  it('refuses a value that is no scalar nor object, and names the parameter given', () => {
    expect(parseQueryFilter({ count: () => 1 }, FIELDS)).toEqual({
      ok: false,
      error: 'Filter field "count" has a value that is not allowed',
    });
    expect(parseQueryFilter('{', FIELDS, 'filter')).toEqual({ ok: false, error: 'filter is not valid JSON' });
  });
});

describe('queryFilterMatches', () => {
  const record = { state: 'started', createdAt: '2025-06-10T09:00:00.000Z', count: 3, name: null };

  it.each<[QueryFilter, boolean]>([
    [{}, true],
    [{ state: 'started' }, true],
    [{ state: 'paused' }, false],
    [{ name: null }, true],
    [{ state: { eq: 'started' } }, true],
    [{ state: { eq: 'paused' } }, false],
    [{ state: { in: ['paused', 'started'] } }, true],
    [{ state: { in: ['paused'] } }, false],
    [{ state: { nin: ['succeeded', 'failed', 'canceled'] } }, true],
    [{ state: { nin: ['started'] } }, false],
    [{ count: { gte: 3, lte: 3 } }, true],
    [{ count: { gte: 4 } }, false],
    [{ count: { lte: 2 } }, false],
    [{ count: { gte: '3' } }, false],
    [{ createdAt: { gte: '2025-06-10T00:00:00.000Z', lte: '2025-06-10T23:59:59.999Z' } }, true],
    [{ createdAt: { lte: '2025-06-09T23:59:59.999Z' } }, false],
  ])('%j matches: %s', (filter, expected) => {
    expect(queryFilterMatches(filter, record)).toBe(expected);
  });

  it('compares a Date as its ISO text, or as epoch ms beside a number', () => {
    const at = new Date('2025-06-10T09:00:00.000Z');
    expect(queryFilterMatches({ createdAt: { gte: '2025-06-10T00:00:00.000Z' } }, { createdAt: at })).toBe(
      true,
    );
    expect(queryFilterMatches({ createdAt: { lte: at.getTime() - 1 } }, { createdAt: at })).toBe(false);
    expect(queryFilterMatches({ createdAt: '2025-06-10T09:00:00.000Z' }, { createdAt: at })).toBe(true);
  });
});
