import { type AddressInfo } from 'node:net';
import { BadGatewayException, ServiceUnavailableException } from '@nestjs/common';
import {
  type ApiMessage,
  DEVICE_API_PATHS,
  DEVICE_CLOUD_MESSAGES,
  type EventStreamMessage,
  type FunctionalAppScreen,
  PLAYGROUND_API_BASE_PATH,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_PROXY_ENDPOINT,
  buildInjectSpeechSsml,
  concatBytes,
  deviceListResponseSchema,
  liveInteractionApiMessages,
  parseEventStream,
  speakReplyText,
} from '@oak/shared';
import {
  GOOD_DEVICE_PROFILE,
  ManualClock,
  Random,
  type RunningDeviceCloudEmulator,
  DutRegistry,
  VirtualDut,
  VirtualRoom,
  startDeviceCloudEmulator,
} from '@oak/simulator';
import { freePort } from '../../launcher/ports';
import { TEST_ADMIN, type TestApp, useTestApp } from '../../testing/test-app';
import { eventually } from '../../testing/eventually.util';
import { CustomersService } from '../customers/customers.service';
import { DeviceCloud } from './device-cloud.port';

const T0 = Date.UTC(2026, 10, 1, 9, 0);
const ACME_CUSTOMER = { customerId: 'A1ACMEDEVICES01', email: 'devices@acme.test' };
const GLOBEX_CUSTOMER = { customerId: 'A1GLOBEXDEVICE1', email: 'qa@globex.test' };
const KITCHEN = { deviceserial: 'G0ACMEKITCHEN001', devicetype: 'ECHO_DOT' };
const GLOBEX_DEVICE = { deviceserial: 'G0GLOBEXOFFICE01', devicetype: 'ECHO' };

function virtualDut(
  customer: { customerId: string; email: string },
  dsn: string,
  deviceType: 'ECHO_DOT' | 'ECHO' | 'ECHO_POP',
  name: string,
): VirtualDut {
  return new VirtualDut({
    ...customer,
    dsn,
    name,
    deviceType,
    buildInfo: '8289568516',
    profile: GOOD_DEVICE_PROFILE,
    random: new Random(`cloud-spec/${dsn}`),
  });
}

/** The device cloud the specs talk to through OAK: the virtual lab's emulator over one room. */
function deviceCloudModel() {
  const clock = new ManualClock(T0);
  const room = new VirtualRoom({ clock });
  const kitchen = virtualDut(ACME_CUSTOMER, KITCHEN.deviceserial, 'ECHO_DOT', 'Kitchen');
  room.addDut(kitchen);
  room.addDut(virtualDut(GLOBEX_CUSTOMER, GLOBEX_DEVICE.deviceserial, 'ECHO', 'Office'));
  return { clock, room, kitchen, registry: new DutRegistry({ rooms: [room] }) };
}

async function companiesWithCustomers(app: TestApp): Promise<{ acme: string; globex: string }> {
  const customers = app.app.get(CustomersService);
  await customers.addCustomer(ACME_CUSTOMER.customerId, ACME_CUSTOMER.email, TEST_ADMIN.company);
  const globex = await app.companyWithUser('Globex', 'qa@globex.test');
  await customers.addCustomer(GLOBEX_CUSTOMER.customerId, GLOBEX_CUSTOMER.email, 'Globex');
  return { acme: await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password), globex };
}

/** How a port call failed: its exception's type and message. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: Error) => ({ type: error.constructor, message: error.message }),
  );

const devicesPath = (q: unknown) =>
  `${DEVICE_API_PATHS.devices}?q=${encodeURIComponent(typeof q === 'string' ? q : JSON.stringify(q))}`;

describe('the device cloud behind OAK (the virtual lab emulator as its adapter)', () => {
  const model = deviceCloudModel();
  let emulator: RunningDeviceCloudEmulator;
  const app = useTestApp(async () => {
    emulator = await startDeviceCloudEmulator({ registry: model.registry, clock: model.clock });
    return { DEVICE_CLOUD_URL: emulator.url };
  });
  let tokens: { acme: string; globex: string };
  const auth = (token = tokens.acme) => ({ Authorization: `Bearer ${token}` });
  const playground = (call: string, query: Record<string, string>, environment = 'prod') =>
    `${PLAYGROUND_API_BASE_PATH}/${environment}/${call}?${new URLSearchParams(query)}`;

  beforeAll(async () => {
    tokens = await companiesWithCustomers(app());
  });
  afterAll(() => emulator.close());

  describe('GET /api/devices', () => {
    it("lists a customer id's devices with their metadata", async () => {
      const response = await app()
        .http()
        .get(devicesPath({ customerId: ACME_CUSTOMER.customerId, forceRefresh: false }))
        .set(auth())
        .expect(200);
      expect(deviceListResponseSchema.parse(response.body)).toEqual([
        {
          name: 'Kitchen',
          dsn: KITCHEN.deviceserial,
          metadata: { namespace: 'oak-virtual-lab', typeId: 'ECHO_DOT', buildInfo: '8289568516' },
        },
      ]);
    });

    it('keeps the list until forceRefresh asks the device cloud again', async () => {
      const q = (forceRefresh: boolean) =>
        devicesPath({ customerId: ACME_CUSTOMER.customerId, forceRefresh });
      await app().http().get(q(false)).set(auth()).expect(200);
      model.room.addDut(virtualDut(ACME_CUSTOMER, 'G0ACMELOUNGE0001', 'ECHO_POP', 'Lounge'));
      const cached = await app().http().get(q(false)).set(auth()).expect(200);
      expect((cached.body as { dsn: string }[]).map((d) => d.dsn)).toEqual([KITCHEN.deviceserial]);
      const fresh = await app().http().get(q(true)).set(auth()).expect(200);
      expect((fresh.body as { dsn: string }[]).map((d) => d.dsn).sort()).toEqual([
        KITCHEN.deviceserial,
        'G0ACMELOUNGE0001',
      ]);
    });

    it('refuses a missing or malformed q, and customer ids that are not the company’s', async () => {
      for (const path of [
        DEVICE_API_PATHS.devices,
        devicesPath('{not json'),
        devicesPath({ forceRefresh: true }),
        devicesPath({ customerId: 42 }),
        devicesPath({ customerId: ACME_CUSTOMER.customerId, forceRefresh: 'yes' }),
        `${devicesPath({ customerId: 'x' })}&q=second`,
      ]) {
        const response = await app().http().get(path).set(auth()).expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          message: DEVICE_CLOUD_MESSAGES.invalidDevicesQuery,
        });
      }
      for (const customerId of [GLOBEX_CUSTOMER.customerId, 'A1NOBODY']) {
        const response = await app().http().get(devicesPath({ customerId })).set(auth()).expect(404);
        expect(response.body.message).toBe('Customer id not found');
      }
      await app()
        .http()
        .get(devicesPath({ customerId: ACME_CUSTOMER.customerId }))
        .expect(401);
    });
  });

  describe('the playground device API', () => {
    it('answers ping and oakauth for a device of the company', async () => {
      await app().http().get(playground('ping', KITCHEN)).set(auth()).expect(200);
      await app()
        .http()
        .get(playground('oakauth', KITCHEN, 'gamma'))
        .set(auth())
        .expect(200);
      const accounts = await app().http().get(playground('deviceaccounts', KITCHEN)).set(auth()).expect(200);
      expect(accounts.body).toMatchObject({ CustomerId: ACME_CUSTOMER.customerId });
    });

    it('injects speech and finds what the device heard and answered in its activity', async () => {
      const injected = await app()
        .http()
        .get(
          playground('injectspeech', {
            ...KITCHEN,
            text: buildInjectSpeechSsml('set a timer for 5 minutes'),
          }),
        )
        .set(auth())
        .expect(200);
      const { utteranceId } = injected.body as { utteranceId: string };
      const startS = Math.floor(T0 / 1000);
      const activity = await app()
        .http()
        .get(
          playground('activityitems', {
            ...KITCHEN,
            starttime: String(startS),
            endtime: String(startS + 10),
            limit: '5',
          }),
        )
        .set(auth())
        .expect(200);
      expect(activity.body.ActivityItems).toContainEqual(
        expect.objectContaining({
          UtteranceId: utteranceId,
          ActivityItemData: expect.objectContaining({ intentType: 'SetTimerIntent' }),
        }),
      );
      const metadata = await app()
        .http()
        .get(
          playground('alexametadata', {
            ...KITCHEN,
            contenttype: 'INTENT',
            datatype: 'DATA',
            utteranceid: utteranceId,
            approximateinjectiontime: String(startS),
          }),
        )
        .set(auth())
        .expect(200);
      const payload = (metadata.body as { data: { ColdplayByteData: { payload: string } } }).data
        .ColdplayByteData.payload;
      expect(Buffer.from(payload, 'base64').toString('utf8')).toBe('SetTimerIntent');
    });

    it('passes the device cloud’s own refusals through with their status', async () => {
      const bad = await app()
        .http()
        .get(playground('activityitems', { ...KITCHEN, starttime: 'soon', endtime: '1' }))
        .set(auth())
        .expect(400);
      expect(bad.body.message).toMatch(/starttime/);
      model.kitchen.setOnline(false);
      try {
        const offline = await app().http().get(playground('ping', KITCHEN)).set(auth()).expect(503);
        expect(offline.body.message).toBe(`Device ${KITCHEN.deviceserial} is offline`);
        const before = model.kitchen.activity.all().length;
        await app()
          .http()
          .get(playground('injectspeech', { ...KITCHEN, text: buildInjectSpeechSsml('what time is it') }))
          .set(auth())
          .expect(409);
        expect(model.kitchen.activity.all()).toHaveLength(before);
      } finally {
        model.kitchen.setOnline(true);
      }
    });

    it("refuses another company's device, unknown devices and calls, and bad environments", async () => {
      for (const device of [GLOBEX_DEVICE, { deviceserial: 'G0NOBODY', devicetype: 'ECHO' }]) {
        const response = await app().http().get(playground('ping', device)).set(auth()).expect(404);
        expect(response.body.message).toBe(DEVICE_CLOUD_MESSAGES.deviceNotFound(device.deviceserial));
      }
      // The device's own company reaches it.
      await app().http().get(playground('ping', GLOBEX_DEVICE)).set(auth(tokens.globex)).expect(200);
      const unknownCall = await app().http().get(playground('reboot', KITCHEN)).set(auth()).expect(404);
      expect(unknownCall.body.message).toBe(DEVICE_CLOUD_MESSAGES.unknownCall('reboot'));
      const environment = await app()
        .http()
        .get(playground('ping', KITCHEN, 'beta'))
        .set(auth())
        .expect(400);
      expect(environment.body.message).toBe(DEVICE_CLOUD_MESSAGES.invalidEnvironment('beta'));
      await app()
        .http()
        .get(playground('ping', { devicetype: 'ECHO_DOT' }))
        .set(auth())
        .expect(400);
      await app()
        .http()
        .get(`${PLAYGROUND_API_BASE_PATH}/prod/ping?deviceserial=a&deviceserial=b&devicetype=ECHO`)
        .set(auth())
        .expect(400);
      await app().http().get(playground('ping', KITCHEN)).expect(401);
      await app().http().put(playground('deviceendpoint', GLOBEX_DEVICE)).set(auth()).expect(404);
    });

    it('switches the endpoint and streams live interaction until the caller leaves', async () => {
      const endpoint = await app().http().get(playground('deviceendpoint', KITCHEN)).set(auth()).expect(200);
      expect(endpoint.body).toEqual({ data: { Endpoint: PLAYGROUND_DISPATCH_ENDPOINT } });
      await app()
        .http()
        .put(playground('deviceendpoint', { ...KITCHEN, endpoint: PLAYGROUND_PROXY_ENDPOINT }))
        .set(auth())
        .expect(204);
      const switched = await app().http().get(playground('deviceendpoint', KITCHEN)).set(auth()).expect(200);
      expect(switched.body).toEqual({ data: { Endpoint: PLAYGROUND_PROXY_ENDPOINT } });

      const server = app().app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const leave = new AbortController();
      const stream = await fetch(`${base}${playground('liveinteraction', KITCHEN)}`, {
        headers: auth(),
        signal: leave.signal,
      });
      expect(stream.status).toBe(200);
      await eventually(
        async () => emulator.liveStreamCount,
        (count) => count === 1,
      );
      await app()
        .http()
        .get(
          playground('injectspeech', {
            ...KITCHEN,
            text: buildInjectSpeechSsml('set a timer for 5 minutes'),
          }),
        )
        .set(auth())
        .expect(200);
      const reader = stream.body!.getReader();
      const messages: EventStreamMessage[] = [];
      const api = (): ApiMessage[] =>
        messages.flatMap((message) => {
          const parsed = liveInteractionApiMessages(message);
          return parsed.ok ? parsed.value : [];
        });
      let rest: Uint8Array = new Uint8Array(0);
      while (!api().some((message) => message.name === 'SpeechFinished')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('The live stream ended early');
        const parsed = parseEventStream(concatBytes(rest, value));
        if (!parsed.ok) throw new Error(parsed.error);
        messages.push(...parsed.value.messages);
        rest = parsed.value.rest;
      }
      expect(api().map(speakReplyText).filter(Boolean)).toEqual(['5 minutes, starting now.']);
      leave.abort();
      await eventually(
        async () => emulator.liveStreamCount,
        (count) => count === 0,
      );
    });
  });

  describe("the companion app's screen a run reads (DeviceCloud.appScreen)", () => {
    const office = () => model.registry.dut(GLOBEX_DEVICE.deviceserial)!;

    it('reads what the app shows now, for an offline device too', async () => {
      const deviceCloud = app().app.get(DeviceCloud);
      expect(await deviceCloud.appScreen(GLOBEX_DEVICE, 'shopping-list')).toBe('Your shopping list is empty');
      const injected = await deviceCloud.call({
        environment: 'prod',
        method: 'GET',
        path: 'injectspeech',
        query: new URLSearchParams({
          ...GLOBEX_DEVICE,
          text: buildInjectSpeechSsml('add milk to my shopping list'),
        }),
        signal: new AbortController().signal,
      });
      expect(injected.status).toBe(200);
      await injected.body?.cancel();
      expect(await deviceCloud.appScreen(GLOBEX_DEVICE, 'shopping-list')).toBe('milk');
      expect(await deviceCloud.appScreen(GLOBEX_DEVICE, 'alarms')).toBe('No alarms');
      office().setOnline(false);
      try {
        expect(await deviceCloud.appScreen(GLOBEX_DEVICE, 'shopping-list')).toBe('milk');
      } finally {
        office().setOnline(true);
      }
    });

    it("is a 502 with the device cloud's message for an unknown device or screen", async () => {
      const deviceCloud = app().app.get(DeviceCloud);
      expect(
        await failure(deviceCloud.appScreen({ ...GLOBEX_DEVICE, deviceserial: 'G0NOBODY' }, 'timers')),
      ).toEqual({
        type: BadGatewayException,
        message: 'No device with serial G0NOBODY',
      });
      expect(
        await failure(deviceCloud.appScreen({ ...GLOBEX_DEVICE, devicetype: 'ECHO_DOT' }, 'timers')),
      ).toEqual({
        type: BadGatewayException,
        message: `Device ${GLOBEX_DEVICE.deviceserial} is a ECHO, not a ECHO_DOT`,
      });
      expect(await failure(deviceCloud.appScreen(GLOBEX_DEVICE, 'contacts' as FunctionalAppScreen))).toEqual({
        type: BadGatewayException,
        message: expect.stringMatching(/^Invalid appscreen query: screen: /),
      });
    });
  });
  describe("what a run's listener reads (DeviceCloud.status, latestActivity page by page)", () => {
    const office = () => model.registry.dut(GLOBEX_DEVICE.deviceserial)!;

    it("reads a device's status, offline before muted", async () => {
      const deviceCloud = app().app.get(DeviceCloud);
      expect(await deviceCloud.status(GLOBEX_DEVICE)).toBe('online');
      office().setMuted(true);
      try {
        expect(await deviceCloud.status(GLOBEX_DEVICE)).toBe('muted');
        office().setOnline(false);
        expect(await deviceCloud.status(GLOBEX_DEVICE)).toBe('offline');
      } finally {
        office().setOnline(true);
        office().setMuted(false);
      }
      expect(await failure(deviceCloud.status({ ...GLOBEX_DEVICE, deviceserial: 'G0NOBODY' }))).toEqual({
        type: BadGatewayException,
        message: 'No device with serial G0NOBODY',
      });
    });

    it('reads the page before one, up to the second its oldest item started, with when each started and answered', async () => {
      const deviceCloud = app().app.get(DeviceCloud);
      const at = (second: number) => Date.UTC(2030, 0, 1, 0, 0, second);
      for (const second of [1, 2, 3])
        office().activity.add({
          utteranceId: `paged-${second}`,
          startTime: at(second),
          endTime: at(second) + 500,
          responseTime: at(second) + 1700,
          heardText: 'alexa what time is it',
          wakeWord: 'alexa',
        });
      const [newest] = await deviceCloud.latestActivity(GLOBEX_DEVICE, 1);
      expect(newest).toMatchObject({ utteranceId: 'paged-3', startedMs: at(3), respondedMs: at(3) + 1700 });
      const before = await deviceCloud.latestActivity(GLOBEX_DEVICE, 2, at(2) + 300);
      expect(before.map((item) => item.utteranceId)).toEqual(['paged-2', 'paged-1']);
    });
  });
});

describe('the device cloud when it cannot answer', () => {
  describe('unreachable', () => {
    const app = useTestApp(async () => ({ DEVICE_CLOUD_URL: `http://127.0.0.1:${await freePort()}` }));

    it('is a 502 that says the device cloud did not answer', async () => {
      const { acme } = await companiesWithCustomers(app());
      const response = await app()
        .http()
        .get(devicesPath({ customerId: ACME_CUSTOMER.customerId }))
        .set('Authorization', `Bearer ${acme}`)
        .expect(502);
      expect(response.body).toEqual({ statusCode: 502, message: DEVICE_CLOUD_MESSAGES.unreachable });
      await app()
        .http()
        .get(`${PLAYGROUND_API_BASE_PATH}/prod/ping?${new URLSearchParams(KITCHEN)}`)
        .set('Authorization', `Bearer ${acme}`)
        .expect(502);
      expect(await failure(app().app.get(DeviceCloud).appScreen(KITCHEN, 'timers'))).toEqual({
        type: BadGatewayException,
        message: DEVICE_CLOUD_MESSAGES.unreachable,
      });
    });
  });

  describe('not configured', () => {
    const app = useTestApp();

    it('is a 503 that names the missing setting', async () => {
      const { acme } = await companiesWithCustomers(app());
      const response = await app()
        .http()
        .get(devicesPath({ customerId: ACME_CUSTOMER.customerId }))
        .set('Authorization', `Bearer ${acme}`)
        .expect(503);
      expect(response.body.message).toBe(DEVICE_CLOUD_MESSAGES.notConfigured);
      expect(await failure(app().app.get(DeviceCloud).appScreen(KITCHEN, 'timers'))).toEqual({
        type: ServiceUnavailableException,
        message: DEVICE_CLOUD_MESSAGES.notConfigured,
      });
    });
  });
});
