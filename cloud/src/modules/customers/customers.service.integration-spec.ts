import { ConflictException } from '@nestjs/common';
import { seed, useTestDataSource } from '../../testing/test-data-source';
import { TestClock } from '../../testing/test-clock';
import { Company } from '../auth/company.entity';
import { BetaPartner } from './beta-partner.entity';
import { CustomerAccount } from './customer-account.entity';
import { CustomersService } from './customers.service';
import { ScenarioAllowance } from './scenario-allowance.entity';

/** OWNERSHIP_CACHE_MS in the service: how long a yes is trusted. */
const TRUSTED_MS = 60_000;

/** CustomersService on Postgres: its ownership cache in front of the store, and adoption's upsert. */
describe('CustomersService', () => {
  const data = useTestDataSource();
  let clock: TestClock;
  let sut: CustomersService;
  let acme: Company;
  let other: Company;
  let lookups: number;

  beforeEach(async () => {
    clock = new TestClock();
    [acme, other] = (await seed(data(), Company, { name: 'Acme Audio' }, { name: 'Other Audio' })) as [
      Company,
      Company,
    ];
    // Its own repository object, whose lookups are counted, so the spec sees what the cache answered alone.
    const customers = data().createEntityManager().getRepository(CustomerAccount);
    lookups = 0;
    const exists = customers.exists.bind(customers);
    customers.exists = async (options) => {
      lookups += 1;
      return exists(options);
    };
    sut = new CustomersService(
      customers,
      data().getRepository(ScenarioAllowance),
      data().getRepository(BetaPartner),
      data().getRepository(Company),
      clock,
    );
    await seed(data(), CustomerAccount, {
      customerId: 'ACME-CID-1',
      email: 'lab@acme.test',
      companyId: acme.id,
    });
  });

  describe('isOwnedBy', () => {
    it("answers whether a customer id is the company's: its own yes, another company's and an unknown no", async () => {
      expect(await sut.isOwnedBy(acme.id, 'ACME-CID-1')).toBe(true);
      expect(await sut.isOwnedBy(other.id, 'ACME-CID-1')).toBe(false);
      expect(await sut.isOwnedBy(acme.id, 'NOBODY-CID')).toBe(false);
    });

    it('trusts a yes for a minute without asking the store, then asks again', async () => {
      await sut.isOwnedBy(acme.id, 'ACME-CID-1');
      await clock.advance(TRUSTED_MS - 1);
      expect(await sut.isOwnedBy(acme.id, 'ACME-CID-1')).toBe(true);
      expect(lookups).toBe(1);

      await clock.advance(1);
      expect(await sut.isOwnedBy(acme.id, 'ACME-CID-1')).toBe(true);
      expect(lookups).toBe(2);
    });

    it('asks again after a no, so an id that joins meanwhile is seen at once', async () => {
      expect(await sut.isOwnedBy(acme.id, 'ACME-CID-2')).toBe(false);
      await seed(data(), CustomerAccount, {
        customerId: 'ACME-CID-2',
        email: 'bench@acme.test',
        companyId: acme.id,
      });
      expect(await sut.isOwnedBy(acme.id, 'ACME-CID-2')).toBe(true);
      expect(lookups).toBe(2);
    });

    it("keeps one company's yes from answering for another", async () => {
      await sut.isOwnedBy(acme.id, 'ACME-CID-1');
      expect(await sut.isOwnedBy(other.id, 'ACME-CID-1')).toBe(false);
      expect(lookups).toBe(2);
    });
  });

  it("refuses to adopt another company's customer id, and changes nothing", async () => {
    await expect(
      sut.adoptCustomers(other.id, [{ customerId: 'ACME-CID-1', email: 'thief@other.test' }]),
    ).rejects.toBeInstanceOf(ConflictException);
    expect(await sut.isOwnedBy(acme.id, 'ACME-CID-1')).toBe(true);
    expect((await sut.listOfCompany(acme.id)).map((customer) => customer.email)).toEqual(['lab@acme.test']);
  });
});
