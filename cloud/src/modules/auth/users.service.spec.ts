import { Logger } from '@nestjs/common';
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DataSource, type Repository } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import {
  GENERATED_ADMIN_PASSWORD_KEPT_MS,
  SECRET_FILES,
  secretFile,
  writeSecret,
} from '../../config/secrets.util';
import { REQUIRED_ENV } from '../../testing/config-env';
import { TEST_CLOCK_EPOCH, TestClock } from '../../testing/test-clock';
import { typedFake } from '../../testing/typed-fake';
import { type Company } from './company.entity';
import { type PasswordHasher } from './password-hasher.adapter';
import { type User } from './user.entity';
import { UsersService } from './users.service';

/**
 * The first administrator's generated password kept in OAK_HOME, removed once
 * it is a day old: written at the test clock's start, it stays until the
 * clock passes its expiry, however long the node has been up.
 */
describe('UsersService', () => {
  let home: string;
  let clock: TestClock;
  let sut: UsersService;
  const keptPassword = () => existsSync(secretFile(home, SECRET_FILES.adminPassword));

  // What it logs of the removal is for operators, not for a spec's output.
  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(() => {
    home = mkdtempSync(path.join(tmpdir(), 'oak-users-spec-'));
    writeSecret(home, SECRET_FILES.adminPassword, 'Generated-Passw0rd');
    const writtenAt = new Date(TEST_CLOCK_EPOCH);
    utimesSync(secretFile(home, SECRET_FILES.adminPassword), writtenAt, writtenAt);
    clock = new TestClock();
    sut = new UsersService(
      typedFake<Repository<Company>>('companies', {}),
      typedFake<Repository<User>>('users', {}),
      typedFake<DataSource>('dataSource', {}),
      typedFake<PasswordHasher>('hasher', {}),
      loadConfig({ ...REQUIRED_ENV, OAK_HOME: home }),
      clock,
    );
  });

  afterEach(() => {
    sut.onApplicationShutdown();
    rmSync(home, { recursive: true, force: true });
  });

  it('removes the generated password when the clock passes its expiry, not before', async () => {
    sut.expireGeneratedPassword();
    await clock.advance(GENERATED_ADMIN_PASSWORD_KEPT_MS - 1);
    expect(keptPassword()).toBe(true);
    await clock.advance(1);
    expect(keptPassword()).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('removes at once a generated password already past its expiry', async () => {
    await clock.advance(GENERATED_ADMIN_PASSWORD_KEPT_MS);
    sut.expireGeneratedPassword();
    expect(keptPassword()).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('keeps one expiry however often it is asked, and none once the node shuts down', async () => {
    sut.expireGeneratedPassword();
    sut.expireGeneratedPassword();
    expect(clock.pendingTimers).toBe(1);
    sut.onApplicationShutdown();
    expect(clock.pendingTimers).toBe(0);
    await clock.advance(GENERATED_ADMIN_PASSWORD_KEPT_MS);
    expect(keptPassword()).toBe(true);
  });
});
