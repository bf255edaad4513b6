/** A TypeORM entity class. */
export type EntityClass = new (...args: never[]) => object;

/**
 * Every TypeORM entity of the cloud. Listed explicitly rather than globbed so
 * that the compiled build, ts-jest and the TypeORM CLI see the same set.
 */
export const ENTITIES: EntityClass[] = [];
