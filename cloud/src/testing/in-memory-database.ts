import {
  type DataSource,
  type EntityManager,
  FindOperator,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import { type EntityClass, type Shape, comparable, passes, sameValue, shapeOf } from './entity-shape';

export type { EntityClass, Shape } from './entity-shape';

/** Where the fake clock starts: every spec sees the same timestamps. */
export const IN_MEMORY_EPOCH = Date.UTC(2026, 10, 1);
/** How far the fake clock moves at each timestamp it gives, so rows stamped one after another keep their order. */
const CLOCK_STEP_MS = 1_000;
/** Postgres's code for a unique violation, which services translate into a 409. */
const UNIQUE_VIOLATION = '23505';

type Row = Record<string, unknown>;
type Where = Row | readonly Row[];

interface FindOptions {
  readonly where?: Where;
  readonly order?: Readonly<Record<string, 'ASC' | 'DESC'>>;
  readonly skip?: number;
  readonly take?: number;
  readonly relations?: Readonly<Record<string, boolean>>;
}

/**
 * Postgres as a domain service's unit spec needs it, in memory: each
 * entity's rows keyed, filled and stamped as its TypeORM decorators say
 * (generated uuids, column defaults, created and updated dates from a fake
 * clock that steps a second at a time), unique indexes enforced with
 * Postgres's error code, many-to-one relations joined for `where` and
 * `relations`, and a transaction that puts every table back when its work
 * throws. Ids are counted, not random, so a spec reads the same on every
 * run. It is no SQL engine: what the integration specs prove against
 * Postgres (raw queries, locks, cascades, NULL ordering) stays theirs.
 */
export class InMemoryDatabase {
  private readonly tables = new Map<EntityClass<unknown>, InMemoryRepository<ObjectLiteral>>();
  private sequence = 0;
  private time = IN_MEMORY_EPOCH;

  /** The manager services reach through `repository.manager` and `dataSource.transaction`. */
  readonly manager = new InMemoryEntityManager(this);

  repository<T extends ObjectLiteral>(target: EntityClass<T>): InMemoryRepository<T> {
    let table = this.tables.get(target);
    if (!table) {
      table = new InMemoryRepository(this, target as EntityClass<ObjectLiteral>);
      this.tables.set(target, table);
    }
    return table as unknown as InMemoryRepository<T>;
  }

  /** The next timestamp of the fake clock. */
  now(): Date {
    this.time += CLOCK_STEP_MS;
    return new Date(this.time);
  }

  /** A uuid of the counted sequence. */
  nextId(): string {
    this.sequence += 1;
    return `00000000-0000-4000-8000-${this.sequence.toString(16).padStart(12, '0')}`;
  }

  /** A DataSource for a service that opens its own transactions. */
  asDataSource(): DataSource {
    return { manager: this.manager, transaction: this.manager.transaction } as unknown as DataSource;
  }

  /** Runs `work`; when it throws, every table is as it was before. */
  async transaction<R>(work: () => Promise<R>): Promise<R> {
    const saved = [...this.tables.values()].map(
      (table) => [table, table.rows.map((row) => ({ ...row }))] as const,
    );
    try {
      return await work();
    } catch (error) {
      for (const [table, rows] of saved)
        table.rows.splice(0, table.rows.length, ...(rows as ObjectLiteral[]));
      throw error;
    }
  }
}

/**
 * One entity's rows with the Repository methods OAK's services call. Rows
 * are handed out as copies, as TypeORM hands out fresh objects: a service
 * that changes one must save it. `rows` is there for a spec to seed and
 * read.
 */
export class InMemoryRepository<T extends ObjectLiteral> {
  readonly rows: T[] = [];
  /** What the entity's decorators say of its columns. */
  readonly shape: Shape;

  constructor(
    private readonly database: InMemoryDatabase,
    readonly target: EntityClass<T>,
  ) {
    this.shape = shapeOf(target);
  }

  get manager(): InMemoryEntityManager {
    return this.database.manager;
  }

  /** This fake where a service takes a TypeORM Repository: it answers the methods below, no others. */
  asRepository(): Repository<T> {
    return this as unknown as Repository<T>;
  }

  /** Stores rows as a spec's seed, filled like any save. */
  async seed(...partials: Partial<T>[]): Promise<T[]> {
    const saved: T[] = [];
    for (const partial of partials) saved.push(await this.save(this.create(partial)));
    return saved;
  }

  create(partial: Partial<T> = {}): T {
    return Object.assign(new this.target(), partial);
  }

  async save(entity: T): Promise<T> {
    const existing = this.shape.primary.every((key) => entity[key] !== undefined)
      ? this.rows.find((row) => this.sameKey(row, entity))
      : undefined;
    if (existing) {
      const merged = { ...existing, ...this.columnsOf(entity) } as T;
      for (const key of this.shape.touched) (merged as Row)[key] = this.database.now();
      this.assertUnique(merged, existing);
      Object.assign(existing, merged);
      return Object.assign(entity, existing);
    }
    return Object.assign(entity, this.insertRow(entity));
  }

  async insert(partial: Partial<T>): Promise<void> {
    if (
      this.shape.primary.every((key) => partial[key] !== undefined) &&
      this.rows.some((row) => this.sameKey(row, partial))
    )
      throw Object.assign(new Error(`duplicate primary key of ${this.target.name}`), {
        code: UNIQUE_VIOLATION,
      });
    this.insertRow(partial);
  }

  async find(options: FindOptions = {}): Promise<T[]> {
    let found = this.rows.filter((row) => this.matches(row, options.where));
    for (const [key, direction] of Object.entries(options.order ?? {}).reverse()) {
      const sign = direction === 'DESC' ? -1 : 1;
      found = [...found].sort((a, b) => {
        const [x, y] = [comparable(a[key]) as number, comparable(b[key]) as number];
        return x === y ? 0 : x < y ? -sign : sign;
      });
    }
    found = found.slice(
      options.skip ?? 0,
      options.take === undefined ? undefined : (options.skip ?? 0) + options.take,
    );
    return found.map((row) => this.copyWith(row, options.relations));
  }

  async findOne(options: FindOptions): Promise<T | null> {
    return (await this.find({ ...options, take: 1 }))[0] ?? null;
  }

  async findOneOrFail(options: FindOptions): Promise<T> {
    const found = await this.findOne(options);
    if (!found) throw new Error(`No ${this.target.name} matches`);
    return found;
  }

  findOneBy(where: Where): Promise<T | null> {
    return this.findOne({ where });
  }

  findOneByOrFail(where: Where): Promise<T> {
    return this.findOneOrFail({ where });
  }

  async exists(options: FindOptions): Promise<boolean> {
    return this.rows.some((row) => this.matches(row, options.where));
  }

  async count(options: FindOptions = {}): Promise<number> {
    return this.rows.filter((row) => this.matches(row, options.where)).length;
  }

  /**
   * Changes every row the criteria select (an id alone is a criterion). A
   * value given as a function is a SQL expression; the services write only
   * `now()` and `COALESCE(column, now())`, so it fills an empty column with
   * the clock's time and keeps a set one.
   */
  async update(criteria: string | Where, changes: Partial<T> | Row): Promise<{ affected: number }> {
    const where = typeof criteria === 'string' ? { id: criteria } : criteria;
    const selected = this.rows.filter((row) => this.matches(row, where));
    for (const row of selected) {
      for (const [key, value] of Object.entries(changes))
        (row as Row)[key] = typeof value === 'function' ? (row[key] ?? this.database.now()) : value;
      for (const key of this.shape.touched) (row as Row)[key] = this.database.now();
    }
    return { affected: selected.length };
  }

  async increment(criteria: Where, column: keyof T & string, by: number): Promise<{ affected: number }> {
    const selected = this.rows.filter((row) => this.matches(row, criteria));
    for (const row of selected) (row as Row)[column] = Number(row[column] ?? 0) + by;
    return { affected: selected.length };
  }

  async delete(criteria: string | Where): Promise<{ affected: number }> {
    const where = typeof criteria === 'string' ? { id: criteria } : criteria;
    const kept = this.rows.filter((row) => !this.matches(row, where));
    const affected = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return { affected };
  }

  /** Whether a row meets a `where` (a list of them: any), joining its many-to-one relations. */
  matches(row: T, where: Where | undefined): boolean {
    if (!where) return true;
    if (Array.isArray(where)) return where.some((each) => this.matches(row, each as Row));
    return Object.entries(where as Row).every(([key, expected]) => {
      if (expected === undefined) return true;
      if (expected instanceof FindOperator) return passes(row[key], expected);
      const relation = this.shape.relations.get(key);
      if (relation && expected !== null && typeof expected === 'object' && !(expected instanceof Date)) {
        const related = this.related(row, key);
        return !!related && this.database.repository(relation.target()).matches(related, expected as Row);
      }
      return sameValue(row[key], expected);
    });
  }

  private related(row: T, relation: string): Row | undefined {
    const { key, target } = this.shape.relations.get(relation)!;
    const table = this.database.repository(target());
    return table.rows.find((candidate) => candidate[table.shape.primary[0]!] === row[key]);
  }

  private copyWith(row: T, relations: FindOptions['relations']): T {
    const copy = Object.assign(new this.target(), row);
    for (const [relation, wanted] of Object.entries(relations ?? {})) {
      const related = wanted ? this.related(row, relation) : undefined;
      if (related)
        (copy as Row)[relation] = Object.assign(
          new (this.shape.relations.get(relation)!.target())(),
          related,
        );
    }
    return copy;
  }

  private insertRow(partial: Partial<T>): T {
    const row = { ...this.shape.defaults, ...this.columnsOf(partial) } as Row;
    for (const key of this.shape.generatedUuid) row[key] ??= this.database.nextId();
    for (const key of [...this.shape.stamped, ...this.shape.touched]) row[key] ??= this.database.now();
    this.assertUnique(row as T);
    const stored = Object.assign(new this.target(), row);
    this.rows.push(stored);
    return Object.assign(new this.target(), stored);
  }

  /**
   * The entity's own columns as TypeORM writes them: a relation object it
   * carries is not stored with it, and an undefined value is left out (an
   * entity made by `new` holds every declared field as undefined).
   */
  private columnsOf(entity: Partial<T>): Row {
    return Object.fromEntries(
      Object.entries(entity).filter(([key, value]) => value !== undefined && !this.shape.relations.has(key)),
    );
  }

  private sameKey(row: Partial<T>, other: Partial<T>): boolean {
    return this.shape.primary.every((key) => sameValue(row[key], other[key]));
  }

  private assertUnique(row: T, replacing?: T): void {
    for (const columns of this.shape.unique) {
      const clash = this.rows.find(
        (other) =>
          other !== replacing &&
          columns.every(
            (column) =>
              row[column] !== null && row[column] !== undefined && sameValue(other[column], row[column]),
          ),
      );
      if (clash)
        throw Object.assign(
          new Error(`duplicate key value violates unique ${columns.join(', ')} of ${this.target.name}`),
          {
            code: UNIQUE_VIOLATION,
          },
        );
    }
  }
}

/**
 * The EntityManager a transaction hands its work: each call names its
 * entity, or is given one made by `create`, and goes to that entity's
 * table. A raw query (an advisory lock) has nothing to do in memory.
 */
export class InMemoryEntityManager {
  constructor(private readonly database: InMemoryDatabase) {}

  readonly transaction = <R>(work: (manager: EntityManager) => Promise<R>): Promise<R> =>
    this.database.transaction(() => work(this as unknown as EntityManager));

  create<T extends ObjectLiteral>(target: EntityClass<T>, partial: Partial<T>): T {
    return this.database.repository(target).create(partial);
  }

  save<T extends ObjectLiteral>(entity: T): Promise<T> {
    return this.database.repository(entity.constructor as EntityClass<T>).save(entity);
  }

  insert<T extends ObjectLiteral>(target: EntityClass<T>, partial: Partial<T>): Promise<void> {
    return this.database.repository(target).insert(partial);
  }

  update<T extends ObjectLiteral>(target: EntityClass<T>, criteria: Where, changes: Partial<T>) {
    return this.database.repository(target).update(criteria, changes);
  }

  delete<T extends ObjectLiteral>(target: EntityClass<T>, criteria: Where) {
    return this.database.repository(target).delete(criteria);
  }

  count<T extends ObjectLiteral>(target: EntityClass<T>, options: FindOptions): Promise<number> {
    return this.database.repository(target).count(options);
  }

  async query(): Promise<unknown[]> {
    return [];
  }
}
