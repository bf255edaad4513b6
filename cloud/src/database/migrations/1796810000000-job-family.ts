import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each job stores its test family, decided once at submit by shared's family
 * table, so the runner, the live view and the reports read it rather than
 * telling families apart again. The jobs before this were of the three
 * families the runner played then (the others were refused at submit): ACM by
 * its suite, functional by its first scenario type, acoustic otherwise. The
 * CHECK holds every id of the table, the families not played yet too, so a
 * family that comes to be played needs no migration for it.
 */
export class JobFamily1796810000000 implements MigrationInterface {
  name = 'JobFamily1796810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE lab_jobs ADD COLUMN family varchar(32)`);
    await runner.query(`
      UPDATE lab_jobs SET family = CASE
        WHEN options::jsonb ->> 'testSuite' = 'AQTUDTV2' THEN 'acm'
        WHEN COALESCE(options::jsonb -> 'executionOrder' ->> 0, options::jsonb -> 'testOptions' ->> 'scenarioType')
             IN ('FUNC_ALL', 'FUNC_CUSTOM', 'AUTO_FUNC_ALL', 'AUTO_FUNC_CUSTOM', 'FUNC_NAV_ALL', 'FUNC_NAV_CUSTOM',
                 'MOBILE_FUNCTIONAL') THEN 'functional'
        ELSE 'acoustic' END`);
    await runner.query(`ALTER TABLE lab_jobs ALTER COLUMN family SET NOT NULL`);
    await runner.query(`
      ALTER TABLE lab_jobs ADD CONSTRAINT lab_jobs_family_check CHECK (family IN (
        'acoustic', 'functional', 'acm', 'far', 'stability', 'upl', 'security', 'auto-local-search',
        'automotive', 'user-defined', 'wwa', 'sound-level', 'wake-word-validation'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE lab_jobs DROP COLUMN family`);
  }
}
