import {
  apiMessageSchema,
  chatItemSchema,
  deviceAccountsSchema,
  featurePairSchema,
  playgroundDeviceSchema,
} from './playground.schema';

const device = {
  customerId: 'A1CUSTOMER',
  dsn: 'G090LF1234',
  deviceType: 'A3S5BH2HU6VAYF',
  name: 'Kitchen Echo',
  env: 'prod',
  status: { loc: null, proxy: false, online: true },
  beep: false,
  chatHistory: [{ id: '1', type: 'Human', content: 'what time is it', starttime: 1_767_225_600 }],
};

describe('playground entities (doc 2 §3)', () => {
  it('read a device with its chat history', () => {
    expect(playgroundDeviceSchema.parse(device)).toEqual(device);
  });

  it.each([
    ['an env other than prod or gamma', { ...device, env: 'beta' }],
    ['a status without proxy', { ...device, status: { loc: null, online: true } }],
    [
      'an unknown chat item type',
      { ...device, chatHistory: [{ id: '1', type: 'Bot', content: '', starttime: 0 }] },
    ],
  ])('refuse %s', (_, given) => {
    expect(playgroundDeviceSchema.safeParse(given).success).toBe(false);
  });

  it('keep starttime in whole epoch seconds', () => {
    expect(
      chatItemSchema.safeParse({ id: '1', type: 'Pending', content: 'hi', starttime: 1.5 }).success,
    ).toBe(false);
  });

  it('read feature pairs, api messages and device accounts', () => {
    expect(featurePairSchema.parse({ Q: 'hi', A: 'hello' })).toEqual({ Q: 'hi', A: 'hello' });
    expect(
      apiMessageSchema.safeParse({
        type: 'directive',
        namespace: 'SpeechSynthesizer',
        name: 'Speak',
        data: {},
      }).success,
    ).toBe(true);
    expect(apiMessageSchema.safeParse({ type: 'log', namespace: 'a', name: 'b', data: 1 }).success).toBe(
      false,
    );
    expect(
      deviceAccountsSchema.parse({
        CustomerId: 'A1CUSTOMER',
        RegisteredDevices: [{ dsn: 'G0', deviceType: 'T', name: 'Echo' }],
      }).RegisteredDevices,
    ).toHaveLength(1);
  });
});
