import {
  JOB_API_MESSAGES,
  type QueryFilter,
  type QueryFilterCondition,
  type Result,
  err,
  ok,
} from '@oak/shared';
import {
  And,
  Equal,
  type FindOperator,
  type FindOptionsWhere,
  In,
  IsNull,
  LessThanOrEqual,
  MoreThanOrEqual,
  Not,
} from 'typeorm';

type Value = string | number | boolean | Date | null;

/**
 * A parsed `q` filter as a TypeORM `where` for one company's records: each
 * field a value or its operators joined with And. The date fields' values are
 * compared as timestamps and must be ISO dates.
 */
export function companyFilterWhere<E, F extends string>(
  companyId: string,
  filter: QueryFilter<F>,
  dateFields: ReadonlySet<F>,
): Result<FindOptionsWhere<E>> {
  const where: Record<string, unknown> = { companyId };
  for (const [field, condition] of Object.entries(filter) as [F, QueryFilterCondition][]) {
    const converted = conditionOf(field, condition, dateFields.has(field));
    if (!converted.ok) return converted;
    where[field] = converted.value;
  }
  return ok(where as FindOptionsWhere<E>);
}

function conditionOf(
  field: string,
  condition: QueryFilterCondition,
  isDate: boolean,
): Result<Value | FindOperator<Value>> {
  const value = (raw: unknown): Result<Value> => {
    if (!isDate || raw === null) return ok(raw as Value);
    const date = typeof raw === 'string' ? new Date(raw) : undefined;
    return date && !Number.isNaN(date.getTime()) ? ok(date) : err(JOB_API_MESSAGES.badDate(field));
  };
  if (condition === null || typeof condition !== 'object') {
    const single = value(condition);
    if (!single.ok) return single;
    return ok(single.value === null ? IsNull() : single.value);
  }
  const operators: FindOperator<Value>[] = [];
  const values = (list: readonly unknown[]): Result<Value[]> => {
    const out: Value[] = [];
    for (const raw of list) {
      const one = value(raw);
      if (!one.ok) return one;
      out.push(one.value);
    }
    return ok(out);
  };
  if (condition.eq !== undefined) {
    const eq = value(condition.eq);
    if (!eq.ok) return eq;
    operators.push(eq.value === null ? IsNull() : (Equal(eq.value) as FindOperator<Value>));
  }
  for (const [operator, make] of [
    ['in', (list: Value[]) => In(list)],
    ['nin', (list: Value[]) => Not(In(list))],
  ] as const) {
    const list = condition[operator];
    if (list === undefined) continue;
    const checked = values(list);
    if (!checked.ok) return checked;
    operators.push(make(checked.value) as FindOperator<Value>);
  }
  for (const [operator, make] of [
    ['gte', MoreThanOrEqual],
    ['lte', LessThanOrEqual],
  ] as const) {
    const bound = condition[operator];
    if (bound === undefined) continue;
    const checked = value(bound);
    if (!checked.ok) return checked;
    operators.push(make(checked.value) as FindOperator<Value>);
  }
  return ok(operators.length === 1 ? operators[0]! : And(...operators));
}
