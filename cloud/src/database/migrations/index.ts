import { type MigrationInterface } from 'typeorm';

/**
 * Every migration, oldest first. A migration is a timestamped file in this
 * folder that is never edited after it lands; add new ones to the end.
 */
export const MIGRATIONS: (new () => MigrationInterface)[] = [];
