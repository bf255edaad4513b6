import { CUSTOMER_ID_WHITELIST_API_PATHS } from '../customers/customer-id-whitelist.schema';
import { DEVICE_UNDER_TEST_API_PATHS } from '../devices/device-under-test.schema';
import { EXPERIMENT_API_PATHS, EXPERIMENT_ID_PATTERN } from '../jobs/experiment.schema';
import { PAGED_LIST_MAX_LIMIT, PAGED_LIST_MESSAGES, pagedListQuerySchema } from './paged-list-query.schema';

describe('pagedListQuerySchema', () => {
  it('reads the query strings, a full first page by default', () => {
    expect(pagedListQuerySchema.parse({})).toEqual({ limit: PAGED_LIST_MAX_LIMIT, skip: 0 });
    expect(pagedListQuerySchema.parse({ q: '{}', limit: '5', skip: '10' })).toEqual({
      q: '{}',
      limit: 5,
      skip: 10,
    });
  });

  it.each([
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: String(PAGED_LIST_MAX_LIMIT + 1) }, `limit must be at most ${PAGED_LIST_MAX_LIMIT}`],
    [{ limit: 'x' }, 'limit must be a number'],
    [{ skip: '-1' }, 'skip must be at least 0'],
    [{ skip: '0.5' }, 'skip must be a whole number'],
    [{ q: 'x'.repeat(4001) }, 'q is too long'],
  ])('refuses %j: %s', (query, message) => {
    const parsed = pagedListQuerySchema.safeParse(query);
    expect(parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('names the field of a filter value of the wrong kind', () => {
    expect(PAGED_LIST_MESSAGES.needsText('dsn')).toBe('Filter field "dsn" needs text');
    expect(PAGED_LIST_MESSAGES.needsNumber('runCount')).toBe('Filter field "runCount" needs a number');
  });
});

describe('the paths of the paged lists', () => {
  it('encode the ids they are given', () => {
    expect(CUSTOMER_ID_WHITELIST_API_PATHS.entry('A1/B')).toBe('/api/customeridwhitelist/A1%2FB');
    expect(DEVICE_UNDER_TEST_API_PATHS.device('A1 B', 'G0#1')).toBe('/api/deviceundertests/A1%20B/G0%231');
    expect(EXPERIMENT_API_PATHS.experiment('0123456789abcdef0123456789abcdef')).toBe(
      '/api/experiments/0123456789abcdef0123456789abcdef',
    );
    expect(EXPERIMENT_ID_PATTERN.test('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(EXPERIMENT_ID_PATTERN.test('../jobs')).toBe(false);
  });
});
