import { type Result, err, ok } from '../common/result';
import {
  QUERY_FILTER_OPERATORS,
  type QueryFilter,
  type QueryFilterBound,
  type QueryFilterCondition,
  type QueryFilterOperators,
  type QueryFilterScalar,
} from './query-filter.schema';

const OPERATOR_LIST = QUERY_FILTER_OPERATORS.join(', ');

function isScalar(value: unknown): value is QueryFilterScalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function isBound(value: unknown): value is QueryFilterBound {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkCondition(field: string, condition: unknown): Result<QueryFilterCondition> {
  if (isScalar(condition)) return ok(condition);
  if (Array.isArray(condition)) {
    return err(`Filter field "${field}" takes a value or an operator object, not a list; use {"in": [...]}`);
  }
  if (!isPlainObject(condition)) return err(`Filter field "${field}" has a value that is not allowed`);
  const entries = Object.entries(condition);
  if (entries.length === 0)
    return err(`Filter field "${field}" has no operator; use one of ${OPERATOR_LIST}`);
  const operators: QueryFilterOperators = {};
  for (const [operator, operand] of entries) {
    switch (operator) {
      case 'eq':
        if (!isScalar(operand)) {
          return err(`"eq" on filter field "${field}" needs a string, number, boolean or null`);
        }
        operators.eq = operand;
        break;
      case 'in':
      case 'nin':
        if (!Array.isArray(operand) || !operand.every(isScalar)) {
          return err(
            `"${operator}" on filter field "${field}" needs a list of strings, numbers, booleans or null`,
          );
        }
        operators[operator] = operand;
        break;
      case 'gte':
      case 'lte':
        if (!isBound(operand))
          return err(`"${operator}" on filter field "${field}" needs a string or a number`);
        operators[operator] = operand;
        break;
      default:
        return err(`Unknown operator "${operator}" on filter field "${field}"; use one of ${OPERATOR_LIST}`);
    }
  }
  return ok(operators);
}

/**
 * Reads a `q` filter (doc 1 §7, doc 3 §7) given as a JSON string or an already
 * parsed object, allowing only the caller's `fields`. An absent or empty `q`
 * filters nothing. Every refusal names the field or operator at fault, so the
 * REST layer can answer 400 with it.
 */
export function parseQueryFilter<F extends string>(
  raw: unknown,
  fields: readonly F[],
  name = 'q',
): Result<QueryFilter<F>> {
  if (raw === undefined || raw === null || raw === '') return ok({});
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return err(`${name} is not valid JSON`);
    }
  }
  if (!isPlainObject(value)) {
    return err(`${name} must be a JSON object from field to value or operators (${OPERATOR_LIST})`);
  }
  const filter: QueryFilter<F> = {};
  for (const [field, condition] of Object.entries(value)) {
    if (!(fields as readonly string[]).includes(field)) {
      return err(`Unknown filter field "${field}"; allowed fields: ${fields.join(', ')}`);
    }
    const checked = checkCondition(field, condition);
    if (!checked.ok) return checked;
    filter[field as F] = checked.value;
  }
  return ok(filter);
}
