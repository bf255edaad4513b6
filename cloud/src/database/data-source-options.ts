import { type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { TypeOrmNestLogger } from './typeorm-logger';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    applicationName: 'oak-cloud',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // The schema changes only through migrations, never by synchronising.
    synchronize: false,
    // gen_random_uuid() is built into Postgres 13+: no extension to install, so no superuser needed.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    migrationsRun: false,
    logger: new TypeOrmNestLogger(),
    maxQueryExecutionTime: 1000,
    extra: { connectionTimeoutMillis: 5000 },
  };
}
