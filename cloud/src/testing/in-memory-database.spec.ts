import { ILike, In, IsNull, MoreThan, Not } from 'typeorm';
import { Company } from '../modules/auth/company.entity';
import { LabJobRecord } from '../modules/jobs/lab-job.entity';
import { LabRecord } from '../modules/labs/lab.entity';
import { ThingRecord } from '../modules/labs/thing.entity';
import { IN_MEMORY_EPOCH, InMemoryDatabase } from './in-memory-database';
import { typedFake } from './typed-fake';

/** The fakes the domain services' unit specs stand on must fail where Postgres would, or those specs pass for nothing. */
describe('InMemoryDatabase', () => {
  let sut: InMemoryDatabase;
  let company: Company;

  beforeEach(async () => {
    sut = new InMemoryDatabase();
    [company] = (await sut.repository(Company).seed({ name: 'Acme' })) as [Company];
  });

  it('fills a row as its decorators say: a counted uuid, column defaults, nulls and stamped dates', async () => {
    const [lab] = await sut.repository(LabRecord).seed({ name: 'Bench', companyId: company.id });

    expect(lab).toMatchObject({
      id: '00000000-0000-4000-8000-000000000002',
      lock: 0,
      region: null,
      createdAt: new Date(IN_MEMORY_EPOCH + 2_000),
    });
  });

  it("refuses a row that breaks a unique index with Postgres's code, inside a transaction that then undoes its work", async () => {
    const labs = sut.repository(LabRecord);
    await labs.seed({ name: 'Bench', companyId: company.id });

    await expect(labs.seed({ name: 'Bench', companyId: company.id })).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      sut.manager.transaction(async (manager) => {
        await manager.save(manager.create(LabRecord, { name: 'Field', companyId: company.id }));
        await manager.save(manager.create(LabRecord, { name: 'Bench', companyId: company.id }));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(labs.rows.map((lab) => lab.name)).toEqual(['Bench']);
  });

  it('selects with the operators the services use, and joins a many-to-one relation in where and relations', async () => {
    const [lab] = await sut.repository(LabRecord).seed({ name: 'Bench', companyId: company.id });
    const things = sut.repository(ThingRecord);
    await things.seed(
      { labId: lab!.id, thingName: 'pi-1', name: 'pi-1', location: '0.9m-90deg' },
      { labId: lab!.id, thingName: 'pi-2', name: 'pi-2' },
    );
    const names = async (where: Record<string, unknown>) =>
      (await things.find({ where, order: { name: 'DESC' } })).map((t) => t.name);

    expect(await names({ location: IsNull() })).toEqual(['pi-2']);
    expect(await names({ thingName: Not(In(['pi-2'])) })).toEqual(['pi-1']);
    expect(await names({ createdAt: MoreThan(new Date(IN_MEMORY_EPOCH)) })).toEqual(['pi-2', 'pi-1']);
    expect(await names({ lab: { companyId: company.id } })).toEqual(['pi-2', 'pi-1']);
    expect(await names({ lab: { companyId: 'another' } })).toEqual([]);
    expect((await things.findOne({ where: { name: 'pi-1' }, relations: { lab: true } }))?.lab).toMatchObject({
      name: 'Bench',
    });
    // An operator no service used yet is a failure to face, not a row silently left out.
    await expect(things.find({ where: { name: ILike('PI-%') } })).rejects.toThrow(
      'The in-memory database does not know the ilike operator yet',
    );
  });

  it("fills an empty column from a SQL expression's now() and keeps a set one, as COALESCE does", async () => {
    const [lab] = await sut.repository(LabRecord).seed({ name: 'Bench', companyId: company.id });
    const jobs = sut.repository(LabJobRecord);
    const [job] = await jobs.seed({
      companyId: company.id,
      labId: lab!.id,
      labName: 'Bench',
      options: '{}',
      mapping: '{}',
      ownerEmail: 'ana@acme.test',
      scenarioName: 'run',
    });
    const finish = () =>
      jobs.update({ id: job!.id, state: In(['requested']) }, { finishedAt: () => 'now()' });

    expect(await finish()).toEqual({ affected: 1 });
    const finishedAt = jobs.rows[0]!.finishedAt;
    await finish();
    expect(jobs.rows[0]!.finishedAt).toBe(finishedAt);
    expect(await jobs.update({ id: job!.id, state: 'canceled' }, { state: 'failed' })).toEqual({
      affected: 0,
    });
  });
});

describe('typedFake', () => {
  it('answers the members it was given and names any other when it is used', () => {
    const sut = typedFake<{ one(): number; two(): number }>('Counter', { one: () => 1 });

    expect(sut.one()).toBe(1);
    expect(() => sut.two()).toThrow('The fake Counter has no two: give it one in the spec');
  });
});
