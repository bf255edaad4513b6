import {
  type QueryFilter,
  type QueryFilterBound,
  type QueryFilterCondition,
  type QueryFilterOperators,
  type QueryFilterScalar,
} from '../jobs/query-filter.schema';

/**
 * The meaning of the jobs' filter language in memory, for specs: the product
 * filters in the database (the cloud translates a parsed filter to SQL), and a
 * spec checks what a filter lets through against this reading of it.
 */

/** A record's value as the filter compares it: a Date as its ISO text, or as epoch ms beside a number. */
function comparable(value: unknown, like: unknown): unknown {
  if (value instanceof Date) return typeof like === 'number' ? value.getTime() : value.toISOString();
  return value;
}

function equals(value: unknown, expected: QueryFilterScalar): boolean {
  return comparable(value, expected) === expected;
}

function atLeast(value: unknown, bound: QueryFilterBound): boolean {
  const v = comparable(value, bound);
  return typeof v === typeof bound && (v as QueryFilterBound) >= bound;
}

function atMost(value: unknown, bound: QueryFilterBound): boolean {
  const v = comparable(value, bound);
  return typeof v === typeof bound && (v as QueryFilterBound) <= bound;
}

function isOperators(condition: QueryFilterCondition): condition is QueryFilterOperators {
  return typeof condition === 'object' && condition !== null && !Array.isArray(condition);
}

/** Whether a record satisfies every condition of a parsed filter. */
export function queryFilterMatches<F extends string>(
  filter: QueryFilter<F>,
  record: Readonly<Partial<Record<F, unknown>>>,
): boolean {
  return (Object.entries(filter) as [F, QueryFilterCondition][]).every(([field, condition]) => {
    const value = record[field];
    if (!isOperators(condition)) return equals(value, condition);
    if (condition.eq !== undefined && !equals(value, condition.eq)) return false;
    if (condition.in && !condition.in.some((item) => equals(value, item))) return false;
    if (condition.nin?.some((item) => equals(value, item))) return false;
    if (condition.gte !== undefined && !atLeast(value, condition.gte)) return false;
    if (condition.lte !== undefined && !atMost(value, condition.lte)) return false;
    return true;
  });
}
