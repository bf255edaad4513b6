import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CUSTOMER_ID_WHITELIST_FILTER_FIELDS,
  type CustomerIdWhitelistFilterField,
  type PagedListQuery,
  parseQueryFilter,
} from '@oak/shared';
import { In, Repository } from 'typeorm';
import { companyFilterWhere } from '../../common/company-filter-where.util';
import { ownedOr404 } from '../../common/company-scope.util';
import { Company } from '../auth/company.entity';
import { BetaPartner } from './beta-partner.entity';
import { CustomerAccount } from './customer-account.entity';
import { ScenarioAllowance } from './scenario-allowance.entity';
import { Clock } from '../clock/clock';

export interface CustomerDetails {
  readonly customerId: string;
  readonly email: string;
  readonly scenarios: string[];
  readonly betaPartner: boolean;
}

/** How long a node trusts that a customer id is a company's once Postgres said so (chosen). */
const OWNERSHIP_CACHE_MS = 60_000;
/** Company and customer id pairs a node keeps at most; the oldest go first (chosen). */
const OWNERSHIP_CACHE_MAX = 10_000;

/** A company's customer ids, the scenarios each may run, and the beta list (doc 3 §3, §6). */
@Injectable()
export class CustomersService {
  private readonly owned = new Map<string, number>();

  constructor(
    @InjectRepository(CustomerAccount) private readonly customers: Repository<CustomerAccount>,
    @InjectRepository(ScenarioAllowance) private readonly allowances: Repository<ScenarioAllowance>,
    @InjectRepository(BetaPartner) private readonly betaPartners: Repository<BetaPartner>,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly clock: Clock,
  ) {}

  listOfCompany(companyId: string): Promise<CustomerAccount[]> {
    return this.customers.find({ where: { companyId }, order: { email: 'ASC', customerId: 'ASC' } });
  }

  /**
   * The company's customer ids a `q` filter selects, a page of them, by id:
   * the allow list every customer-id check reads (isOwnedBy, ownedCustomer).
   */
  async allowListOfCompany(companyId: string, query: PagedListQuery): Promise<CustomerAccount[]> {
    const filter = parseQueryFilter(query.q, CUSTOMER_ID_WHITELIST_FILTER_FIELDS);
    if (!filter.ok) throw new BadRequestException(filter.error);
    const where = companyFilterWhere<CustomerAccount, CustomerIdWhitelistFilterField>(
      companyId,
      filter.value,
      new Set(['createdAt']),
    );
    if (!where.ok) throw new BadRequestException(where.error);
    return this.customers.find({
      where: where.value,
      order: { customerId: 'ASC' },
      skip: query.skip,
      take: query.limit,
    });
  }

  /** The company's customer id, or a 404 for an unknown id or another company's. */
  async ownedCustomer(companyId: string, customerId: string): Promise<CustomerAccount> {
    return ownedOr404(await this.customers.findOne({ where: { customerId } }), companyId, 'Customer id');
  }

  /**
   * Whether the customer id is one of the company's. A yes is kept for
   * OWNERSHIP_CACHE_MS: a customer id never leaves its company in OAK
   * (adoption refuses another company's, nothing deletes one), and the
   * Playground asks on every call. A no is asked again, as the id may join.
   */
  async isOwnedBy(companyId: string, customerId: string): Promise<boolean> {
    const key = `${companyId}\u0000${customerId}`;
    const until = this.owned.get(key);
    if (until !== undefined && until > this.clock.nowMs()) return true;
    const owned = await this.customers.exists({ where: { customerId, companyId } });
    this.owned.delete(key);
    if (owned) {
      this.owned.set(key, this.clock.nowMs() + OWNERSHIP_CACHE_MS);
      if (this.owned.size > OWNERSHIP_CACHE_MAX) this.owned.delete(this.owned.keys().next().value!);
    }
    return owned;
  }

  /**
   * Provisioning: the customer ids join the company, created when missing and
   * their e-mails updated; one that belongs to another company is a 409 and
   * nothing changes.
   */
  async adoptCustomers(
    companyId: string,
    entries: readonly { customerId: string; email: string }[],
  ): Promise<void> {
    if (!entries.length) return;
    const ids = entries.map((entry) => entry.customerId);
    const taken = await this.customers.find({ where: { customerId: In(ids) } });
    const foreign = taken.find((customer) => customer.companyId !== companyId);
    if (foreign) throw new ConflictException(`Customer id ${foreign.customerId} belongs to another company`);
    await this.customers.upsert(
      entries.map(({ customerId, email }) => ({ customerId, email: email.toLowerCase(), companyId })),
      { conflictPaths: ['customerId'] },
    );
  }

  async detailsInCompany(companyId: string, customerId: string): Promise<CustomerDetails> {
    const customer = await this.ownedCustomer(companyId, customerId);
    const [allowances, beta] = await Promise.all([
      this.allowances.find({ where: { customerId }, order: { scenarioName: 'ASC' } }),
      this.betaPartners.exists({ where: { customerId } }),
    ]);
    return {
      customerId: customer.customerId,
      email: customer.email,
      scenarios: allowances.map((a) => a.scenarioName),
      betaPartner: beta,
    };
  }

  /** The scenario names any of the company's customers may run: the user's allow list. */
  async allowedScenarios(companyId: string): Promise<string[]> {
    // One read: each allowance of a customer id the company holds.
    const allowances = await this.allowances.find({
      where: { customer: { companyId } },
      select: { customerId: true, scenarioName: true },
    });
    return [...new Set(allowances.map((a) => a.scenarioName))].sort();
  }

  async isBetaCompany(companyId: string): Promise<boolean> {
    const count = await this.betaPartners
      .createQueryBuilder('beta')
      .innerJoin(CustomerAccount, 'customer', 'customer.customer_id = beta.customer_id')
      .where('customer.company_id = :companyId', { companyId })
      .getCount();
    return count > 0;
  }

  async addCustomer(customerId: string, email: string, companyName: string): Promise<CustomerAccount> {
    const id = customerId.trim();
    if (!/^[A-Za-z0-9._-]{1,128}$/.test(id))
      throw new BadRequestException(`${customerId} is not a valid customer id`);
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim()))
      throw new BadRequestException(`${email} is not an e-mail address`);
    const company = await this.companies.findOne({ where: { name: companyName.trim() } });
    if (!company) throw new BadRequestException(`There is no company named ${companyName.trim()}`);
    if (await this.customers.exists({ where: { customerId: id } }))
      throw new ConflictException(`Customer id ${id} already exists`);
    return this.customers.save(
      this.customers.create({ customerId: id, email: email.trim().toLowerCase(), companyId: company.id }),
    );
  }

  /** Adds scenario names to a customer's allow list; names already there stay once. */
  async allow(customerId: string, scenarioNames: readonly string[]): Promise<string[]> {
    await this.requireCustomer(customerId);
    const names = [...new Set(scenarioNames.map((n) => n.trim()).filter(Boolean))];
    if (!names.length) throw new BadRequestException('Name at least one scenario');
    await this.allowances.upsert(
      names.map((scenarioName) => ({ customerId, scenarioName })),
      { conflictPaths: ['customerId', 'scenarioName'], skipUpdateIfNoValuesChanged: true },
    );
    return (await this.allowances.find({ where: { customerId }, order: { scenarioName: 'ASC' } })).map(
      (a) => a.scenarioName,
    );
  }

  async disallow(customerId: string, scenarioNames: readonly string[]): Promise<void> {
    await this.requireCustomer(customerId);
    await this.allowances.delete({ customerId, scenarioName: In([...scenarioNames]) });
  }

  async addBetaPartner(customerId: string): Promise<void> {
    await this.requireCustomer(customerId);
    await this.betaPartners.upsert(
      { customerId },
      { conflictPaths: ['customerId'], skipUpdateIfNoValuesChanged: true },
    );
  }

  private async requireCustomer(customerId: string): Promise<void> {
    if (!(await this.customers.exists({ where: { customerId } }))) {
      throw new BadRequestException(`There is no customer id ${customerId}`);
    }
  }
}
