import {
  ACM_MESSAGES,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIOS_API_PATH,
  TEST_SUITES_API_PATH,
  type TestSuite,
  customScenarioUploadJson,
  FIELD_MESSAGES,
  ACM_SCENARIO_NAME,
  JOB_API_PATHS,
  NEW_JOB_MESSAGES,
  TEST_CREATION_MESSAGES,
  WWA_SCENARIO_NAME,
  labJobSchema,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import {
  DutRegistry,
  GOOD_DEVICE_PROFILE,
  Random,
  type RunningDeviceCloudEmulator,
  VirtualDut,
  startDeviceCloudEmulator,
  ManualClock,
} from '@oak/simulator';
import { createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { CustomersService } from '../customers/customers.service';
import { LabsService } from '../labs/labs.service';

const ONE = { customerId: 'A1ACMECALLS01', email: 'calls@acme.test' };
const TWO = { customerId: 'A2ACMECALLS02', email: 'friends@acme.test' };
const THEIRS = { customerId: 'A1GLOBEXCALLS1', email: 'calls@globex.test' };

function device(
  customer: { customerId: string; email: string },
  dsn: string,
  deviceType: 'ECHO_SHOW' | 'ECHO_DOT',
) {
  return new VirtualDut({
    ...customer,
    dsn,
    name: `Echo ${dsn}`,
    deviceType,
    buildInfo: 'build-7',
    profile: GOOD_DEVICE_PROFILE,
    random: new Random(dsn),
  });
}

/** POST /api/jobs for the ACM suite: its accounts' devices checked with the device cloud, its Pis with the lab. */
describe('ACM and WWA runs submitted', () => {
  const registry = new DutRegistry({
    duts: [
      device(ONE, 'G0ACMESHOW0001', 'ECHO_SHOW'),
      device(TWO, 'G0ACMEDOT00021', 'ECHO_DOT'),
      device(TWO, 'G0ACMEDOT00022', 'ECHO_DOT'),
      device(THEIRS, 'G0GLOBEXDOT001', 'ECHO_DOT'),
    ],
  });
  let emulator: RunningDeviceCloudEmulator;
  const app = useTestApp(async () => {
    emulator = await startDeviceCloudEmulator({ registry, clock: new ManualClock(Date.UTC(2026, 10, 1)) });
    return { DEVICE_CLOUD_URL: emulator.url };
  });
  let token: string;
  let otherToken: string;
  let labId: string;
  let boothOne: string;
  const post = (body: unknown, bearer = token) =>
    app()
      .http()
      .post(JOB_API_PATHS.jobs)
      .set({ Authorization: `Bearer ${bearer}` })
      .send(body as object);
  const devicePi = (dsn: string, pi: string, firmware = 'fw-1') => ({
    dsnInfo: { name: `Echo ${dsn}`, dsn, deviceOrderId: 0 },
    pi: { name: pi },
    firmware,
  });
  /** Account one's Echo Show as DUT1, and booth one's Pi in the given actor role. */
  const boothOneMapping = (actor: string) => ({
    mapping: [
      { name: 'DUT1', configType: 'dut', customerId: ONE.customerId, dsn: 'G0ACMESHOW0001' },
      { name: actor, configType: 'actor', thingId: boothOne },
    ],
    actorMapping: [{ name: actor, configType: 'actor', thingId: boothOne }],
    deviceMapping: [{ dsn: 'G0ACMESHOW0001', customerId: ONE.customerId }],
  });
  const acmRun = (overrides: Record<string, unknown> = {}) => ({
    name: 'Calls_1',
    locale: 'en_US',
    enableEmailNotification: false,
    scenarioType: 'CUSTOM',
    customizedScenarios: [{ category: 'CALLING', scenarios: ['302'] }],
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: {
      id: ACM_SCENARIO_NAME,
      displayName: 'ACM',
      category: 'MULTIMODAL',
      config: '{}',
      mapping: [],
    },
    testMapping: { mapping: [], actorMapping: [], deviceMapping: [] },
    testOptions: {},
    labId,
    accountConfig: [
      { customerIdInfo: ONE, devicePiConfig: [devicePi('G0ACMESHOW0001', 'booth-1', 'fw-9')] },
      { customerIdInfo: TWO, devicePiConfig: [devicePi('G0ACMEDOT00021', 'booth-2')] },
    ],
    referenceMicConsent: true,
    ...overrides,
  });

  beforeAll(async () => {
    const customers = app().app.get(CustomersService);
    await customers.addCustomer(ONE.customerId, ONE.email, TEST_ADMIN.company);
    await customers.addCustomer(TWO.customerId, TWO.email, TEST_ADMIN.company);
    otherToken = await app().companyWithUser('Globex', 'qa@globex.test');
    await customers.addCustomer(THEIRS.customerId, THEIRS.email, 'Globex');
    // Booth one's Pi also serves as the speaker at 0.9 m 90 deg of the acoustic run below.
    const created = await createLab(
      app(),
      'Comms Lab',
      ['booth-1', 'booth-2', 'booth-3'],
      TEST_ADMIN.company,
      {
        'booth-1': '0.9m-90deg',
      },
    );
    labId = created.labId;
    boothOne = created.thingIds['booth-1']!;
    for (const name of ['booth-1', 'booth-2']) await app().app.get(LabsService).markConnected(name, true);
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => emulator.close());

  it("is refused while none of the company's customers is allowed the ACM suite", async () => {
    const response = await post(acmRun()).expect(403);
    expect(response.body.message).toBe(NEW_JOB_MESSAGES.suiteNotAllowed('ACM'));
  });

  it('is stored with its scenarios in order, each device under its tag with its type, firmware and Pi', async () => {
    await app().app.get(CustomersService).allow(ONE.customerId, [ACM_SCENARIO_NAME]);
    const created = labJobSchema.parse(
      (
        await post(
          acmRun({
            customizedScenarios: [
              { category: 'CALLING', scenarios: ['302'] },
              { category: 'MESSAGING', scenarios: ['1714'] },
            ],
          }),
        ).expect(201)
      ).body,
    );
    expect(created).toMatchObject({
      state: 'requested',
      labName: 'Comms Lab',
      scenarioName: 'CALLING',
      family: 'acm',
    });
    const options = parseJobOptions(created.options);
    expect(options.ok && options.value).toMatchObject({
      testSuite: 'AQTUDTV2',
      executionOrder: ['302', '1714'],
    });
    const mapping = parseJobMapping(created.mapping);
    expect(mapping.ok && mapping.value.deviceMapping).toEqual({
      DUT: {
        customerId: ONE.customerId,
        dsn: 'G0ACMESHOW0001',
        deviceName: 'Echo G0ACMESHOW0001',
        buildInfo: 'fw-9',
        deviceType: 'ECHO_SHOW',
      },
      A2D1: {
        customerId: TWO.customerId,
        dsn: 'G0ACMEDOT00021',
        deviceName: 'Echo G0ACMEDOT00021',
        buildInfo: 'fw-1',
        deviceType: 'ECHO_DOT',
      },
    });
    expect(Object.keys((mapping.ok && mapping.value.actorMapping) || {})).toEqual(['DUT', 'A2D1']);
  });

  it("refuses a device the account does not own, another company's customer id, and an unplayable scenario", async () => {
    const wrongDevice = await post(
      acmRun({
        accountConfig: [
          { customerIdInfo: ONE, devicePiConfig: [devicePi('G0ACMEDOT00022', 'booth-1')] },
          { customerIdInfo: TWO, devicePiConfig: [devicePi('G0ACMEDOT00021', 'booth-2')] },
        ],
      }),
    ).expect(400);
    expect(wrongDevice.body.message).toBe(NEW_JOB_MESSAGES.unknownDevice('G0ACMEDOT00022', ONE.customerId));

    await post(
      acmRun({
        accountConfig: [
          { customerIdInfo: ONE, devicePiConfig: [devicePi('G0ACMESHOW0001', 'booth-1')] },
          { customerIdInfo: THEIRS, devicePiConfig: [devicePi('G0GLOBEXDOT001', 'booth-2')] },
        ],
      }),
    ).expect(404);

    const unplayable = await post(
      acmRun({ customizedScenarios: [{ category: 'CALLING', scenarios: ['399'] }] }),
    );
    expect(unplayable.status).toBe(400);
    expect(unplayable.body.message).toMatch(/399/);
  });

  it('refuses an account with fewer devices than its scenarios need, as the device cloud lists them', async () => {
    const short = await post(
      acmRun({
        customizedScenarios: [{ category: 'CALLING', scenarios: ['305'] }],
        accountConfig: [
          { customerIdInfo: TWO, devicePiConfig: [devicePi('G0ACMEDOT00021', 'booth-1')] },
          {
            customerIdInfo: ONE,
            devicePiConfig: [devicePi('G0ACMESHOW0001', 'booth-2'), devicePi('G0ACMESHOW0001', 'booth-3')],
          },
        ],
      }),
    ).expect(400);
    expect(short.body.message).toContain(ACM_MESSAGES.notEnoughDevices(2));
  });

  it('refuses a Pi that is not connected or not in the lab', async () => {
    const offline = await post(
      acmRun({
        accountConfig: [
          { customerIdInfo: ONE, devicePiConfig: [devicePi('G0ACMESHOW0001', 'booth-1')] },
          { customerIdInfo: TWO, devicePiConfig: [devicePi('G0ACMEDOT00021', 'booth-3')] },
        ],
      }),
    ).expect(400);
    expect(offline.body.message).toContain(TEST_CREATION_MESSAGES.piNotConnected);
    await post(
      acmRun({
        accountConfig: [
          { customerIdInfo: ONE, devicePiConfig: [devicePi('G0ACMESHOW0001', 'booth-1')] },
          { customerIdInfo: TWO, devicePiConfig: [devicePi('G0ACMEDOT00021', 'no-such-pi')] },
        ],
      }),
    ).expect(400);
  });

  it('refuses a WWA run, allowed or not, as this lab cannot play it', async () => {
    const wwa = acmRun({
      name: 'Plug_1',
      scenarioType: 'WWA',
      customizedScenarios: [],
      testSuite: {
        id: WWA_SCENARIO_NAME,
        displayName: 'WWA',
        category: 'MULTIMODAL',
        config: '{}',
        mapping: [],
      },
      wwaScenarios: { deviceCategory: 'SMART_PLUG', testPlans: ['POWER_CONTROL'] },
      accountConfig: [],
      testMapping: boothOneMapping('Speaker'),
    });
    const notAllowed = await post(wwa);
    expect(notAllowed.body.message).toBe(NEW_JOB_MESSAGES.suiteNotAllowed('WWA'));
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.message).toBe(NEW_JOB_MESSAGES.suiteNotAllowed('WWA'));
    await app().app.get(CustomersService).allow(ONE.customerId, [WWA_SCENARIO_NAME]);
    const refused = await post(wwa).expect(400);
    expect(refused.body.message).toBe(NEW_JOB_MESSAGES.notRunnableWwa);
    const badCategory = await post({ ...wwa, wwaScenarios: { deviceCategory: 'TOASTER', testPlans: [] } });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toContain(TEST_CREATION_MESSAGES.invalidDeviceCategory);
  });

  it('lists a user-defined test as a suite, refuses to run it yet, and refuses a forged suite', async () => {
    await app().app.get(CustomersService).allow(ONE.customerId, [CUSTOM_SCENARIO_ALLOW_LIST_NAME]);
    const created = await app()
      .http()
      .post(CUSTOM_SCENARIOS_API_PATH)
      .set({ Authorization: `Bearer ${token}` })
      .field('CustomScenario', customScenarioUploadJson('Kitchen_Test', { autoSynthesizeAudio: true }))
      .attach('testDefinitionFile', Buffer.from('asrText\nwhat time is it\n'), 'kitchen.csv')
      .expect(201);
    const suites = (
      await app()
        .http()
        .get(TEST_SUITES_API_PATH)
        .set({ Authorization: `Bearer ${token}` })
        .expect(200)
    ).body as TestSuite[];
    const suite = suites.find((listed) => listed.id === created.body.id)!;
    expect(suite).toMatchObject({ category: 'UDT', displayName: 'Kitchen_Test' });
    const udt = acmRun({
      name: 'Kitchen_1',
      scenarioType: 'STANDARD',
      customizedScenarios: [],
      testSuite: suite,
      accountConfig: [],
      testMapping: boothOneMapping('Pi1'),
    });
    const refused = await post(udt).expect(400);
    expect(refused.body.message).toBe(NEW_JOB_MESSAGES.notRunnableUdt('Kitchen_Test'));
    // A listed id under another category or name is not that suite.
    const forged = await post({ ...udt, testSuite: { ...suite, category: 'ACOUSTIC' } }).expect(403);
    expect(forged.body.message).toBe(NEW_JOB_MESSAGES.suiteNotAllowed('Kitchen_Test'));
  });

  it('takes an acoustic run with optional DUTs, each checked with the device cloud, and refuses bad ones', async () => {
    const acoustic = (optionalDuts: unknown[]) => ({
      ...acmRun({ name: 'Optional_1', accountConfig: [] }),
      customizedScenarios: [{ category: 'AC_NEAR_FIELD', scenarios: ['0.9m-90deg'] }],
      testSuite: {
        id: 'AVSCertSimulation',
        displayName: 'Acoustic',
        category: 'ACOUSTIC',
        config: '{"marketPlace":"en_US"}',
        mapping: [{ tag: '@acoustic', duts: ['DUT1'], actors: ['Speaker'] }],
      },
      testMapping: {
        mapping: [
          { name: 'DUT1', configType: 'dut', customerId: ONE.customerId, dsn: 'G0ACMESHOW0001' },
          { name: 'Speaker', configType: 'actor', thingId: boothOne },
        ],
        actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: boothOne }],
        deviceMapping: [{ dsn: 'G0ACMESHOW0001', customerId: ONE.customerId, deviceType: 'ECHO_SHOW' }],
      },
      // In quiet: the lab has no noise Pi.
      testOptions: { noiseSelection: ['SILENCE'] },
      optionalDuts,
    });
    const optional = (dsn: string, customerId = TWO.customerId, firmware = 'fw-2') => ({
      customerId,
      dsn,
      firmware,
    });
    const created = labJobSchema.parse(
      (await post(acoustic([optional('G0ACMEDOT00021'), optional('G0ACMEDOT00022')])).expect(201)).body,
    );
    const mapping = parseJobMapping(created.mapping);
    expect(mapping.ok && mapping.value.deviceMapping).toMatchObject({
      OPTIONAL_DUT1: {
        customerId: TWO.customerId,
        dsn: 'G0ACMEDOT00021',
        deviceType: 'ECHO_DOT',
        buildInfo: 'fw-2',
      },
      OPTIONAL_DUT2: { dsn: 'G0ACMEDOT00022', deviceName: 'Echo G0ACMEDOT00022' },
    });

    const duplicate = await post(acoustic([optional('G0ACMESHOW0001', ONE.customerId)])).expect(400);
    expect(duplicate.body.message).toBe(`Optional DUT 1: ${FIELD_MESSAGES.duplicateDsn}`);
    const five = ['1', '2', '3', '4', '5'].map((n) => optional(`G0ACMEDOT0002${n}`));
    expect((await post(acoustic(five)).expect(400)).body.message).toContain(
      FIELD_MESSAGES.tooManyOptionalDuts,
    );
    const noFirmware = await post(acoustic([optional('G0ACMEDOT00021', TWO.customerId, ' ')])).expect(400);
    expect(noFirmware.body.message).toBe(`Optional DUT 1: ${FIELD_MESSAGES.firmwareRequired}`);
    const notTheirs = await post(acoustic([optional('G0ACMESHOW0001', TWO.customerId)])).expect(400);
    expect(notTheirs.body.message).toBe(`Optional DUT 1: ${FIELD_MESSAGES.duplicateDsn}`);
    const unknown = await post(acoustic([optional('G0NOSUCHDEVICE1')])).expect(400);
    expect(unknown.body.message).toBe(NEW_JOB_MESSAGES.unknownDevice('G0NOSUCHDEVICE1', TWO.customerId));
    await post(acoustic([optional('G0GLOBEXDOT001', THEIRS.customerId)])).expect(404);
  });

  it('does not let another company run on this lab', async () => {
    await post(acmRun(), otherToken).expect(404);
  });
});
