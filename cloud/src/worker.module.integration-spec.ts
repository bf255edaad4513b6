import { type INestApplicationContext } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadWorkerConfig } from './config/app-config';
import { User } from './modules/auth/user.entity';
import { MqttClientAdapter } from './modules/mqtt/mqtt-client.adapter';
import { MqttCredentialsService } from './modules/mqtt/mqtt-credentials.service';
import { brokerUrl } from './testing/lab-fixtures';
import { useTestApp } from './testing/test-app';
import { type TestDatabase, createTestDatabase } from './testing/test-database';
import { testServices } from './testing/test-services';
import { WorkerModule } from './worker.module';

/**
 * `oak worker`'s application: on a database of its own, beside a cloud node
 * whose embedded broker it signs in to as the cloud does.
 */
describe('the worker application', () => {
  const cloud = useTestApp();
  let database: TestDatabase;
  let home: string;
  let sut: INestApplicationContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    home = mkdtempSync(path.join(tmpdir(), 'oak-worker-'));
    const broker = new URL(await brokerUrl(cloud()));
    broker.username = 'oak-cloud';
    broker.password = cloud().app.get(MqttCredentialsService).servicePassword;
    const config = loadWorkerConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: testServices().redisUrl,
      REDIS_KEY_PREFIX: cloud().config.redis.keyPrefix,
      MQTT_URL: broker.toString(),
      OAK_HOME: home,
      LOG_LEVEL: 'silent',
    });
    sut = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
  });

  afterAll(async () => {
    await sut?.close();
    await database?.drop();
    rmSync(home, { recursive: true, force: true });
  });

  it('migrates its database and reaches the broker, with no HTTP server and no user created', async () => {
    const dataSource = sut.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    expect(await dataSource.getRepository(User).count()).toBe(0);
    expect(sut.get(HttpAdapterHost).httpAdapter).toBeFalsy();
    expect(sut.get(MqttClientAdapter).connected).toBe(true);
  });
});
