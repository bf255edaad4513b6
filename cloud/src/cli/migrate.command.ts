import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/run-migrations';

/** `oak migrate`: for deployments that migrate before rolling out new nodes. */
export async function runMigrate(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const dataSource = await new DataSource(dataSourceOptions(config.database.url)).initialize();
  try {
    const applied = await runMigrations(dataSource);
    console.log(
      applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'The database is up to date.',
    );
  } finally {
    await dataSource.destroy();
  }
}
