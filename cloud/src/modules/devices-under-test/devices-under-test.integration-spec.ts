import { DEVICE_UNDER_TEST_API_PATHS, type DeviceUnderTest, deviceUnderTestListSchema } from '@oak/shared';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../jobs/lab-job.entity';

const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);
const OPTIONS = JSON.stringify({
  testSuite: 'ACOUSTIC',
  testName: 'Far field',
  marketPlace: 'en_US',
  testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'FAR_FIELD' },
});

describe('GET /api/deviceundertests: the devices the company runs have put under test', () => {
  const app = useTestApp();
  let acme: string;
  let globex: string;
  const jobIds: Record<string, string> = {};

  const get = (path: string, token?: string) => {
    const call = app().http().get(path);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  /** A run as it is stored: its mapping the JSON text of doc 1 §3. */
  async function run(name: string, labId: string, labName: string, mapping: unknown, createdAt: Date) {
    const dataSource = app().app.get(DataSource);
    const [lab] = (await dataSource.query('SELECT company_id FROM labs WHERE id = $1', [labId])) as {
      company_id: string;
    }[];
    const saved = await dataSource.getRepository(LabJobRecord).save({
      companyId: lab!.company_id,
      labId,
      labName,
      state: 'succeeded',
      options: OPTIONS,
      mapping: typeof mapping === 'string' ? mapping : JSON.stringify(mapping),
      ownerEmail: 'ana@acme-dut.test',
      sendCompletionEmail: false,
      scenarioName: name,
      family: 'acoustic',
      createdAt,
    });
    jobIds[name] = saved.id;
  }

  beforeAll(async () => {
    acme = await app().companyWithUser('Acme DUT', 'ana@acme-dut.test');
    globex = await app().companyWithUser('Globex DUT', 'gus@globex-dut.test');
    const acmeLab = (await createLab(app(), 'Kitchen Lab', ['k-pi-1'], 'Acme DUT')).labId;
    const otherLab = (await createLab(app(), 'Garage Lab', ['g-pi-1'], 'Acme DUT')).labId;
    const globexLab = (await createLab(app(), 'Globex Lab', ['x-pi-1'], 'Globex DUT')).labId;
    const echo = {
      customerId: 'A1ACME',
      dsn: 'G0ECHO1',
      deviceName: 'Kitchen Echo',
      deviceType: 'ECHO_DOT',
      buildInfo: 'b1',
    };
    await run(
      'first',
      acmeLab,
      'Kitchen Lab',
      {
        deviceMapping: {
          DUT: echo,
          OPTIONAL_DUT1: { customerId: 'A1ACME', dsn: 'G0TAP1', deviceType: 'TAP' },
        },
      },
      daysAgo(3),
    );
    // The same device again, later, on another lab and build; its name not given this time.
    await run(
      'second',
      otherLab,
      'Garage Lab',
      { deviceMapping: { DUT: { customerId: 'A1ACME', dsn: 'G0ECHO1', buildInfo: 'b2' } } },
      daysAgo(1),
    );
    // The same serial number under another customer id is another device under test.
    await run(
      'moved',
      acmeLab,
      'Kitchen Lab',
      { deviceMapping: { DUT: { customerId: 'A2ACME', dsn: 'G0ECHO1' } } },
      daysAgo(2),
    );
    // A mapping that cannot be read, and entries without a DSN, are left out, not a failure.
    await run('broken', acmeLab, 'Kitchen Lab', 'not json', daysAgo(0.5));
    await run(
      'no dsn',
      acmeLab,
      'Kitchen Lab',
      { deviceMapping: { DUT: { customerId: 'A1ACME' } } },
      daysAgo(0.5),
    );
    // Another company's run of the very same device, the newest of all: never counted for Acme.
    await run(
      'theirs',
      globexLab,
      'Globex Lab',
      {
        deviceMapping: {
          DUT: { ...echo, buildInfo: 'globex-build' },
          OTHER: { customerId: 'G1', dsn: 'G0X' },
        },
      },
      daysAgo(0.1),
    );
  });

  it("lists each device of the company's runs once, most recently used first, with what its runs said of it", async () => {
    const response = await get(DEVICE_UNDER_TEST_API_PATHS.list, acme).expect(200);
    const list = deviceUnderTestListSchema.parse(response.body);
    expect(list).toEqual<DeviceUnderTest[]>([
      {
        customerId: 'A1ACME',
        dsn: 'G0ECHO1',
        deviceName: 'Kitchen Echo',
        deviceType: 'ECHO_DOT',
        buildInfo: 'b2',
        amazonId: null,
        tags: ['DUT'],
        runCount: 2,
        firstUsedAt: daysAgo(3).toISOString(),
        lastUsedAt: daysAgo(1).toISOString(),
        lastJobId: jobIds.second!,
        lastLabName: 'Garage Lab',
      },
      {
        customerId: 'A2ACME',
        dsn: 'G0ECHO1',
        deviceName: null,
        deviceType: null,
        buildInfo: null,
        amazonId: null,
        tags: ['DUT'],
        runCount: 1,
        firstUsedAt: daysAgo(2).toISOString(),
        lastUsedAt: daysAgo(2).toISOString(),
        lastJobId: jobIds.moved!,
        lastLabName: 'Kitchen Lab',
      },
      {
        customerId: 'A1ACME',
        dsn: 'G0TAP1',
        deviceName: null,
        deviceType: 'TAP',
        buildInfo: null,
        amazonId: null,
        tags: ['OPTIONAL_DUT1'],
        runCount: 1,
        firstUsedAt: daysAgo(3).toISOString(),
        lastUsedAt: daysAgo(3).toISOString(),
        lastJobId: jobIds.first!,
        lastLabName: 'Kitchen Lab',
      },
    ]);
    const theirs = await get(DEVICE_UNDER_TEST_API_PATHS.list, globex).expect(200);
    expect(
      (theirs.body as DeviceUnderTest[]).map(({ customerId, dsn, runCount, buildInfo }) => ({
        customerId,
        dsn,
        runCount,
        buildInfo,
      })),
    ).toEqual([
      { customerId: 'A1ACME', dsn: 'G0ECHO1', runCount: 1, buildInfo: 'globex-build' },
      { customerId: 'G1', dsn: 'G0X', runCount: 1, buildInfo: null },
    ]);
  });

  it('filters with q on its own fields and pages with limit and skip', async () => {
    const list = async (query: string) =>
      (
        (await get(`${DEVICE_UNDER_TEST_API_PATHS.list}?${query}`, acme).expect(200))
          .body as DeviceUnderTest[]
      ).map((device) => `${device.customerId}/${device.dsn}`);
    const q = (filter: unknown) => `q=${encodeURIComponent(JSON.stringify(filter))}`;
    expect(await list(q({ dsn: 'G0ECHO1' }))).toEqual(['A1ACME/G0ECHO1', 'A2ACME/G0ECHO1']);
    expect(await list(q({ runCount: { gte: 2 } }))).toEqual(['A1ACME/G0ECHO1']);
    expect(await list(q({ deviceType: { in: ['TAP', null] } }))).toEqual(['A2ACME/G0ECHO1', 'A1ACME/G0TAP1']);
    expect(await list(q({ lastUsedAt: { lte: daysAgo(1.5).toISOString() } }))).toEqual([
      'A2ACME/G0ECHO1',
      'A1ACME/G0TAP1',
    ]);
    expect(await list('limit=1&skip=1')).toEqual(['A2ACME/G0ECHO1']);
    expect(await list('skip=3')).toEqual([]);
    // Another company's device is not found through a filter either.
    expect(await list(q({ customerId: 'G1' }))).toEqual([]);
  });

  it.each([
    ['q=%7Bnot%20json', 'q is not valid JSON'],
    [`q=${encodeURIComponent('{"companyId":"x"}')}`, 'Unknown filter field "companyId"'],
    [`q=${encodeURIComponent('{"runCount":"2"}')}`, 'Filter field "runCount" needs a number'],
    [`q=${encodeURIComponent('{"dsn":{"in":[1]}}')}`, 'Filter field "dsn" needs text'],
    [
      `q=${encodeURIComponent('{"lastUsedAt":{"gte":"soon"}}')}`,
      'Filter field "lastUsedAt" needs ISO 8601 dates',
    ],
    ['limit=abc', 'limit must be a number'],
    ['skip=1.5', 'skip must be a whole number'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await get(`${DEVICE_UNDER_TEST_API_PATHS.list}?${query}`, acme).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
  });

  it("answers one device of the company's runs, and another company's exactly like an unknown one", async () => {
    const one = await get(DEVICE_UNDER_TEST_API_PATHS.device('A1ACME', 'G0TAP1'), acme).expect(200);
    expect(one.body).toMatchObject({
      customerId: 'A1ACME',
      dsn: 'G0TAP1',
      runCount: 1,
      lastJobId: jobIds.first,
    });
    const foreign = await get(DEVICE_UNDER_TEST_API_PATHS.device('G1', 'G0X'), acme).expect(404);
    const unknown = await get(DEVICE_UNDER_TEST_API_PATHS.device('A1ACME', 'G0NONE'), acme).expect(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Device under test not found' });
    expect(unknown.body).toEqual(foreign.body);
    // Globex sees the device its own run used, with its own run only.
    const shared = await get(DEVICE_UNDER_TEST_API_PATHS.device('A1ACME', 'G0ECHO1'), globex).expect(200);
    expect(shared.body).toMatchObject({ runCount: 1, lastJobId: jobIds.theirs, lastLabName: 'Globex Lab' });
  });

  it('answers 401 without a session', async () => {
    await get(DEVICE_UNDER_TEST_API_PATHS.list).expect(401);
    await get(DEVICE_UNDER_TEST_API_PATHS.device('A1ACME', 'G0ECHO1')).expect(401);
  });
});
