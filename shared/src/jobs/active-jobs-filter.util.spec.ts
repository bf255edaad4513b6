import { JOB_QUERY_FILTER_FIELDS, activeJobsQuery, buildActiveJobsFilter } from './active-jobs-filter.util';
import { queryFilterMatches } from '../testing/query-filter-matches';
import { parseQueryFilter } from './query-filter.util';

describe('buildActiveJobsFilter', () => {
  it.each([
    ['2025-06-10T09:30:15.250Z', '2025-05-10T09:30:15.250Z', '2025-06-10T23:59:59.999Z'],
    ['2025-03-31T12:00:00.000Z', '2025-02-28T12:00:00.000Z', '2025-03-31T23:59:59.999Z'],
    ['2024-03-31T12:00:00.000Z', '2024-02-29T12:00:00.000Z', '2024-03-31T23:59:59.999Z'],
    ['2025-01-15T00:00:00.000Z', '2024-12-15T00:00:00.000Z', '2025-01-15T23:59:59.999Z'],
  ])('at %s looks from %s to %s', (now, from, to) => {
    expect(buildActiveJobsFilter(new Date(now))).toEqual({
      state: { nin: ['succeeded', 'failed', 'canceled'] },
      createdAt: { gte: from, lte: to },
    });
  });

  it('builds the q and limit of GET jobs, which the jobs endpoint accepts back', () => {
    const now = new Date('2025-06-10T09:00:00.000Z');
    const query = activeJobsQuery(now);
    expect(query.limit).toBe(50);
    const parsed = parseQueryFilter(query.q, JOB_QUERY_FILTER_FIELDS);
    expect(parsed).toEqual({ ok: true, value: buildActiveJobsFilter(now) });
  });

  it.each([
    ['inprogress', '2025-06-01T00:00:00.000Z', true],
    ['paused', '2025-05-10T09:00:00.000Z', true],
    ['completed', '2025-06-10T23:00:00.000Z', true],
    ['canceled', '2025-06-01T00:00:00.000Z', false],
    ['succeeded', '2025-06-01T00:00:00.000Z', false],
    ['started', '2025-05-10T08:59:59.999Z', false],
  ])('lists a %s job created at %s: %s', (state, createdAt, listed) => {
    const filter = buildActiveJobsFilter(new Date('2025-06-10T09:00:00.000Z'));
    expect(queryFilterMatches(filter, { state, createdAt })).toBe(listed);
  });
});
