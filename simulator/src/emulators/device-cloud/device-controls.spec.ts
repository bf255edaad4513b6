import {
  buildSetGatewayDirective,
  deviceCloudDirectivePath,
  deviceCloudFeaturePath,
  PLAYGROUND_MUFFLE_FEATURE,
} from '@oak/shared';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { ManualClock } from '../../time/clock';
import { type RunningDeviceCloudEmulator, startDeviceCloudEmulator } from './device-cloud-server';
import { DutRegistry } from '../../lab/devices/dut-registry';

const KITCHEN = { dsn: 'G0911234567890AB', deviceType: 'ECHO_DOT', customerId: 'A1CUSTOMER0001' } as const;
const OTHER = { dsn: 'G0B0OTHER0000001', deviceType: 'ECHO', customerId: 'A2CUSTOMER0002' } as const;
const PROXY_GATEWAY = 'https://avsqa-gateway.example.test';

describe('the emulator: device features and directives', () => {
  let sut: RunningDeviceCloudEmulator;
  let kitchen: ReturnType<typeof stubVirtualDut>;

  beforeEach(async () => {
    kitchen = stubVirtualDut({ dsn: KITCHEN.dsn, name: 'Kitchen', customerId: KITCHEN.customerId });
    const other = stubVirtualDut({ ...OTHER, name: 'Office', email: 'other@example.com' });
    sut = await startDeviceCloudEmulator({
      registry: new DutRegistry({ duts: [kitchen, other] }),
      clock: new ManualClock(Date.UTC(2025, 0, 1)),
    });
  });
  afterEach(() => sut.close());

  const send = (method: 'PUT' | 'POST', path: string, body: unknown) =>
    fetch(`${sut.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const listed = async (customerId: string) => {
    const q = encodeURIComponent(JSON.stringify({ customerId }));
    return (await (await fetch(`${sut.url}/devices?q=${q}`)).json()) as {
      dsn: string;
      features: string[];
      gateway: string | null;
    }[];
  };
  const muffle = (device: { dsn: string; customerId: string }, enabled: boolean) =>
    send('PUT', deviceCloudFeaturePath(device.dsn, PLAYGROUND_MUFFLE_FEATURE), {
      customerId: device.customerId,
      enabled,
    });

  it('turns the muffle feature on and off, answering SUCCESS', async () => {
    const on = await muffle(KITCHEN, true);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ status: 'SUCCESS', feature: PLAYGROUND_MUFFLE_FEATURE, enabled: true });
    expect((await listed(KITCHEN.customerId))[0].features).toEqual([PLAYGROUND_MUFFLE_FEATURE]);

    expect((await muffle(KITCHEN, false)).status).toBe(200);
    expect((await listed(KITCHEN.customerId))[0].features).toEqual([]);
    expect(sut.controlCount).toBe(2);
  });

  it('sets the gateway a SetGateway directive names', async () => {
    const directive = buildSetGatewayDirective({ ...KITCHEN, dsn: KITCHEN.dsn }, PROXY_GATEWAY);
    const response = await send('POST', deviceCloudDirectivePath(KITCHEN.dsn), {
      customerId: KITCHEN.customerId,
      deviceType: KITCHEN.deviceType,
      directive: directive.payload,
    });
    expect(response.status).toBe(200);
    expect((await listed(KITCHEN.customerId))[0].gateway).toBe(PROXY_GATEWAY);
  });

  it("refuses a device under another customer's id as unknown, changing nothing", async () => {
    const response = await muffle({ dsn: OTHER.dsn, customerId: KITCHEN.customerId }, true);
    expect(response.status).toBe(404);
    expect((await listed(OTHER.customerId))[0].features).toEqual([]);
    expect(sut.controlCount).toBe(0);
  });

  it('refuses a directive it does not know, a wrong type and an offline device', async () => {
    const body = (directive: unknown, deviceType: string = KITCHEN.deviceType) => ({
      customerId: KITCHEN.customerId,
      deviceType,
      directive,
    });
    const gateway = buildSetGatewayDirective(KITCHEN, PROXY_GATEWAY).payload;
    const path = deviceCloudDirectivePath(KITCHEN.dsn);
    expect((await send('POST', path, body({ header: { namespace: 'X', name: 'Reboot' } }))).status).toBe(400);
    expect((await send('POST', path, body(gateway, 'ECHO'))).status).toBe(404);
    kitchen.setOnline(false);
    expect((await send('POST', path, body(gateway))).status).toBe(409);
    expect((await listed(KITCHEN.customerId))[0].gateway).toBeNull();
  });

  it('refuses a malformed body or feature name with 400', async () => {
    expect(
      (await send('PUT', deviceCloudFeaturePath(KITCHEN.dsn, PLAYGROUND_MUFFLE_FEATURE), {})).status,
    ).toBe(400);
    const bad = await send('PUT', deviceCloudFeaturePath(KITCHEN.dsn, 'no such!'), {
      customerId: KITCHEN.customerId,
      enabled: true,
    });
    expect(bad.status).toBe(400);
  });
});
