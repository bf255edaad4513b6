import { Random } from '../random/random';
import { GOOD_DEVICE_PROFILE } from '../lab/devices/device-profiles.constant';
import { VirtualDut, type VirtualDutOptions } from '../lab/devices/virtual-dut';

/** A DUT for specs: a good Echo Dot of a test customer, seeded by its DSN unless told otherwise. */
export function stubVirtualDut(overrides: Partial<VirtualDutOptions> = {}): VirtualDut {
  const dsn = overrides.dsn ?? 'G0911234567890AB';
  return new VirtualDut({
    customerId: 'A1CUSTOMER0001',
    email: 'tester@example.com',
    dsn,
    name: `Echo Dot ${dsn.slice(-4)}`,
    deviceType: 'ECHO_DOT',
    buildInfo: '8289568516',
    profile: GOOD_DEVICE_PROFILE,
    random: new Random(`spec/${dsn}`),
    ...overrides,
  });
}
