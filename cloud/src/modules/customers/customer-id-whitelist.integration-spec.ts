import { CUSTOMER_ID_WHITELIST_API_PATHS, customerIdWhitelistSchema } from '@oak/shared';
import { useTestApp } from '../../testing/test-app';
import { UsersService } from '../auth/users.service';
import { CustomersService } from './customers.service';

describe('GET /api/customeridwhitelist: the customer ids allow-listed for the company', () => {
  const app = useTestApp();
  let acme: string;
  let globex: string;

  const get = (path: string, token?: string) => {
    const call = app().http().get(path);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  beforeAll(async () => {
    acme = await app().companyWithUser('Acme Allow', 'ana@acme-allow.test');
    globex = await app().companyWithUser('Globex Allow', 'gus@globex-allow.test');
    const customers = app().app.get(CustomersService);
    await customers.addCustomer('ACME-B', 'lab@acme.test', 'Acme Allow');
    await customers.addCustomer('ACME-A', 'devices@acme.test', 'Acme Allow');
    await customers.addCustomer('ACME-C', 'devices@acme.test', 'Acme Allow');
    await customers.addCustomer('GLOBEX-A', 'qa@globex.test', 'Globex Allow');
  });

  it("lists only the company's customer ids, by id, each with its e-mail and when it joined", async () => {
    const response = await get(CUSTOMER_ID_WHITELIST_API_PATHS.list, acme).expect(200);
    const list = customerIdWhitelistSchema.parse(response.body);
    expect(list.map(({ customerId, email }) => ({ customerId, email }))).toEqual([
      { customerId: 'ACME-A', email: 'devices@acme.test' },
      { customerId: 'ACME-B', email: 'lab@acme.test' },
      { customerId: 'ACME-C', email: 'devices@acme.test' },
    ]);
    const theirs = await get(CUSTOMER_ID_WHITELIST_API_PATHS.list, globex).expect(200);
    expect(customerIdWhitelistSchema.parse(theirs.body).map((entry) => entry.customerId)).toEqual([
      'GLOBEX-A',
    ]);
  });

  it('filters with q on its own fields and pages with limit and skip', async () => {
    const q = encodeURIComponent(JSON.stringify({ email: 'devices@acme.test' }));
    const filtered = await get(`${CUSTOMER_ID_WHITELIST_API_PATHS.list}?q=${q}`, acme).expect(200);
    expect((filtered.body as { customerId: string }[]).map((entry) => entry.customerId)).toEqual([
      'ACME-A',
      'ACME-C',
    ]);
    const page = await get(`${CUSTOMER_ID_WHITELIST_API_PATHS.list}?limit=1&skip=1`, acme).expect(200);
    expect((page.body as { customerId: string }[]).map((entry) => entry.customerId)).toEqual(['ACME-B']);
    const future = encodeURIComponent(JSON.stringify({ createdAt: { gte: '2999-01-01T00:00:00.000Z' } }));
    await get(`${CUSTOMER_ID_WHITELIST_API_PATHS.list}?q=${future}`, acme).expect(200, []);
  });

  it("never shows another company's customer id, not even through a filter", async () => {
    const q = encodeURIComponent(JSON.stringify({ customerId: 'GLOBEX-A' }));
    await get(`${CUSTOMER_ID_WHITELIST_API_PATHS.list}?q=${q}`, acme).expect(200, []);
  });

  it.each([
    ['q=%7Bnot%20json', 'q is not valid JSON'],
    [`q=${encodeURIComponent('{"companyId":"x"}')}`, 'Unknown filter field "companyId"'],
    [
      `q=${encodeURIComponent('{"createdAt":{"gte":"soon"}}')}`,
      'Filter field "createdAt" needs ISO 8601 dates',
    ],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['skip=-1', 'skip must be at least 0'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await get(`${CUSTOMER_ID_WHITELIST_API_PATHS.list}?${query}`, acme).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
  });

  it("answers an allow-listed id with its entry, and another company's exactly like an unknown one", async () => {
    const own = await get(CUSTOMER_ID_WHITELIST_API_PATHS.entry('ACME-B'), acme).expect(200);
    expect(own.body).toEqual({
      customerId: 'ACME-B',
      email: 'lab@acme.test',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const foreign = await get(CUSTOMER_ID_WHITELIST_API_PATHS.entry('GLOBEX-A'), acme).expect(404);
    const unknown = await get(CUSTOMER_ID_WHITELIST_API_PATHS.entry('NO-SUCH-CID'), acme).expect(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Customer id not found' });
    expect(unknown.body).toEqual(foreign.body);
  });

  it('is what the customer-id checks read: a listed id passes the device list check, an unlisted one does not', async () => {
    const devices = (customerId: string) =>
      get(`/api/devices?q=${encodeURIComponent(JSON.stringify({ customerId, forceRefresh: true }))}`, acme);
    // Without a device cloud configured, a listed id gets past the ownership check to the missing cloud.
    expect((await devices('ACME-A')).status).not.toBe(404);
    await devices('GLOBEX-A').expect(404);
    // A customer id the operator adds shows at once.
    const user = await app().app.get(UsersService).findByEmail('ana@acme-allow.test');
    await get(CUSTOMER_ID_WHITELIST_API_PATHS.entry('ACME-D'), acme).expect(404);
    await app()
      .app.get(CustomersService)
      .adoptCustomers(user!.companyId, [{ customerId: 'ACME-D', email: 'new@acme.test' }]);
    await get(CUSTOMER_ID_WHITELIST_API_PATHS.entry('ACME-D'), acme).expect(200);
  });

  it('answers 401 without a session', async () => {
    await get(CUSTOMER_ID_WHITELIST_API_PATHS.list).expect(401);
    await get(CUSTOMER_ID_WHITELIST_API_PATHS.entry('ACME-A')).expect(401);
  });
});
