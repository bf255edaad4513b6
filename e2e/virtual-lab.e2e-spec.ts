import { type Lab, type Pi } from '@oak/shared';
import { eventually } from '../cloud/src/testing/eventually.util';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import {
  VIRTUAL_CUSTOMER,
  VIRTUAL_GOOD_DUT,
  VIRTUAL_COMMS_LAB,
  VIRTUAL_FRIEND,
  VirtualLabApi,
  placeUtterance,
  setDeviceOnline,
} from './support/virtual-lab-api';

/**
 * The virtual lab of npm start through the cloud's public API: its customer
 * id and devices, what a virtual Pi plays reaching the virtual devices, speech
 * injected through the playground API, and a device taken offline.
 */
describe('the virtual lab of npm start, through the cloud', () => {
  let api: VirtualLabApi;
  let lab: Lab;
  let near: Pi;

  beforeAll(async () => {
    api = await VirtualLabApi.signIn(e2eInstance().url, E2E_ADMIN.email, E2E_ADMIN.password);
    const virtual = await api.connectedLab('Virtual Lab', 5);
    lab = virtual.lab;
    near = virtual.pis.find((pi) => pi.thingName === 'virtual-lab-near-90')!;
    await placeUtterance(
      e2eInstance().home,
      'virtual-lab-near-90',
      'time-query.wav',
      'Alexa, what time is it',
    );
  }, 90_000);

  it("lists the virtual customer ids and their devices as the company's", async () => {
    const customerIds = (await api.customerIds()).body;
    expect(customerIds).toContainEqual({ [VIRTUAL_CUSTOMER.customerId]: VIRTUAL_CUSTOMER.email });
    expect(customerIds).toContainEqual({ [VIRTUAL_FRIEND.customerId]: VIRTUAL_FRIEND.email });
    const devices = await api.devices(VIRTUAL_CUSTOMER.customerId);
    expect(devices.status).toBe(200);
    expect(devices.body.map((device) => device.dsn).sort()).toEqual(
      ['G0VIRTUALAUTO001', 'G0VIRTUALGOOD001', 'G0VIRTUALPOOR001', ...VIRTUAL_COMMS_LAB.devices.one].sort(),
    );
    const friends = await api.devices(VIRTUAL_FRIEND.customerId);
    expect(friends.body.map((device) => device.dsn).sort()).toEqual([...VIRTUAL_COMMS_LAB.devices.two]);
  });

  it('carries what a Pi plays to the devices, which answer', async () => {
    const before = (await api.activity(VIRTUAL_GOOD_DUT)).length;
    expect((await api.talk(lab, near, 'time-query.wav')).status).toBe(200);
    const items = await eventually(
      () => api.activity(VIRTUAL_GOOD_DUT),
      (list) => list.length > before,
    );
    const heard = items.find((item) => /what time is it/i.test(item.HeardText ?? ''));
    expect(heard).toBeDefined();
    expect(heard!.ResponseText).toBeTruthy();
  });

  it('round-trips injected speech to the activity items', async () => {
    const injected = await api.injectSpeech(VIRTUAL_GOOD_DUT, 'set a timer for 5 minutes');
    expect(injected.status).toBe(200);
    const items = await eventually(
      () => api.activity(VIRTUAL_GOOD_DUT),
      (list) => list.some((item) => item.UtteranceId === injected.body.utteranceId),
    );
    const item = items.find((candidate) => candidate.UtteranceId === injected.body.utteranceId)!;
    expect(item.ActivityItemData.intentType).toBe('SetTimerIntent');
    expect(item.ResponseText).toMatch(/5 minutes/);
  });

  it('stops answering once the simulator takes the device offline', async () => {
    await setDeviceOnline(e2eInstance().deviceCloudUrl, VIRTUAL_GOOD_DUT.deviceserial, false);
    try {
      const ping = await api.playground<{ message: string }>('ping', VIRTUAL_GOOD_DUT);
      expect(ping.status).toBe(503);
      expect(ping.body.message).toMatch(/offline/);
      expect((await api.injectSpeech(VIRTUAL_GOOD_DUT, 'what time is it')).status).toBe(409);
      const count = (await api.activity(VIRTUAL_GOOD_DUT)).length;
      expect((await api.talk(lab, near, 'time-query.wav')).status).toBe(200);
      // The room has heard the playback by the time the talk answers; give its report a moment anyway.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await api.activity(VIRTUAL_GOOD_DUT)).toHaveLength(count);
    } finally {
      await setDeviceOnline(e2eInstance().deviceCloudUrl, VIRTUAL_GOOD_DUT.deviceserial, true);
    }
    expect((await api.playground('ping', VIRTUAL_GOOD_DUT)).status).toBe(200);
  });
});
