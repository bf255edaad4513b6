import {
  JOB_API_MESSAGES,
  PAGED_LIST_MESSAGES,
  type PagedListQuery,
  type QueryFilter,
  type QueryFilterCondition,
  type QueryFilterOperators,
  type QueryFilterScalar,
  type Result,
  err,
  ok,
  parseQueryFilter,
} from '@oak/shared';

/** How a filtered column compares: as text, as a number, or as a timestamp given in ISO 8601. */
export type SqlFilterKind = 'text' | 'number' | 'date';

export interface SqlFilterColumn {
  /** The column's SQL expression, from the caller's own query: never user input. */
  readonly sql: string;
  readonly kind: SqlFilterKind;
}

const CAST: Record<SqlFilterKind, string> = { text: 'text', number: 'numeric', date: 'timestamptz' };

/**
 * A parsed `q` filter as a SQL condition for queries TypeORM's `find` cannot
 * express (rows summed up from JSON columns): each field's operators joined
 * with AND, every value a positional parameter appended to `params` and cast
 * to the column's kind. A value of the wrong kind is refused, naming the field.
 */
export function sqlFilterWhere<F extends string>(
  filter: QueryFilter<F>,
  columns: Readonly<Record<F, SqlFilterColumn>>,
  params: unknown[],
): Result<string> {
  const clauses: string[] = [];
  for (const [field, condition] of Object.entries(filter) as [F, QueryFilterCondition][]) {
    const clause = conditionSql(field, condition, columns[field], params);
    if (!clause.ok) return clause;
    clauses.push(...clause.value);
  }
  return ok(clauses.length ? clauses.join(' AND ') : 'TRUE');
}

function conditionSql(
  field: string,
  condition: QueryFilterCondition,
  column: SqlFilterColumn,
  params: unknown[],
): Result<string[]> {
  const { sql, kind } = column;
  const param = (value: unknown, array = false) =>
    `$${params.push(value)}::${CAST[kind]}${array ? '[]' : ''}`;
  const operators: QueryFilterOperators =
    condition === null || typeof condition !== 'object' ? { eq: condition } : condition;
  const clauses: string[] = [];
  if (operators.eq !== undefined) {
    if (operators.eq === null) clauses.push(`${sql} IS NULL`);
    else {
      const value = valueOf(field, kind, operators.eq);
      if (!value.ok) return value;
      clauses.push(`${sql} = ${param(value.value)}`);
    }
  }
  for (const operator of ['in', 'nin'] as const) {
    const list = operators[operator];
    if (list === undefined) continue;
    const values: (string | number)[] = [];
    for (const raw of list.filter((item) => item !== null)) {
      const value = valueOf(field, kind, raw);
      if (!value.ok) return value;
      values.push(value.value);
    }
    const withNull = list.includes(null);
    const listed = `${sql} = ANY(${param(values, true)})`;
    if (operator === 'in') clauses.push(withNull ? `(${listed} OR ${sql} IS NULL)` : `${listed}`);
    // A null value is kept by nin unless null is listed, as a missing value is none of those named.
    else
      clauses.push(withNull ? `(${sql} IS NOT NULL AND NOT ${listed})` : `(${sql} IS NULL OR NOT ${listed})`);
  }
  for (const [operator, comparison] of [
    ['gte', '>='],
    ['lte', '<='],
  ] as const) {
    const bound = operators[operator];
    if (bound === undefined) continue;
    const value = valueOf(field, kind, bound);
    if (!value.ok) return value;
    clauses.push(`${sql} ${comparison} ${param(value.value)}`);
  }
  return ok(clauses);
}

function valueOf(field: string, kind: SqlFilterKind, raw: QueryFilterScalar): Result<string | number> {
  switch (kind) {
    case 'text':
      return typeof raw === 'string' ? ok(raw) : err(PAGED_LIST_MESSAGES.needsText(field));
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw)
        ? ok(raw)
        : err(PAGED_LIST_MESSAGES.needsNumber(field));
    case 'date': {
      const date = typeof raw === 'string' ? new Date(raw) : undefined;
      return date && !Number.isNaN(date.getTime())
        ? ok(date.toISOString())
        : err(JOB_API_MESSAGES.badDate(field));
    }
  }
}

/**
 * The rest of a summary query after its FROM: the rows a `q` filter on
 * `fields` selects, in `orderBy`, one page of them (limit and skip appended to
 * `params` as positional parameters). A filter it cannot read is refused,
 * naming why.
 */
export function filteredPageSql<F extends string>(
  query: PagedListQuery,
  fields: readonly F[],
  columns: Readonly<Record<F, SqlFilterColumn>>,
  params: unknown[],
  orderBy: string,
): Result<string> {
  const filter = parseQueryFilter(query.q, fields);
  if (!filter.ok) return filter;
  const where = sqlFilterWhere(filter.value, columns, params);
  if (!where.ok) return where;
  return ok(
    `WHERE ${where.value} ORDER BY ${orderBy} LIMIT $${params.push(query.limit)} OFFSET $${params.push(query.skip)}`,
  );
}
