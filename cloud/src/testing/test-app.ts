import { type NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app.factory';
import { type AppConfig, loadConfig } from '../config/app-config';
import { UsersService } from '../modules/auth/users.service';
import { type TestDatabase, createTestDatabase } from './test-database';
import { testServices } from './test-services';

/** The first administrator every test app starts with. */
export const TEST_ADMIN = {
  email: 'admin@oak.test',
  password: 'Admin-Passw0rd-for-tests',
  company: 'OAK Test',
} as const;

export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  readonly database: TestDatabase;
  /** supertest against the app's HTTP server. */
  http(): ReturnType<typeof request>;
  /** Signs in and answers the bearer token. */
  signIn(email: string, password: string): Promise<string>;
  /** A new company with a confirmed user in it; answers the user's token. */
  companyWithUser(company: string, email: string): Promise<string>;
  /** The mails written to the outbox, oldest first. */
  outbox(): OutboxMail[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Receives the app's JSON log lines (LOG_LEVEL in `env` says which). */
  readonly logTo?: { write(line: string): unknown };
}

/**
 * The whole cloud on the real test Postgres (a fresh database) and Redis (a
 * key prefix of its own), with its embedded MQTT broker on a free port and a
 * throwaway OAK_HOME. `env` overrides any variable.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const services = testServices();
  const database = await createTestDatabase();
  const home = mkdtempSync(path.join(tmpdir(), 'oak-cloud-app-'));
  chmodSync(home, 0o755);
  const parsed = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    REDIS_KEY_PREFIX: `oak-test-${randomBytes(4).toString('hex')}:`,
    MQTT_PORT: '0',
    HOST: '127.0.0.1',
    OAK_HOME: home,
    OAK_ADMIN_EMAIL: TEST_ADMIN.email,
    OAK_ADMIN_PASSWORD: TEST_ADMIN.password,
    OAK_ADMIN_COMPANY: TEST_ADMIN.company,
    // Specs sign in often; the rate-limit spec sets its own limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Specs open many MQTT connections from one address; the broker limits spec sets its own.
    MQTT_CONNECTS_PER_IP_PER_MINUTE: '100000',
    MQTT_MAX_CONNECTIONS_PER_IP: '10000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // The resource specs generate the pack themselves, for one locale.
    RESOURCE_PACK: 'off',
    // Runs need a lab of real agents; the specs that run jobs turn the workers on.
    JOB_WORKERS: 'off',
    ...env,
  });
  const config: AppConfig = options.logTo
    ? { ...parsed, log: { ...parsed.log, pretty: false, destination: options.logTo } }
    : parsed;
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config);
    await app.init();
    // listen() would end the start-up buffering of log lines; the specs only init.
    app.flushLogs();
  } catch (error) {
    // A start-up that fails half-way still holds connections: release them before reporting.
    await app?.close().catch(() => undefined);
    await database.drop();
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
  const started = app;
  const http = () => request(started.getHttpServer());
  const signIn = async (email: string, password: string) => {
    const response = await http().post('/api/auth/signin').send({ email, password });
    if (response.status !== 200 || !response.body.idToken) {
      throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body.idToken.jwtToken as string;
  };
  return {
    app: started,
    config,
    database,
    http,
    signIn,
    companyWithUser: async (company, email) => {
      const users = started.get(UsersService);
      await users.createCompany(company);
      await users.addUser(email, company, TEST_ADMIN.password);
      return signIn(email, TEST_ADMIN.password);
    },
    outbox: () => readOutbox(config.mail.outboxDir),
    close: async () => {
      // Every test of the app is done: a connection left open by a client (fetch
      // reconnects after an aborted stream and then sends nothing) would hold
      // the server's close for its 60 s headers timeout.
      (started.getHttpServer() as Server).closeAllConnections();
      await started.close();
      await database.drop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      return { file: name, to: header('To'), subject: header('Subject'), text: body.join('\n\n') };
    });
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
