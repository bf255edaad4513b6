import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { passwordPolicyViolations } from '@oak/shared';
import { rmSync, statSync } from 'node:fs';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import {
  GENERATED_ADMIN_PASSWORD_KEPT_MS,
  SECRET_FILES,
  secretFile,
  writeSecret,
} from '../../config/secrets.util';
import { Company } from './company.entity';
import { PasswordHasher } from './password-hasher.adapter';
import { generatePassword } from './password-generator.util';
import { User } from './user.entity';
import { type Cancel, Clock } from '../clock/clock';

/** Arbitrary but fixed: nodes starting together create the first admin once. */
const FIRST_ADMIN_LOCK_ID = 7_346_202;

export interface NewUser {
  readonly user: User;
  /** The temporary password, when one was generated: shown once, never stored. */
  readonly temporaryPassword?: string;
}

/** Companies and their users: what the admin CLI and the first start create. */
@Injectable()
export class UsersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Users');
  private cancelExpiry: Cancel | undefined;

  constructor(
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A worker has no one to show a generated password to: the first cloud node creates the admin.
    if (this.config.role === 'worker') return;
    await this.ensureFirstAdmin();
    this.expireGeneratedPassword();
  }

  onApplicationShutdown(): void {
    this.cancelExpiry?.();
  }

  /**
   * Removes the first administrator's generated password from OAK_HOME once
   * it is GENERATED_ADMIN_PASSWORD_KEPT_MS old, now or when that time comes.
   */
  expireGeneratedPassword(): void {
    this.cancelExpiry?.();
    let madeAt: number;
    try {
      madeAt = statSync(this.adminSecretFile).mtimeMs;
    } catch {
      return;
    }
    const left = madeAt + GENERATED_ADMIN_PASSWORD_KEPT_MS - this.clock.nowMs();
    if (left <= 0) {
      rmSync(this.adminSecretFile, { force: true });
      this.logger.log(`Removed the generated password of ${this.config.admin.email}: it was a day old`);
      return;
    }
    this.cancelExpiry = this.clock.after(left, () => this.expireGeneratedPassword(), { ref: false });
  }

  async createCompany(name: string): Promise<Company> {
    const trimmed = name.trim();
    if (!trimmed) throw new BadRequestException('A company needs a name');
    if (await this.companies.exists({ where: { name: trimmed } })) {
      throw new ConflictException(`Company ${trimmed} already exists`);
    }
    return this.companies.save(this.companies.create({ name: trimmed }));
  }

  async companyNamed(name: string): Promise<Company> {
    const company = await this.companies.findOne({ where: { name: name.trim() } });
    if (!company) throw new BadRequestException(`There is no company named ${name.trim()}`);
    return company;
  }

  /** One line per company, with its users and whether each still has a temporary password. */
  async describeCompanies(): Promise<string[]> {
    const companies = await this.companies.find({ order: { name: 'ASC' } });
    const users = await this.users.find({ order: { email: 'ASC' } });
    return companies.map((company) => {
      const members = users
        .filter((user) => user.companyId === company.id)
        .map((user) =>
          user.state === 'must_change_password' ? `${user.email} (temporary password)` : user.email,
        );
      return `${company.name}: ${members.length ? members.join(', ') : 'no users'}`;
    });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase() }, relations: { company: true } });
  }

  /**
   * Adds a user to a company. Without a password, one is generated and the
   * user must replace it at first sign-in (doc 3 §4 step 2).
   */
  async addUser(email: string, companyName: string, password?: string): Promise<NewUser> {
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(address))
      throw new BadRequestException(`${email} is not an e-mail address`);
    const company = await this.companyNamed(companyName);
    if (await this.users.exists({ where: { email: address } })) {
      throw new ConflictException(`A user with e-mail ${address} already exists`);
    }
    if (password !== undefined) this.assertPolicy(password, 'The password');
    const temporaryPassword = password === undefined ? generatePassword() : undefined;
    const user = await this.users.save(
      this.users.create({
        email: address,
        passwordHash: await this.hasher.hash(password ?? temporaryPassword!),
        state: password === undefined ? 'must_change_password' : 'confirmed',
        companyId: company.id,
        lastSignInAt: null,
      }),
    );
    return { user, temporaryPassword };
  }

  /**
   * With no user at all, creates the first administrator from OAK_ADMIN_EMAIL
   * and OAK_ADMIN_PASSWORD, or with a generated password kept in
   * OAK_HOME/secrets so that the launcher can say how to sign in.
   */
  async ensureFirstAdmin(): Promise<void> {
    const { admin } = this.config;
    if (admin.password !== undefined) this.assertPolicy(admin.password, 'OAK_ADMIN_PASSWORD');
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_ID]);
      if ((await manager.count(User)) > 0) return;
      let company = await manager.findOne(Company, { where: { name: admin.company } });
      company ??= await manager.save(manager.create(Company, { name: admin.company }));
      const password = admin.password ?? generatePassword();
      await manager.save(
        manager.create(User, {
          email: admin.email,
          passwordHash: await this.hasher.hash(password),
          state: 'confirmed',
          companyId: company.id,
          lastSignInAt: null,
        }),
      );
      if (admin.password === undefined) this.keepGeneratedAdminPassword(password);
      this.logger.log(`Created the first user, ${admin.email}, in company ${admin.company}`);
    });
  }

  /** A changed password makes the kept first-admin password wrong: forget it. */
  forgetGeneratedPassword(email: string): void {
    if (email === this.config.admin.email) rmSync(this.adminSecretFile, { force: true });
  }

  private get adminSecretFile(): string {
    return secretFile(this.config.home, SECRET_FILES.adminPassword);
  }

  private keepGeneratedAdminPassword(password: string): void {
    writeSecret(this.config.home, SECRET_FILES.adminPassword, password);
  }

  private assertPolicy(password: string, what: string): void {
    const violations = passwordPolicyViolations(password);
    if (violations.length)
      throw new BadRequestException(`${what} does not meet the password policy: ${violations.join(' ')}`);
  }
}
