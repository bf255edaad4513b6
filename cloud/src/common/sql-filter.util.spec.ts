import { type SqlFilterColumn, filteredPageSql, sqlFilterWhere } from './sql-filter.util';

type Field = 'name' | 'runs' | 'lastAt';

const COLUMNS: Record<Field, SqlFilterColumn> = {
  name: { sql: 'd."name"', kind: 'text' },
  runs: { sql: 'd."runs"', kind: 'number' },
  lastAt: { sql: 'd."lastAt"', kind: 'date' },
};

describe('sqlFilterWhere', () => {
  it('is TRUE for an empty filter and leaves the parameters alone', () => {
    const params: unknown[] = ['company'];
    expect(sqlFilterWhere<Field>({}, COLUMNS, params)).toEqual({ ok: true, value: 'TRUE' });
    expect(params).toEqual(['company']);
  });

  it('numbers its parameters after those already given, each cast to its kind', () => {
    const params: unknown[] = ['company'];
    const sut = sqlFilterWhere<Field>(
      { name: 'Echo', runs: { gte: 2, lte: 5 }, lastAt: { gte: '2026-11-01T00:00:00Z' } },
      COLUMNS,
      params,
    );
    expect(sut).toEqual({
      ok: true,
      value:
        'd."name" = $2::text AND d."runs" >= $3::numeric AND d."runs" <= $4::numeric AND d."lastAt" >= $5::timestamptz',
    });
    expect(params).toEqual(['company', 'Echo', 2, 5, '2026-11-01T00:00:00.000Z']);
  });

  it('reads null as missing, in a list too, and keeps missing values out of nin only when listed', () => {
    const params: unknown[] = [];
    expect(sqlFilterWhere<Field>({ name: null }, COLUMNS, params)).toEqual({
      ok: true,
      value: 'd."name" IS NULL',
    });
    expect(sqlFilterWhere<Field>({ name: { in: ['a', null] } }, COLUMNS, params)).toEqual({
      ok: true,
      value: '(d."name" = ANY($1::text[]) OR d."name" IS NULL)',
    });
    expect(sqlFilterWhere<Field>({ name: { nin: ['b'] } }, COLUMNS, params)).toEqual({
      ok: true,
      value: '(d."name" IS NULL OR NOT d."name" = ANY($2::text[]))',
    });
    expect(sqlFilterWhere<Field>({ name: { nin: ['c', null] } }, COLUMNS, params)).toEqual({
      ok: true,
      value: '(d."name" IS NOT NULL AND NOT d."name" = ANY($3::text[]))',
    });
    expect(params).toEqual([['a'], ['b'], ['c']]);
  });

  it.each([
    [{ name: 3 }, 'Filter field "name" needs text'],
    [{ name: { in: ['a', true] } }, 'Filter field "name" needs text'],
    [{ runs: '3' }, 'Filter field "runs" needs a number'],
    [{ lastAt: 'yesterday' }, 'Filter field "lastAt" needs ISO 8601 dates'],
    [{ lastAt: { lte: 1 } }, 'Filter field "lastAt" needs ISO 8601 dates'],
  ])('refuses %j: %s', (filter, message) => {
    expect(sqlFilterWhere<Field>(filter, COLUMNS, [])).toEqual({ ok: false, error: message });
  });
});

describe('filteredPageSql', () => {
  const FIELDS: readonly Field[] = ['name', 'runs', 'lastAt'];

  it('filters, orders and pages, the page after the filter in the parameters', () => {
    const params: unknown[] = ['company'];
    const sut = filteredPageSql<Field>(
      { q: '{"runs":{"gte":2}}', limit: 10, skip: 20 },
      FIELDS,
      COLUMNS,
      params,
      'd."lastAt" DESC',
    );
    expect(sut).toEqual({
      ok: true,
      value: 'WHERE d."runs" >= $2::numeric ORDER BY d."lastAt" DESC LIMIT $3 OFFSET $4',
    });
    expect(params).toEqual(['company', 2, 10, 20]);
  });

  it('refuses a filter on a field the list does not have, naming it', () => {
    const sut = filteredPageSql<Field>(
      { q: '{"owner":"x"}', limit: 10, skip: 0 },
      FIELDS,
      COLUMNS,
      [],
      'd.name',
    );
    expect(sut.ok).toBe(false);
    expect(sut.ok ? '' : sut.error).toContain('owner');
  });
});
