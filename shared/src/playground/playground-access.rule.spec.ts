import { playgroundAccess, playgroundAccessCheck } from './playground-access.rule';
import { PLAYGROUND_MESSAGES } from './playground.messages';
import { type DeviceAccounts } from './playground.schema';

describe('playgroundAccess (doc 2 §6, doc 3 §2)', () => {
  it.each([
    [200, 200, { allowed: true }],
    [null, null, { allowed: false, message: PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity }],
    [200, 403, { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired }],
    [200, null, { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired }],
    [500, 200, { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired }],
  ])('ping %p and oakauth %p give %j', (ping, oakauth, expected) => {
    expect(playgroundAccess(ping, oakauth)).toEqual(expected);
  });
});

describe('playgroundAccessCheck (doc 2 §2, §7, §8)', () => {
  const accounts: DeviceAccounts = {
    CustomerId: 'A1CUSTOMER',
    RegisteredDevices: [{ dsn: 'G0KITCHEN', deviceType: 'ECHO_DOT', name: 'Kitchen' }],
  };

  it('allows the device and shows its account when ping and oakauth answer 200', () => {
    expect(playgroundAccessCheck({ pingStatus: 200, oakauthStatus: 200, deviceAccounts: accounts })).toEqual({
      allowed: true,
      deviceAccounts: accounts,
      warning: null,
    });
  });

  it('allows the device but says its account is unavailable when deviceaccounts could not be read', () => {
    expect(playgroundAccessCheck({ pingStatus: 200, oakauthStatus: 200, deviceAccounts: null })).toEqual({
      allowed: true,
      deviceAccounts: null,
      warning: PLAYGROUND_MESSAGES.deviceAccountsUnavailable,
    });
  });

  it.each([
    [null, null, PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity],
    [null, 200, PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity],
    [200, 404, PLAYGROUND_MESSAGES.accessRequired],
    [503, 200, PLAYGROUND_MESSAGES.accessRequired],
  ])(
    'refuses with ping %p and oakauth %p, saying only %p even with the account read',
    (ping, oakauth, warning) => {
      expect(
        playgroundAccessCheck({ pingStatus: ping, oakauthStatus: oakauth, deviceAccounts: accounts }),
      ).toEqual({ allowed: false, deviceAccounts: null, warning });
    },
  );
});
