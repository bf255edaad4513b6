import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app.factory';
import { type AppConfig, loadConfig } from '../config/app-config';
import { type TestDatabase, createTestDatabase } from './test-database';
import { testServices } from './test-services';

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  readonly database: TestDatabase;
  /** supertest against the app's HTTP server. */
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * The whole cloud on the real test Postgres (a fresh database) and Redis, with
 * its embedded MQTT broker on a free port. `env` overrides any variable.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const services = testServices();
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    MQTT_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  return {
    app,
    config,
    database,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * One cloud for a whole describe block: started before its first test and
 * closed after its last. Returns an accessor, since the app exists only once
 * the block runs.
 */
export function useTestApp(
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>) = {},
): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(typeof env === 'function' ? await env() : env);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app is available only inside tests of its describe block');
    return testApp;
  };
}
