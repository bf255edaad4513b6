/** How the in-memory database reads an entity from its TypeORM decorators, and how a row passes a find operator. */
import { FindOperator, getMetadataArgsStorage } from 'typeorm';

/** An entity class, as TypeORM's decorators registered it. */
export type EntityClass<T> = new () => T;

type Row = Record<string, unknown>;

/** What TypeORM's decorators say of an entity, read once: enough to fill, key and join rows. */
export interface Shape {
  readonly primary: readonly string[];
  readonly generatedUuid: readonly string[];
  readonly stamped: readonly string[];
  readonly touched: readonly string[];
  readonly defaults: Readonly<Row>;
  readonly unique: readonly (readonly string[])[];
  /** Each many-to-one relation: its foreign key property and the entity it points at. */
  readonly relations: ReadonlyMap<string, { readonly key: string; readonly target: () => EntityClass<Row> }>;
}

export function shapeOf(target: EntityClass<unknown>): Shape {
  const storage = getMetadataArgsStorage();
  const columns = storage.columns.filter((column) => column.target === target);
  const defaults: Row = {};
  for (const column of columns) {
    if (column.options.default !== undefined && typeof column.options.default !== 'function')
      defaults[column.propertyName] = column.options.default;
    else if (column.options.nullable) defaults[column.propertyName] = null;
  }
  const relations = new Map<string, { key: string; target: () => EntityClass<Row> }>();
  for (const relation of storage.relations.filter((r) => r.target === target)) {
    const join = storage.joinColumns.find(
      (j) => j.target === target && j.propertyName === relation.propertyName,
    );
    const key = columns.find((column) => column.options.name === join?.name)?.propertyName;
    if (key) relations.set(relation.propertyName, { key, target: relation.type as () => EntityClass<Row> });
  }
  return {
    primary: columns.filter((column) => column.options.primary).map((column) => column.propertyName),
    generatedUuid: storage.generations
      .filter((generation) => generation.target === target && generation.strategy === 'uuid')
      .map((generation) => generation.propertyName),
    stamped: columns.filter((column) => column.mode === 'createDate').map((column) => column.propertyName),
    touched: columns.filter((column) => column.mode === 'updateDate').map((column) => column.propertyName),
    defaults,
    unique: [
      ...storage.indices
        .filter((index) => index.target === target && index.unique && Array.isArray(index.columns))
        .map((index) => index.columns as string[]),
      ...columns.filter((column) => column.options.unique).map((column) => [column.propertyName]),
    ],
    relations,
  };
}

export const sameValue = (actual: unknown, expected: unknown): boolean =>
  actual instanceof Date && expected instanceof Date
    ? actual.getTime() === expected.getTime()
    : actual === expected;

export const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);

/** Whether a value passes a TypeORM operator; an operator no service uses yet fails loudly. */
export function passes(actual: unknown, operator: FindOperator<unknown>): boolean {
  const value = operator.value;
  const [left, right] = [comparable(actual) as number, comparable(value) as number];
  switch (operator.type) {
    case 'equal':
      return sameValue(actual, value);
    case 'in':
      return (value as unknown[]).some((candidate) => sameValue(actual, candidate));
    case 'isNull':
      return actual === null || actual === undefined;
    case 'not':
      return operator.child ? !passes(actual, operator.child) : !sameValue(actual, value);
    case 'moreThan':
      return actual !== null && left > right;
    case 'moreThanOrEqual':
      return actual !== null && left >= right;
    case 'lessThan':
      return actual !== null && left < right;
    case 'lessThanOrEqual':
      return actual !== null && left <= right;
    case 'and':
      return (value as FindOperator<unknown>[]).every((each) => passes(actual, each));
    default:
      throw new Error(`The in-memory database does not know the ${operator.type} operator yet`);
  }
}
