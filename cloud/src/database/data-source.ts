import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * The data source the TypeORM CLI uses (`npm run migration:generate -w @oak/cloud`).
 * The running cloud builds its own from the validated configuration.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required to run the TypeORM CLI');

export default new DataSource(dataSourceOptions(url));
