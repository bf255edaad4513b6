import { FIELD_MESSAGES } from '../run-fields/field.messages';
import {
  acmConfigErrors,
  acmDevicesPerAccount,
  acmRequiredDeviceCount,
  pruneAccountConfig,
} from './acm-config.rule';
import { type AcmAccountConfig } from './lab-mapping.schema';
import { ACM_MESSAGES, TEST_CREATION_MESSAGES } from './wizard.messages';

const device = (dsn: string, pi: string, firmware = '1.0.0') => ({
  dsnInfo: { name: `Echo ${dsn}`, dsn, deviceOrderId: 1 },
  pi: { name: pi },
  firmware,
});
const account = (customerId: string, ...devices: ReturnType<typeof device>[]): AcmAccountConfig => ({
  customerIdInfo: { customerId, email: `${customerId}@example.com` },
  devicePiConfig: devices,
});
const pis = ['Pi-1', 'Pi-2', 'Pi-3', 'Pi-4'].map((name) => ({ name, connected: true }));

describe('acmDevicesPerAccount', () => {
  it('takes the most each chosen scenario asks of each account', () => {
    expect(acmDevicesPerAccount('CUSTOM', [{ scenarios: ['302'] }])).toEqual([1, 1]);
    expect(acmDevicesPerAccount('custom', [{ scenarios: ['306'] }, { scenarios: ['305', '999'] }])).toEqual([
      2, 2,
    ]);
    expect(acmDevicesPerAccount('CUSTOM', [{ scenarios: ['306'] }])).toEqual([2]);
    expect(acmDevicesPerAccount('CUSTOM', [])).toEqual([]);
  });

  it('needs the whole library for a standard run and nothing for WWA', () => {
    expect(acmDevicesPerAccount('STANDARD')).toEqual([2, 2]);
    expect(acmDevicesPerAccount('WWA', [{ scenarios: ['302'] }])).toEqual([]);
    expect(acmRequiredDeviceCount([2, 2])).toBe(4);
  });
});

describe('pruneAccountConfig', () => {
  it('drops accounts and devices no longer needed', () => {
    const config = [
      account('C1', device('D1', 'Pi-1'), device('D2', 'Pi-2')),
      account('C2', device('D3', 'Pi-3')),
    ];
    expect(pruneAccountConfig(config, [1])).toEqual([account('C1', device('D1', 'Pi-1'))]);
    expect(pruneAccountConfig(config, [2, 1])).toEqual(config);
    expect(pruneAccountConfig(config, [])).toEqual([]);
  });
});

describe('acmConfigErrors', () => {
  const twoAccounts = [1, 1];

  it('passes a complete configuration', () => {
    expect(
      acmConfigErrors(
        [account('C1', device('D1', 'Pi-1')), account('C2', device('D2', 'Pi-2'))],
        twoAccounts,
        { pis },
      ),
    ).toEqual({ accounts: {} });
  });

  it('needs every required account', () => {
    expect(acmConfigErrors([account('C1', device('D1', 'Pi-1'))], twoAccounts).accountConfig).toBe(
      ACM_MESSAGES.accountsNotConfigured,
    );
    expect(acmConfigErrors('nonsense', twoAccounts).accountConfig).toBe(ACM_MESSAGES.accountsNotConfigured);
  });

  it.each([
    ['no customer id', { devicePiConfig: [device('D1', 'Pi-1')] }, ACM_MESSAGES.customerIdRequired],
    ['no devices', account('C1'), ACM_MESSAGES.devicesNotConfigured],
    ['a device without DSN', account('C1', { ...device('', 'Pi-1') }), ACM_MESSAGES.invalidDevicePiMapping],
    [
      'a device without Pi',
      account('C1', { ...device('D1', ''), pi: undefined } as never),
      ACM_MESSAGES.invalidDevicePiMapping,
    ],
    ['no firmware', account('C1', device('D1', 'Pi-1', '')), FIELD_MESSAGES.firmwareRequired],
    ['bad firmware', account('C1', device('D1', 'Pi-1', 'fw 1')), FIELD_MESSAGES.invalidCharacters],
  ])('reports an account with %s', (_case, first, message) => {
    const errors = acmConfigErrors([first, account('C2', device('D2', 'Pi-2'))], twoAccounts);
    expect(errors.accounts).toEqual({ '0': message });
  });

  it('gives the minimum when the customer has too few devices', () => {
    const errors = acmConfigErrors([account('C1', device('D1', 'Pi-1'), device('D2', 'Pi-2'))], [2], {
      deviceCountByCustomerId: { C1: 1 },
    });
    expect(errors.accounts).toEqual({ '0': ACM_MESSAGES.notEnoughDevices(2) });
    expect(
      acmConfigErrors([account('C1', device('D1', 'Pi-1'), device('D2', 'Pi-2'))], [2], {
        deviceCountByCustomerId: { C1: 2 },
      }).accounts,
    ).toEqual({});
  });

  it('refuses a Pi that is not connected or not in the lab', () => {
    const offline = [{ name: 'Pi-1', connected: false }, pis[1]!];
    expect(acmConfigErrors([account('C1', device('D1', 'Pi-1'))], [1], { pis: offline }).accounts).toEqual({
      '0': TEST_CREATION_MESSAGES.piNotConnected,
    });
    expect(acmConfigErrors([account('C1', device('D1', 'Pi-9'))], [1], { pis }).accounts).toEqual({
      '0': TEST_CREATION_MESSAGES.piNotConnected,
    });
  });

  it.each([
    [
      'the same customer id on two accounts',
      [account('C1', device('D1', 'Pi-1')), account('C1', device('D2', 'Pi-2'))],
      ACM_MESSAGES.sameCustomerIdForSeveralAccounts,
    ],
    [
      'the same Pi for two devices',
      [account('C1', device('D1', 'Pi-1')), account('C2', device('D2', 'Pi-1'))],
      ACM_MESSAGES.samePiForSeveralDevices,
    ],
    [
      'the same device on two Pis',
      [account('C1', device('D1', 'Pi-1')), account('C2', device('D1', 'Pi-2'))],
      ACM_MESSAGES.sameDeviceOnSeveralPis,
    ],
  ])('refuses %s', (_case, config, message) => {
    expect(acmConfigErrors(config, twoAccounts).accountConfig).toBe(message);
  });

  it('ignores devices and accounts beyond the need', () => {
    const config = [account('C1', device('D1', 'Pi-1'), device('D1', 'Pi-1')), account('C1')];
    expect(acmConfigErrors(config, [1])).toEqual({ accounts: {} });
  });

  it('checks the lab has enough Pis, and enough connected ones', () => {
    const config = [account('C1', device('D1', 'Pi-1')), account('C2', device('D2', 'Pi-2'))];
    expect(acmConfigErrors(config, twoAccounts, { pis: [pis[0]!] }).lab).toBe('Lab does not have devices');
    expect(
      acmConfigErrors(config, twoAccounts, { pis: [...pis.slice(0, 2), { name: 'Pi-3', connected: false }] })
        .lab,
    ).toBeUndefined();
    expect(
      acmConfigErrors(config, twoAccounts, {
        pis: [pis[0]!, { name: 'Pi-2', connected: false }],
      }).lab,
    ).toBe(ACM_MESSAGES.labLacksPiConfigurations);
  });
});
