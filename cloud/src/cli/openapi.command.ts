import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject } from '@nestjs/swagger';
import { openApiDocument, useApiPrefix } from '../app.factory';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';

/**
 * The API's OpenAPI document without a database, Redis or a listening server:
 * the app is built in Nest's preview mode, which reads the modules, controllers
 * and their decorators but constructs no provider (so nothing connects). The
 * routes are those of the running cloud, whose controllers do not depend on the
 * configuration; the URLs below are never dialled.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  const home = mkdtempSync(path.join(tmpdir(), 'oak-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://oak@127.0.0.1:1/oak',
      REDIS_URL: 'redis://127.0.0.1:1',
      OAK_HOME: home,
      LOG_LEVEL: 'silent',
    });
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
      preview: true,
      logger: false,
      abortOnError: false,
      bodyParser: false,
    });
    useApiPrefix(app);
    return openApiDocument(app, config.version);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** `oak openapi`: prints the OpenAPI document as JSON. */
export async function runOpenApi(): Promise<void> {
  process.stdout.write(`${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
}
