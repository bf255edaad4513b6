import { PLAYGROUND_API_CALLS } from '../playground/playground-api.schema';
import {
  DEVICE_CLOUD_MESSAGES,
  DEVICE_CLOUD_PLAYGROUND_CALLS,
  DEVICE_CLOUD_PUT_PATH,
  deviceCloudAppScreenPath,
  deviceCloudAppScreenQuerySchema,
  deviceCloudAppScreenResponseSchema,
  devicesQuerySchema,
  isDeviceCloudPlaygroundPath,
} from './device-cloud.schema';
import { labProvisioningRequestSchema } from '../lab/lab-provisioning.schema';

describe('the device cloud contract', () => {
  it('reads q as a customer id with forceRefresh off unless asked', () => {
    expect(devicesQuerySchema.parse({ customerId: ' A1CID ' })).toEqual({
      customerId: 'A1CID',
      forceRefresh: false,
    });
    expect(devicesQuerySchema.safeParse({ customerId: 'A1CID', forceRefresh: 'true' }).success).toBe(false);
    expect(devicesQuerySchema.safeParse({ customerId: '' }).success).toBe(false);
  });

  it("passes the device cloud's playground calls and nothing else", () => {
    for (const call of DEVICE_CLOUD_PLAYGROUND_CALLS) {
      expect(isDeviceCloudPlaygroundPath(call)).toBe(true);
      expect(Object.values(PLAYGROUND_API_CALLS).some((known) => known.path === call)).toBe(true);
    }
    for (const path of ['bedrockgenerate', 'switchendpoint', '', '../ping']) {
      expect(isDeviceCloudPlaygroundPath(path)).toBe(false);
    }
    expect(DEVICE_CLOUD_PUT_PATH).toBe('deviceendpoint');
  });

  it("reads a companion app screen by the device's serial in the path, its type and a known screen", () => {
    expect(deviceCloudAppScreenPath('G0 A/1')).toBe('/devices/G0%20A%2F1/appscreen');
    expect(
      deviceCloudAppScreenQuerySchema.parse({ devicetype: 'ECHO_DOT', screen: 'shopping-list' }),
    ).toEqual({
      devicetype: 'ECHO_DOT',
      screen: 'shopping-list',
    });
    for (const query of [
      { devicetype: 'ECHO_DOT', screen: 'contacts' },
      { devicetype: '', screen: 'timers' },
      { screen: 'timers' },
    ]) {
      expect(deviceCloudAppScreenQuerySchema.safeParse(query).success).toBe(false);
    }
    expect(deviceCloudAppScreenResponseSchema.parse({ text: 'No timers' })).toEqual({ text: 'No timers' });
    expect(deviceCloudAppScreenResponseSchema.safeParse({ text: null }).success).toBe(false);
  });

  it('names what went wrong', () => {
    expect(DEVICE_CLOUD_MESSAGES.invalidEnvironment('beta')).toBe(
      'beta is not a device environment (prod or gamma)',
    );
    expect(DEVICE_CLOUD_MESSAGES.unknownCall('x')).toBe('There is no playground call x');
    expect(DEVICE_CLOUD_MESSAGES.deviceNotFound('G0X')).toBe(
      "No device G0X is registered to your company's customer ids",
    );
  });

  it("provisions a lab's customer ids, none unless given", () => {
    const lab = { company: 'OAK', name: 'Lab', pis: [] };
    expect(labProvisioningRequestSchema.parse(lab).customers).toEqual([]);
    expect(
      labProvisioningRequestSchema.parse({ ...lab, customers: [{ customerId: 'A1', email: 'a@b.example' }] })
        .customers,
    ).toEqual([{ customerId: 'A1', email: 'a@b.example' }]);
    expect(
      labProvisioningRequestSchema.safeParse({
        ...lab,
        customers: [{ customerId: 'A 1', email: 'a@b.example' }],
      }).success,
    ).toBe(false);
  });
});
