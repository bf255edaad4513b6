import {
  buildMuffleFeaturePayload,
  buildSetGatewayDirective,
  DEVICE_CLOUD_MESSAGES,
  isSdcFeatureSuccess,
  LAB_API_PATHS,
  type PlaygroundMqttAction,
  playgroundCompanyMqttTopics,
  PLAYGROUND_MUFFLE_FEATURE,
} from '@oak/shared';
import {
  DutRegistry,
  GOOD_DEVICE_PROFILE,
  ManualClock,
  Random,
  type RunningDeviceCloudEmulator,
  startDeviceCloudEmulator,
  VirtualDut,
} from '@oak/simulator';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { TokenService } from '../auth/token.service';
import { CustomersService } from '../customers/customers.service';

const ACME = { customerId: 'A1ACMECONTROL01', email: 'control@acme.test' };
const GLOBEX = { customerId: 'A1GLOBEXCTRL001', email: 'control@globex.test' };
const KITCHEN = { dsn: 'G0ACMECONTROL001', deviceType: 'ECHO_DOT' as const, customerId: ACME.customerId };
const OFFICE = { dsn: 'G0GLOBEXCTRL0001', deviceType: 'ECHO' as const, customerId: GLOBEX.customerId };
const PROXY_GATEWAY = 'https://avsqa-gateway.example.test';
const WAIT = '?waitForActionTime=10000';

function dut(
  customer: { customerId: string; email: string },
  dsn: string,
  deviceType: 'ECHO' | 'ECHO_DOT',
): VirtualDut {
  return new VirtualDut({
    ...customer,
    dsn,
    name: dsn,
    deviceType,
    buildInfo: '8289568516',
    profile: GOOD_DEVICE_PROFILE,
    random: new Random(`controller-spec/${dsn}`),
  });
}

describe('the playground controller messages (sdcfeature, senddirective) over POST /api/mqtt/message', () => {
  const registry = new DutRegistry({
    duts: [dut(ACME, KITCHEN.dsn, KITCHEN.deviceType), dut(GLOBEX, OFFICE.dsn, OFFICE.deviceType)],
  });
  let emulator: RunningDeviceCloudEmulator;
  const app = useTestApp(async () => {
    emulator = await startDeviceCloudEmulator({ registry, clock: new ManualClock(Date.UTC(2026, 0, 1)) });
    return { DEVICE_CLOUD_URL: emulator.url };
  });
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    const customers = app().app.get(CustomersService);
    await customers.addCustomer(ACME.customerId, ACME.email, TEST_ADMIN.company);
    globex = await app().companyWithUser('Globex Controls', 'qa@globex-controls.test');
    await customers.addCustomer(GLOBEX.customerId, GLOBEX.email, 'Globex Controls');
    acme = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => emulator.close());

  const companyOf = (bearer: string) => app().app.get(TokenService).verifySession(bearer)!.cid;
  let uuids = 0;
  const send = (action: PlaygroundMqttAction, payload: unknown, bearer = acme) =>
    app()
      .http()
      .post(`${LAB_API_PATHS.mqttMessage}${WAIT}`)
      .set('Authorization', `Bearer ${bearer}`)
      .send({ ...playgroundCompanyMqttTopics(companyOf(bearer), action, `spec-${(uuids += 1)}`), payload })
      .expect(200);
  const listed = async (customerId: string) => {
    const q = encodeURIComponent(JSON.stringify({ customerId }));
    const devices = (await (await fetch(`${emulator.url}/devices?q=${q}`)).json()) as {
      features: string[];
      gateway: string | null;
    }[];
    return devices[0]!;
  };

  it('turns the muffle feature on and off for a device of the company, answering SUCCESS', async () => {
    const on = await send('sdcfeature', buildMuffleFeaturePayload(KITCHEN, true));
    expect(on.body).toEqual({ code: 200, data: 'SUCCESS' });
    expect(isSdcFeatureSuccess(on.body.data)).toBe(true);
    expect((await listed(ACME.customerId)).features).toEqual([PLAYGROUND_MUFFLE_FEATURE]);

    const off = await send('sdcfeature', buildMuffleFeaturePayload(KITCHEN, false));
    expect(off.body).toEqual({ code: 200, data: 'SUCCESS' });
    expect((await listed(ACME.customerId)).features).toEqual([]);
  });

  it('sends a device of the company the gateway directive', async () => {
    const response = await send('senddirective', buildSetGatewayDirective(KITCHEN, PROXY_GATEWAY));
    expect(response.body).toEqual({ code: 200, data: 'SUCCESS' });
    expect((await listed(ACME.customerId)).gateway).toBe(PROXY_GATEWAY);
  });

  it.each([
    ["another company's device and customer id", OFFICE],
    ["another company's device under the company's customer id", { ...OFFICE, customerId: ACME.customerId }],
    [
      "the company's device under another company's customer id",
      { ...KITCHEN, customerId: GLOBEX.customerId },
    ],
  ])('answers 404 for %s and sends the device cloud nothing', async (_case, device) => {
    const before = emulator.controlCount;
    const feature = await send('sdcfeature', buildMuffleFeaturePayload(device, true));
    const directive = await send('senddirective', buildSetGatewayDirective(device, PROXY_GATEWAY));
    for (const response of [feature, directive]) {
      expect(response.body).toEqual({
        code: 404,
        error: { message: DEVICE_CLOUD_MESSAGES.deviceNotFound(device.dsn), state: 'failed' },
      });
    }
    expect(emulator.controlCount).toBe(before);
    expect(await listed(GLOBEX.customerId)).toEqual(expect.objectContaining({ features: [], gateway: null }));
  });

  it('lets the other company work its own device', async () => {
    const response = await send('sdcfeature', buildMuffleFeaturePayload(OFFICE, true), globex);
    expect(response.body).toEqual({ code: 200, data: 'SUCCESS' });
    await send('sdcfeature', buildMuffleFeaturePayload(OFFICE, false), globex);
  });

  it.each([
    ['not JSON', 'sdcfeature', 'muffle on please', /not JSON/],
    [
      'another feature',
      'sdcfeature',
      { ...buildMuffleFeaturePayload(KITCHEN, true), feature: 'reboot' },
      /feature/,
    ],
    [
      'a serial without _CHAT',
      'sdcfeature',
      { ...buildMuffleFeaturePayload(KITCHEN, true), deviceSerialNumber: KITCHEN.dsn },
      /deviceSerialNumber/,
    ],
    [
      'a directive without a device',
      'senddirective',
      { customerId: ACME.customerId, payload: {} },
      /deviceType/,
    ],
  ] as const)('answers 400 for %s', async (_case, action, payload, message) => {
    const before = emulator.controlCount;
    const response = await send(action, payload);
    expect(response.body).toEqual({
      code: 400,
      error: { message: expect.stringMatching(message), state: 'failed' },
    });
    expect(emulator.controlCount).toBe(before);
  });

  it("passes the device cloud's refusal on with its code", async () => {
    const response = await send('senddirective', {
      ...buildSetGatewayDirective(KITCHEN, PROXY_GATEWAY),
      payload: { header: { namespace: 'System', name: 'Reboot' } },
    });
    expect(response.body).toEqual({
      code: 502,
      error: { message: expect.stringMatching(/SetGateway/), state: 'failed' },
    });
  });

  it('answers 502 with the reason when the device cloud is down', async () => {
    await emulator.close();
    const response = await send('sdcfeature', buildMuffleFeaturePayload(KITCHEN, true));
    expect(response.body).toEqual({
      code: 502,
      error: { message: DEVICE_CLOUD_MESSAGES.unreachable, state: 'failed' },
    });
  });
});
