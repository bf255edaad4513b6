import {
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  TEST_SUITES_API_PATH,
  type TestSuite,
  testSuiteSchema,
} from '@oak/shared';
import { useTestApp } from '../../testing/test-app';
import { UsersService } from '../auth/users.service';
import { CustomersService } from './customers.service';

describe('customer ids and the allow list, per company', () => {
  const app = useTestApp();
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    acme = await app().companyWithUser('Acme', 'ana@acme.test');
    globex = await app().companyWithUser('Globex', 'gus@globex.test');
    const customers = app().app.get(CustomersService);
    await customers.addCustomer('ACME-CID-1', 'devices@acme.test', 'Acme');
    await customers.addCustomer('ACME-CID-2', 'lab@acme.test', 'Acme');
    await customers.addCustomer('GLOBEX-CID-1', 'qa@globex.test', 'Globex');
    await customers.allow('ACME-CID-1', ['AQTUDTV2', CUSTOM_SCENARIO_ALLOW_LIST_NAME]);
    await customers.allow('ACME-CID-2', ['AQTUDTV2', 'AQTUDTV2WWA']);
    await customers.allow('GLOBEX-CID-1', ['AVSCertSimulation']);
    await customers.addBetaPartner('ACME-CID-2');
  });

  it("lists only the company's customer ids, as single-entry maps of id to e-mail", async () => {
    const response = await app()
      .http()
      .get('/api/customerids')
      .set('Authorization', `Bearer ${acme}`)
      .expect(200);
    expect(response.body).toEqual([{ 'ACME-CID-1': 'devices@acme.test' }, { 'ACME-CID-2': 'lab@acme.test' }]);
    const other = await app()
      .http()
      .get('/api/customerids')
      .set('Authorization', `Bearer ${globex}`)
      .expect(200);
    expect(other.body).toEqual([{ 'GLOBEX-CID-1': 'qa@globex.test' }]);
  });

  it('shows a customer id of the company with its allow list', async () => {
    const response = await app()
      .http()
      .get('/api/customerids/ACME-CID-2')
      .set('Authorization', `Bearer ${acme}`)
      .expect(200);
    expect(response.body).toEqual({
      customerId: 'ACME-CID-2',
      email: 'lab@acme.test',
      scenarios: ['AQTUDTV2', 'AQTUDTV2WWA'],
      betaPartner: true,
    });
  });

  it("answers another company's customer id exactly like an unknown one", async () => {
    const foreign = await app()
      .http()
      .get('/api/customerids/GLOBEX-CID-1')
      .set('Authorization', `Bearer ${acme}`);
    const unknown = await app()
      .http()
      .get('/api/customerids/NO-SUCH-CID')
      .set('Authorization', `Bearer ${acme}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Customer id not found' });
    expect(unknown.body).toEqual(foreign.body);
  });

  it("answers the names the company's customers may run", async () => {
    const response = await app()
      .http()
      .get('/api/scenarios')
      .set('Authorization', `Bearer ${acme}`)
      .expect(200);
    expect(response.body).toEqual([
      { name: 'AQTCustomScenario' },
      { name: 'AQTUDTV2' },
      { name: 'AQTUDTV2WWA' },
    ]);
    const other = await app()
      .http()
      .get('/api/scenarios')
      .set('Authorization', `Bearer ${globex}`)
      .expect(200);
    expect(other.body).toEqual([{ name: 'AVSCertSimulation' }]);
  });

  it('lists the open test suites, and ACM and WWA to a company allowed them', async () => {
    const suites = async (token: string) =>
      (await app().http().get(TEST_SUITES_API_PATH).set('Authorization', `Bearer ${token}`).expect(200))
        .body as TestSuite[];
    const acmeSuites = await suites(acme);
    expect(acmeSuites.map((suite) => testSuiteSchema.parse(suite).displayName)).toEqual(
      expect.arrayContaining(['Acoustic', 'Music', 'ACM', 'WWA']),
    );
    expect(acmeSuites.find((suite) => suite.displayName === 'Acoustic')).toMatchObject({
      id: 'AVSCertSimulation',
      category: 'ACOUSTIC',
      config: '{"marketPlace":"en_US"}',
      labDependenciesUri: 'lab-dependencies/ACOUSTIC',
      mapping: [{ tag: '@AVSCertSimulation', duts: ['DUT1'], actors: ['Speaker'] }],
    });
    const globexNames = (await suites(globex)).map((suite) => suite.displayName);
    expect(globexNames).toContain('Acoustic');
    expect(globexNames).not.toContain('ACM');
    expect(globexNames).not.toContain('WWA');
    await app().http().get(TEST_SUITES_API_PATH).expect(401);
  });

  it('answers an empty allow list to a company without customers', async () => {
    const token = await app().companyWithUser('Initech', 'ian@initech.test');
    await app().http().get('/api/scenarios').set('Authorization', `Bearer ${token}`).expect(200, []);
    await app().http().get('/api/customerids').set('Authorization', `Bearer ${token}`).expect(200, []);
  });

  it('knows which companies are beta partners', async () => {
    const customers = app().app.get(CustomersService);
    const users = app().app.get(UsersService);
    const [acmeUser, globexUser] = await Promise.all(
      ['ana@acme.test', 'gus@globex.test'].map((e) => users.findByEmail(e)),
    );
    expect(await customers.isBetaCompany(acmeUser!.companyId)).toBe(true);
    expect(await customers.isBetaCompany(globexUser!.companyId)).toBe(false);
  });

  it('refuses bad admin input clearly', async () => {
    const customers = app().app.get(CustomersService);
    await expect(customers.addCustomer('ACME-CID-1', 'x@acme.test', 'Acme')).rejects.toThrow(
      'Customer id ACME-CID-1 already exists',
    );
    await expect(customers.addCustomer('bad id!', 'x@acme.test', 'Acme')).rejects.toThrow(
      'is not a valid customer id',
    );
    await expect(customers.addCustomer('NEW-1', 'not-an-email', 'Acme')).rejects.toThrow(
      'is not an e-mail address',
    );
    await expect(customers.addCustomer('NEW-1', 'x@acme.test', 'Nobody Inc')).rejects.toThrow(
      'There is no company named Nobody Inc',
    );
    await expect(customers.allow('NO-SUCH', ['AQTUDTV2'])).rejects.toThrow('There is no customer id NO-SUCH');
    await expect(customers.allow('ACME-CID-1', ['  '])).rejects.toThrow('Name at least one scenario');
  });

  it('keeps each allow-list entry once and removes entries', async () => {
    const customers = app().app.get(CustomersService);
    expect(
      await customers.allow('GLOBEX-CID-1', ['AVSCertSimulation', 'AVSCertMusic', 'AVSCertMusic']),
    ).toEqual(['AVSCertMusic', 'AVSCertSimulation']);
    await customers.disallow('GLOBEX-CID-1', ['AVSCertMusic']);
    const other = await app()
      .http()
      .get('/api/scenarios')
      .set('Authorization', `Bearer ${globex}`)
      .expect(200);
    expect(other.body).toEqual([{ name: 'AVSCertSimulation' }]);
  });
});
