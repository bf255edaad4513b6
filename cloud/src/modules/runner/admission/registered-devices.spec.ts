import { type CustomerDevice, type JobMapping, NEW_JOB_MESSAGES } from '@oak/shared';
import { type AdmissionContext } from '../run-family.port';
import { pinRegisteredDevices } from './registered-devices';

const listed: Record<string, CustomerDevice[]> = {
  A1ACME: [
    {
      dsn: 'G0GOOD',
      name: 'Kitchen Echo',
      amazonId: 'A2KITCHEN0ECHO',
      proxyEnabled: true,
      metadata: { typeId: 'ECHO_DOT', buildInfo: '8.1' },
    } as CustomerDevice,
    { dsn: 'G0NOTYPE', name: 'Mystery', proxyEnabled: false } as CustomerDevice,
  ],
};

describe('pinRegisteredDevices', () => {
  const asked: string[] = [];
  const context: AdmissionContext = {
    lab: { name: 'Lab', pis: [] },
    devicesOf: async (customerId) => {
      asked.push(customerId);
      return listed[customerId] ?? [];
    },
  };
  const mapping = (deviceMapping: Record<string, JobMapping['deviceMapping'][string]>): JobMapping =>
    ({ deviceMapping }) as JobMapping;

  it("pins each listed device's type, name, build and Amazon id where the mapping lacks them, keeping what it gives, and whether the device cloud has it on the proxy", async () => {
    const admitted = await pinRegisteredDevices(
      mapping({
        DUT: { customerId: 'A1ACME', dsn: 'G0GOOD' },
        DUT_2: {
          customerId: 'A1ACME',
          dsn: 'G0NOTYPE',
          deviceType: 'ECHO_SHOW',
          buildInfo: '9.0',
          proxyEnabled: true,
        },
      }),
      context,
    );
    expect(admitted).toEqual({
      problems: [],
      mapping: {
        deviceMapping: {
          DUT: {
            customerId: 'A1ACME',
            dsn: 'G0GOOD',
            deviceName: 'Kitchen Echo',
            amazonId: 'A2KITCHEN0ECHO',
            deviceType: 'ECHO_DOT',
            buildInfo: '8.1',
            proxyEnabled: true,
          },
          DUT_2: {
            customerId: 'A1ACME',
            dsn: 'G0NOTYPE',
            deviceName: 'Mystery',
            deviceType: 'ECHO_SHOW',
            buildInfo: '9.0',
            proxyEnabled: false,
          },
        },
      },
    });
  });

  it('names every device its customer id does not list, and every one whose type is known nowhere', async () => {
    const admitted = await pinRegisteredDevices(
      mapping({
        DUT: { customerId: 'A1ACME', dsn: 'G0STRANGER' },
        DUT_2: { customerId: 'A1ACME', dsn: 'G0NOTYPE' },
        DUT_3: { customerId: 'A1OTHER', dsn: 'G0GOOD' },
      }),
      context,
    );
    expect(admitted.problems).toEqual([
      NEW_JOB_MESSAGES.unknownDevice('G0STRANGER', 'A1ACME'),
      NEW_JOB_MESSAGES.unknownDeviceType('G0NOTYPE'),
      NEW_JOB_MESSAGES.unknownDevice('G0GOOD', 'A1OTHER'),
    ]);
    // A device it could not pin stays as the run mapped it.
    expect(admitted.mapping.deviceMapping.DUT).toEqual({ customerId: 'A1ACME', dsn: 'G0STRANGER' });
  });

  it('names every device no Pi of the lab stands beside, where its Pis say which do', async () => {
    const inLab = (pis: AdmissionContext['lab']['pis']): AdmissionContext => ({
      ...context,
      lab: { name: 'Kitchen Lab', pis },
    });
    const pi = (id: string, devices?: string[]) => ({
      id,
      name: id,
      location: null,
      connected: true,
      devices,
    });
    const two = mapping({
      DUT: { customerId: 'A1ACME', dsn: 'G0GOOD' },
      DUT_2: { customerId: 'A1ACME', dsn: 'G0NOTYPE', deviceType: 'ECHO_SHOW' },
    });
    const outside = await pinRegisteredDevices(two, inLab([pi('p1', ['G0GOOD']), pi('p2')]));
    expect(outside.problems).toEqual([NEW_JOB_MESSAGES.deviceNotInLab('G0NOTYPE', 'Kitchen Lab')]);
    // Beside any Pi of the lab is in it.
    const beside = await pinRegisteredDevices(two, inLab([pi('p1', ['G0GOOD']), pi('p2', ['G0NOTYPE'])]));
    expect(beside.problems).toEqual([]);
    // Pis that do not say (agents before it): the lab's devices are not known, nothing refused for it.
    const unknown = await pinRegisteredDevices(two, inLab([pi('p1'), pi('p2')]));
    expect(unknown.problems).toEqual([]);
  });
});
