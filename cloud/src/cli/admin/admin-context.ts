import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config/app-config';
import { portSchema } from '../../config/env-parsing.util';
import { SECRET_FILES, secretFile } from '../../config/secrets.util';
import { type RunningPostgres, startEmbeddedPostgres } from '../../launcher/embedded-postgres';
import { isPortFree } from '../../launcher/ports';
import { AdminModule } from './admin.module';

/**
 * Runs admin work against DATABASE_URL, or against the embedded Postgres of
 * OAK_HOME: the running one when OAK is up, else one started for the command.
 */
export async function withAdminContext<T>(
  work: (context: INestApplicationContext) => Promise<T>,
): Promise<T> {
  let embedded: RunningPostgres | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const home = path.resolve(process.env.OAK_HOME ?? '.oak');
    const port = portSchema.default(15432).parse(process.env.EMBEDDED_PG_PORT);
    const passwordFile = secretFile(home, SECRET_FILES.postgresPassword);
    if (existsSync(passwordFile) && !(await isPortFree(port, '127.0.0.1'))) {
      const password = readFileSync(passwordFile, 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/oak`;
    } else {
      embedded = await startEmbeddedPostgres({
        dataDir: path.join(home, 'pg'),
        port,
        database: 'oak',
        onLog: () => undefined,
      });
      databaseUrl = embedded.url;
    }
  }
  // The admin context talks to Postgres only; Redis is named to satisfy the shared configuration.
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://unused',
  });
  const context = await NestFactory.createApplicationContext(AdminModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    return await work(context);
  } finally {
    await context.close();
    await embedded?.stop();
  }
}
