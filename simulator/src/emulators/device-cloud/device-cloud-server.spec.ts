import {
  activityItemsResponseSchema,
  type ApiMessage,
  concatBytes,
  decodeAlexaMetadata,
  deviceCloudStatusPath,
  deviceCloudStatusResponseSchema,
  type EventStreamMessage,
  LIVE_INTERACTION_KEEP_ALIVE,
  liveInteractionApiMessages,
  liveInteractionTime,
  liveInteractionType,
  parseEventStream,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_PROXY_ENDPOINT,
  PLAYGROUND_SANITY_UTTERANCE,
  sanityCheckOutcome,
  speakReplyText,
  virtualDeviceFaultsPath,
  virtualDeviceJournalPath,
  virtualDeviceJournalResponseSchema,
} from '@oak/shared';
import { VirtualRoom } from '../../lab/room/virtual-room';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { ManualClock, ScaledClock } from '../../time/clock';
import { timeScale } from '../../time/time-scale.util';
import { answerSpeechDurationMs } from './device-cloud-activity.util';
import { DEVICE_CLOUD_MAX_BODY_BYTES } from './device-cloud-http.util';
import { type RunningDeviceCloudEmulator, startDeviceCloudEmulator } from './device-cloud-server';
import { DutRegistry } from '../../lab/devices/dut-registry';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
const T0_S = T0 / 1000;
const KITCHEN = { dsn: 'G0911234567890AB', deviceType: 'ECHO_DOT' } as const;
const LOUNGE = { dsn: 'G0911234567890CD', deviceType: 'ECHO_DOT' } as const;
const OTHER = { dsn: 'G0B0OTHER0000001', deviceType: 'ECHO' } as const;

function lab() {
  const clock = new ManualClock(T0);
  const kitchen = stubVirtualDut({ dsn: KITCHEN.dsn, name: 'Kitchen' });
  const lounge = stubVirtualDut({ dsn: LOUNGE.dsn, name: 'Lounge', online: false });
  const other = stubVirtualDut({
    ...OTHER,
    name: 'Office',
    customerId: 'A2CUSTOMER0002',
    email: 'other@example.com',
  });
  const room = new VirtualRoom({ clock });
  room.addDut(kitchen);
  room.addDut(lounge);
  return { clock, room, kitchen, lounge, registry: new DutRegistry({ rooms: [room], duts: [other] }) };
}

type Device = { readonly dsn: string; readonly deviceType: string };

describe('startDeviceCloudEmulator', () => {
  let sut: RunningDeviceCloudEmulator;
  let model: ReturnType<typeof lab>;

  /** A playground call for a device, with its own query parameters. */
  const call = (
    path: string,
    device: Device | null,
    params: Record<string, string> = {},
    init?: RequestInit,
  ) => {
    const query = new URLSearchParams({
      ...(device ? { deviceserial: device.dsn, devicetype: device.deviceType } : {}),
      ...params,
    });
    return fetch(`${sut.url}/${path}?${query}`, init);
  };
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
  const expectError = async (response: Response, statusCode: number, message: RegExp) => {
    expect(response.status).toBe(statusCode);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(response);
    expect(body).toEqual({ statusCode, message: expect.stringMatching(message) });
  };
  const inject = (device: Device, text: string, method = 'GET') =>
    call(
      'injectspeech',
      device,
      { text: `<speak><prosody rate="slow">${text}</prosody></speak>` },
      { method },
    );
  const activityItems = async (device: Device, params: Record<string, string> = {}) => {
    const response = await call('activityitems', device, {
      starttime: String(T0_S),
      endtime: String(T0_S + 3600),
      limit: '10',
      ...params,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { ActivityItems: Record<string, unknown>[] }).ActivityItems;
  };
  const setFlag = (dsn: string, flag: string, body: string) =>
    fetch(`${sut.url}/devices/${dsn}/${flag}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body,
    });

  beforeEach(async () => {
    model = lab();
    sut = await startDeviceCloudEmulator({
      registry: model.registry,
      clock: model.clock,
      keepAliveMs: 40,
      activityPollMs: 10,
    });
  });

  afterEach(async () => {
    await sut.close();
  });

  describe('ping and oakauth', () => {
    it('pings an online device and refuses an offline one with 503', async () => {
      const online = await call('ping', KITCHEN);
      expect(online.status).toBe(200);
      expect(await json(online)).toEqual({ dsn: KITCHEN.dsn, online: true });
      await expectError(await call('ping', LOUNGE), 503, /offline/);
    });

    it('authorises a known device', async () => {
      const response = await call('oakauth', KITCHEN);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ authorised: true });
    });

    it('refuses a missing or unknown device, or one of another type', async () => {
      await expectError(await call('ping', null), 400, /deviceserial.*devicetype/s);
      await expectError(await call('oakauth', { dsn: 'NOPE', deviceType: 'ECHO' }), 404, /NOPE/);
      await expectError(await call('ping', { ...KITCHEN, deviceType: 'ECHO' }), 404, /ECHO_DOT, not a ECHO/);
    });
  });

  describe('deviceaccounts', () => {
    it("lists the device's customer and that customer's devices only", async () => {
      const response = await call('deviceaccounts', KITCHEN);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        CustomerId: 'A1CUSTOMER0001',
        RegisteredDevices: [
          { dsn: KITCHEN.dsn, deviceType: 'ECHO_DOT', name: 'Kitchen' },
          { dsn: LOUNGE.dsn, deviceType: 'ECHO_DOT', name: 'Lounge' },
        ],
      });
    });

    it('refuses an unknown device', async () => {
      await expectError(await call('deviceaccounts', { dsn: 'NOPE', deviceType: 'ECHO' }), 404, /NOPE/);
    });
  });

  describe('injectspeech and activityitems', () => {
    it('hears injected SSML through the assistant and lists what it heard and answered', async () => {
      const response = await inject(KITCHEN, 'set a timer for 5 minutes');
      expect(response.status).toBe(200);
      const { utteranceId } = await json(response);
      expect(utteranceId).toEqual(expect.any(String));

      const [item, ...rest] = await activityItems(KITCHEN, { limit: '1' });
      expect(rest).toEqual([]);
      expect(item).toEqual({
        UtteranceId: utteranceId,
        ActivityItemData: expect.objectContaining({ intentType: 'SetTimerIntent', falseWake: false }),
        HeardText: 'alexa set a timer for 5 minutes',
        ResponseText: '5 minutes, starting now.',
        StartTimeMs: T0,
        EndTimeMs: expect.any(Number),
        ResponseTimeMs: expect.any(Number),
      });
      expect(item['ResponseTimeMs']).toBeGreaterThan(item['EndTimeMs'] as number);
    });

    it('takes a POST, lists newest first within the window and the limit, and keeps the wake word when given', async () => {
      expect((await inject(KITCHEN, 'Alexa, add milk to my shopping list', 'POST')).status).toBe(200);
      model.clock.advance(60_000);
      expect((await inject(KITCHEN, "what's on my shopping list")).status).toBe(200);

      const items = await activityItems(KITCHEN);
      expect(items.map((item) => item['ResponseText'])).toEqual([
        'You have 1 item on your shopping list: milk.',
        "I've added milk to your shopping list.",
      ]);
      expect(await activityItems(KITCHEN, { limit: '1' })).toHaveLength(1);
      expect(
        await activityItems(KITCHEN, { starttime: String(T0_S + 1), endtime: String(T0_S + 59) }),
      ).toEqual([]);
      expect(
        await activityItems(KITCHEN, { starttime: String(T0_S + 60), endtime: String(T0_S + 60) }),
      ).toHaveLength(1);
    });

    it("answers the console's sanity utterance with the echo intent its connect check awaits", async () => {
      expect((await inject(KITCHEN, PLAYGROUND_SANITY_UTTERANCE)).status).toBe(200);
      const items = activityItemsResponseSchema.parse({ ActivityItems: await activityItems(KITCHEN) });
      expect(sanityCheckOutcome(items.ActivityItems)).toEqual({ passed: true });
    });

    it('refuses an offline device, which then has heard nothing', async () => {
      await expectError(await inject(LOUNGE, 'what time is it'), 409, /offline/);
      expect(model.lounge.activity.size).toBe(0);
    });

    it('accepts speech for a muted device, which does not answer until unmuted', async () => {
      expect((await setFlag(KITCHEN.dsn, 'muted', '{"value":true}')).status).toBe(200);
      expect((await inject(KITCHEN, 'what time is it')).status).toBe(200);
      expect(await activityItems(KITCHEN)).toEqual([]);

      expect((await setFlag(KITCHEN.dsn, 'muted', '{"value":false}')).status).toBe(200);
      model.clock.advance(10_000);
      expect((await inject(KITCHEN, 'what time is it')).status).toBe(200);
      const [item] = await activityItems(KITCHEN);
      expect(item['ActivityItemData']).toMatchObject({ intentType: 'GetTimeIntent' });
    });

    it('refuses missing, wordless and unknown-device speech, and bad windows', async () => {
      await expectError(await call('injectspeech', KITCHEN), 400, /text/);
      await expectError(await call('injectspeech', KITCHEN, { text: '<speak> </speak>' }), 400, /no words/);
      await expectError(await inject({ dsn: 'NOPE', deviceType: 'ECHO' }, 'hi'), 404, /NOPE/);
      await expectError(
        await call('activityitems', KITCHEN, { starttime: 'soon', endtime: '1' }),
        400,
        /starttime/,
      );
      await expectError(
        await call('activityitems', KITCHEN, { starttime: '20', endtime: '10' }),
        400,
        /before/,
      );
      await expectError(await call('activityitems', KITCHEN, { endtime: '10' }), 400, /starttime/);
    });
  });

  describe('alexametadata', () => {
    const metadata = (utteranceid: string, contenttype: string, datatype = 'DATA') =>
      call('alexametadata', KITCHEN, {
        contenttype,
        datatype,
        utteranceid,
        approximateinjectiontime: String(T0_S),
      });

    it('gives the intent as plain text and the others as JSON, in base64', async () => {
      const { utteranceId } = await json(await inject(KITCHEN, 'set a timer for 5 minutes'));
      const intent = await metadata(utteranceId as string, 'INTENT');
      expect(intent.status).toBe(200);
      const intentBody = (await intent.json()) as { data: { ColdplayByteData: { payload: string } } };
      expect(decodeAlexaMetadata('INTENT', intentBody.data.ColdplayByteData.payload)).toEqual({
        ok: true,
        value: { format: 'text', text: 'SetTimerIntent' },
      });

      const recognition = (await (
        await metadata(utteranceId as string, 'RECOGNITION')
      ).json()) as typeof intentBody;
      expect(decodeAlexaMetadata('RECOGNITION', recognition.data.ColdplayByteData.payload)).toEqual({
        ok: true,
        value: {
          format: 'json',
          value: expect.objectContaining({ text: 'alexa set a timer for 5 minutes' }),
        },
      });
    });

    it('refuses an unknown utterance and a bad content or data type', async () => {
      await expectError(await metadata('nope', 'INTENT'), 404, /nope/);
      await expectError(await metadata('nope', 'GOSSIP'), 400, /contenttype/);
      await expectError(await metadata('nope', 'INTENT', 'BYTES'), 400, /datatype/);
    });
  });

  describe('deviceendpoint', () => {
    it('starts at production dispatch and switches to the proxy', async () => {
      const before = await call('deviceendpoint', KITCHEN);
      expect(before.status).toBe(200);
      expect(await json(before)).toEqual({ data: { Endpoint: PLAYGROUND_DISPATCH_ENDPOINT } });

      const switched = await call(
        'deviceendpoint',
        KITCHEN,
        { endpoint: PLAYGROUND_PROXY_ENDPOINT },
        { method: 'PUT' },
      );
      expect(switched.status).toBe(204);
      expect(await json(await call('deviceendpoint', KITCHEN))).toEqual({
        data: { Endpoint: PLAYGROUND_PROXY_ENDPOINT },
      });
    });

    it("keeps the proxy in the device's record, as the device list gives it (issue 29: Proxy Enabled)", async () => {
      const kitchen = async () =>
        (
          (await (
            await fetch(
              `${sut.url}/devices?q=${encodeURIComponent(JSON.stringify({ customerId: 'A1CUSTOMER0001' }))}`,
            )
          ).json()) as { dsn: string; proxyEnabled: boolean }[]
        ).find((device) => device.dsn === KITCHEN.dsn);
      expect(await kitchen()).toMatchObject({ proxyEnabled: false });
      await call('deviceendpoint', KITCHEN, { endpoint: PLAYGROUND_PROXY_ENDPOINT }, { method: 'PUT' });
      expect(await kitchen()).toMatchObject({ proxyEnabled: true });
      await call('deviceendpoint', KITCHEN, { endpoint: PLAYGROUND_DISPATCH_ENDPOINT }, { method: 'PUT' });
      expect(await kitchen()).toMatchObject({ proxyEnabled: false });
    });

    it('refuses a missing or malformed endpoint, and an offline device', async () => {
      await expectError(await call('deviceendpoint', KITCHEN, {}, { method: 'PUT' }), 400, /endpoint/);
      await expectError(
        await call('deviceendpoint', KITCHEN, { endpoint: 'not a url' }, { method: 'PUT' }),
        400,
        /not a URL/,
      );
      await expectError(
        await call('deviceendpoint', LOUNGE, { endpoint: PLAYGROUND_PROXY_ENDPOINT }, { method: 'PUT' }),
        409,
        /offline/,
      );
    });
  });

  describe('liveinteraction', () => {
    /** Reads framed messages until `enough` holds. */
    async function readUntil(
      reader: ReadableStreamDefaultReader<Uint8Array>,
      enough: (messages: EventStreamMessage[]) => boolean,
    ): Promise<EventStreamMessage[]> {
      const messages: EventStreamMessage[] = [];
      let rest: Uint8Array = new Uint8Array(0);
      while (!enough(messages)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('The stream ended early');
        const parsed = parseEventStream(concatBytes(rest, value));
        if (!parsed.ok) throw new Error(parsed.error);
        messages.push(...parsed.value.messages);
        rest = parsed.value.rest;
      }
      return messages;
    }
    const apiMessages = (messages: EventStreamMessage[]): ApiMessage[] =>
      messages.flatMap((message) => {
        const parsed = liveInteractionApiMessages(message);
        if (!parsed.ok) throw new Error(parsed.error);
        return parsed.value;
      });
    const connectProxy = (device: Device) =>
      call('deviceendpoint', device, { endpoint: PLAYGROUND_PROXY_ENDPOINT }, { method: 'PUT' });
    const waitFor = async (condition: () => boolean) => {
      for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(condition()).toBe(true);
    };

    it('streams an injected exchange with keep-alives, and closes when the client leaves', async () => {
      await connectProxy(KITCHEN);
      const abort = new AbortController();
      const response = await call('liveinteraction', KITCHEN, {}, { signal: abort.signal });
      expect(response.status).toBe(200);
      expect(sut.liveStreamCount).toBe(1);
      const reader = response.body!.getReader();

      expect((await inject(KITCHEN, 'set a timer for 5 minutes')).status).toBe(200);
      const messages = await readUntil(reader, (read) =>
        apiMessages(read).some((message) => message.name === 'SpeechFinished'),
      );
      const exchange = apiMessages(messages);
      expect(exchange.map(({ type, namespace, name }) => `${type} ${namespace}.${name}`)).toEqual([
        'event SpeechRecognizer.Recognize',
        'directive SpeechRecognizer.StopCapture',
        'directive SpeechSynthesizer.Speak',
        'event SpeechSynthesizer.SpeechFinished',
      ]);
      expect(exchange.map(speakReplyText).filter(Boolean)).toEqual(['5 minutes, starting now.']);
      // Each message carries the device's own (simulated) time of it, not the wall clock's: it takes the
      // words in now, answers after its latency, and reports the end of its speech once it has said it.
      const activity = messages.filter((m) => liveInteractionType(m) !== LIVE_INTERACTION_KEEP_ALIVE);
      const [item] = model.kitchen.activity.all();
      expect(activity.map(liveInteractionTime)).toEqual([
        model.clock.now(),
        item.responseTime,
        item.responseTime! + answerSpeechDurationMs(item.response!),
      ]);

      const more = await readUntil(reader, (read) =>
        read.some((m) => liveInteractionType(m) === 'keep_alive'),
      );
      expect(apiMessages(more)).toEqual([]);

      abort.abort();
      await waitFor(() => sut.liveStreamCount === 0);
    });

    it("paces an exchange on the DUT's timeline when its clock runs at the lab's time scale", async () => {
      // The virtual lab's clock, 10 000 times faster than real time: the exchange takes about a real millisecond.
      const clock = new ScaledClock(() => performance.now(), timeScale(0.0001), T0);
      const kitchen = stubVirtualDut({ dsn: KITCHEN.dsn, name: 'Kitchen' });
      const lab = await startDeviceCloudEmulator({
        registry: new DutRegistry({ duts: [kitchen] }),
        clock,
        activityPollMs: 3_600_000,
      });
      try {
        const at = (path: string, params: Record<string, string>, init?: RequestInit) =>
          fetch(
            `${lab.url}/${path}?${new URLSearchParams({ deviceserial: KITCHEN.dsn, devicetype: KITCHEN.deviceType, ...params })}`,
            init,
          );
        await at('deviceendpoint', { endpoint: PLAYGROUND_PROXY_ENDPOINT }, { method: 'PUT' });
        const abort = new AbortController();
        const reader = (await at('liveinteraction', {}, { signal: abort.signal })).body!.getReader();
        await at('injectspeech', { text: '<speak>what time is it</speak>' });
        const messages = await readUntil(reader, (read) =>
          apiMessages(read).some((message) => message.name === 'SpeechFinished'),
        );
        const [item] = kitchen.activity.all();
        const activity = messages.filter((m) => liveInteractionType(m) !== LIVE_INTERACTION_KEEP_ALIVE);
        expect(apiMessages(activity).map(({ name }) => name)).toEqual([
          'Recognize',
          'StopCapture',
          'Speak',
          'SpeechFinished',
        ]);
        expect(activity.map(liveInteractionTime)).toEqual([
          item.startTime,
          item.responseTime,
          item.responseTime! + answerSpeechDurationMs(item.response!),
        ]);
        abort.abort();
      } finally {
        await lab.close();
      }
    });

    it('streams activity that reaches the device through the room', async () => {
      await connectProxy(KITCHEN);
      const abort = new AbortController();
      const response = await call('liveinteraction', KITCHEN, {}, { signal: abort.signal });
      const reader = response.body!.getReader();

      model.room.play({
        piId: 'pi-1',
        locationId: '0.9m-30deg',
        kind: 'speech',
        fileName: 'stop.wav',
        transcript: 'Alexa, stop',
        durationMs: 1500,
      });
      const messages = await readUntil(reader, (read) =>
        apiMessages(read).some((message) => message.name === 'Recognize'),
      );
      expect(apiMessages(messages)[0]).toMatchObject({
        type: 'event',
        name: 'Recognize',
        data: expect.objectContaining({ text: 'alexa stop' }),
      });
      abort.abort();
      await waitFor(() => sut.liveStreamCount === 0);
    });

    it('refuses a device not on the proxy, an offline one and an unknown one', async () => {
      await expectError(await call('liveinteraction', KITCHEN), 409, /proxy/);
      await expectError(await call('liveinteraction', LOUNGE), 409, /offline/);
      await expectError(await call('liveinteraction', { dsn: 'NOPE', deviceType: 'ECHO' }), 404, /NOPE/);
    });

    it('ends open streams on close', async () => {
      await connectProxy(KITCHEN);
      const response = await call('liveinteraction', KITCHEN);
      const reader = response.body!.getReader();
      await sut.close();
      expect(sut.liveStreamCount).toBe(0);
      await expect(
        (async () => {
          for (;;) if ((await reader.read()).done) return 'ended';
        })(),
      ).resolves.toBe('ended');
      // afterEach closes again: that must be harmless.
      await expect(sut.close()).resolves.toBeUndefined();
    });
  });

  describe('control API', () => {
    it('lists customers as single-entry maps of id to e-mail', async () => {
      const response = await fetch(`${sut.url}/customers`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        { A1CUSTOMER0001: 'tester@example.com' },
        { A2CUSTOMER0002: 'other@example.com' },
      ]);
    });

    it("lists a customer's devices, and none for an unknown customer", async () => {
      const devices = (q: unknown) => fetch(`${sut.url}/devices?q=${encodeURIComponent(JSON.stringify(q))}`);
      const response = await devices({ customerId: 'A1CUSTOMER0001', forceRefresh: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        expect.objectContaining({
          name: 'Kitchen',
          dsn: KITCHEN.dsn,
          deviceType: 'ECHO_DOT',
          namespace: expect.any(String),
          buildInfo: '8289568516',
          online: true,
          amazonId: expect.stringMatching(/^A[0-9A-Z]{13}$/),
        }),
        expect.objectContaining({ dsn: LOUNGE.dsn, online: false }),
      ]);
      // Each device its own Amazon id, the same on every listing (issue 29: Test Details, ACM Device Info).
      const [kitchen, lounge] = (await (await devices({ customerId: 'A1CUSTOMER0001' })).json()) as {
        amazonId: string;
      }[];
      expect(kitchen!.amazonId).not.toBe(lounge!.amazonId);
      expect(await (await devices({ customerId: 'A1CUSTOMER0001' })).json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ amazonId: kitchen!.amazonId })]),
      );
      expect(await (await devices({ customerId: 'A9NOBODY' })).json()).toEqual([]);
    });

    it('refuses a missing, malformed or incomplete device query', async () => {
      await expectError(await fetch(`${sut.url}/devices`), 400, /q query parameter is required/);
      await expectError(await fetch(`${sut.url}/devices?q={customerId`), 400, /not valid JSON/);
      await expectError(
        await fetch(`${sut.url}/devices?q=${encodeURIComponent('{"forceRefresh":"yes"}')}`),
        400,
        /customerId/,
      );
    });

    it('takes a device offline and back online', async () => {
      const offline = await setFlag(KITCHEN.dsn, 'online', '{"value":false}');
      expect(offline.status).toBe(200);
      expect(await json(offline)).toMatchObject({ dsn: KITCHEN.dsn, online: false });
      expect(model.kitchen.online).toBe(false);
      expect((await call('ping', KITCHEN)).status).toBe(503);

      expect((await setFlag(KITCHEN.dsn, 'online', '{"value":true}')).status).toBe(200);
      expect((await call('ping', KITCHEN)).status).toBe(200);
    });

    it("answers a device's status: online, muted, offline before muted, and a wrong device as 404", async () => {
      const status = async (device: Device) => {
        const response = await fetch(
          `${sut.url}${deviceCloudStatusPath(device.dsn)}?${new URLSearchParams({ devicetype: device.deviceType })}`,
        );
        expect(response.status).toBe(200);
        return deviceCloudStatusResponseSchema.parse(await response.json()).status;
      };
      expect(await status(KITCHEN)).toBe('online');
      expect(await status(LOUNGE)).toBe('offline');
      expect((await setFlag(KITCHEN.dsn, 'muted', '{"value":true}')).status).toBe(200);
      expect(await status(KITCHEN)).toBe('muted');
      expect((await setFlag(KITCHEN.dsn, 'online', '{"value":false}')).status).toBe(200);
      expect(await status(KITCHEN)).toBe('offline');
      await expectError(
        await fetch(`${sut.url}${deviceCloudStatusPath(KITCHEN.dsn)}?devicetype=ECHO`),
        404,
        /is a ECHO_DOT, not a ECHO/,
      );
      await expectError(
        await fetch(`${sut.url}${deviceCloudStatusPath('NOPE')}?devicetype=ECHO`),
        404,
        /NOPE/,
      );
      await expectError(await fetch(`${sut.url}${deviceCloudStatusPath(KITCHEN.dsn)}`), 400, /status query/);
    });

    it('reads what a device was made to do, since a seq, and sets, reads and clears its faults', async () => {
      const journal = async (dsn: string, after?: number) => {
        const query = after === undefined ? '' : `?after=${after}`;
        const response = await fetch(`${sut.url}${virtualDeviceJournalPath(dsn)}${query}`);
        expect(response.status).toBe(200);
        return virtualDeviceJournalResponseSchema.parse(await response.json()).entries;
      };
      const setFaults = (dsn: string, body: unknown) =>
        fetch(`${sut.url}${virtualDeviceFaultsPath(dsn)}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const faults = { seed: 'walk', missRate: 1, mishearRate: 0, slotErrorRate: 0 };
      expect((await setFaults(KITCHEN.dsn, { faults })).status).toBe(200);
      expect(model.kitchen.faults).toEqual(faults);
      expect(await json(await fetch(`${sut.url}${virtualDeviceFaultsPath(KITCHEN.dsn)}`))).toEqual({
        faults,
      });
      model.kitchen.hear({
        utteranceId: 'u-1',
        transcript: 'Alexa, what time is it',
        startMs: T0,
        endMs: T0 + 1500,
        snrDb: 40,
      });
      expect((await inject(KITCHEN, 'what time is it')).status).toBe(200);
      const [missed, injected] = await journal(KITCHEN.dsn);
      expect(missed).toEqual({
        seq: 1,
        utteranceId: 'u-1',
        said: 'alexa what time is it',
        startMs: T0,
        outcome: 'silent',
      });
      // Injected speech needs no wake word: it is heard, whatever the miss rate.
      expect(injected).toMatchObject({ seq: 2, said: 'alexa what time is it', outcome: 'heard' });
      expect(await journal(KITCHEN.dsn, 1)).toEqual([injected]);

      expect((await setFaults(KITCHEN.dsn, { faults: null })).status).toBe(200);
      expect(model.kitchen.faults).toBeUndefined();
      await expectError(
        await setFaults(KITCHEN.dsn, { faults: { ...faults, missRate: 2 } }),
        400,
        /missRate/,
      );
      await expectError(await setFaults('NOPE', { faults: null }), 404, /NOPE/);
      await expectError(await fetch(`${sut.url}${virtualDeviceJournalPath('NOPE')}`), 404, /NOPE/);
      await expectError(
        await fetch(`${sut.url}${virtualDeviceJournalPath(KITCHEN.dsn)}?after=-1`),
        400,
        /journal query/,
      );
    });

    it('refuses malformed, wrongly typed and oversize bodies, and unknown devices', async () => {
      await expectError(await setFlag(KITCHEN.dsn, 'online', '{"value":'), 400, /not valid JSON/);
      await expectError(await setFlag(KITCHEN.dsn, 'online', ''), 400, /JSON body is required/);
      await expectError(await setFlag(KITCHEN.dsn, 'muted', '{"value":"yes"}'), 400, /value/);
      await expectError(await setFlag('NOPE', 'muted', '{"value":true}'), 404, /NOPE/);
      const oversize = JSON.stringify({ value: true, pad: 'x'.repeat(DEVICE_CLOUD_MAX_BODY_BYTES) });
      await expectError(await setFlag(KITCHEN.dsn, 'online', oversize), 413, /larger than/);
      expect(model.kitchen.online).toBe(true);
    });

    it("saves an account's contacts, which calls then reach, and refuses bad ones", async () => {
      const contacts = (customerId: string, body?: string) =>
        fetch(`${sut.url}/customers/${customerId}/contacts`, {
          method: body === undefined ? 'GET' : 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
      const saved = await contacts(
        'A1CUSTOMER0001',
        JSON.stringify({
          contacts: [{ name: 'Office', customerId: 'A2CUSTOMER0002', devices: [OTHER.dsn] }],
        }),
      );
      expect(saved.status).toBe(200);
      expect(await json(saved)).toEqual([
        { name: 'Office', customerId: 'A2CUSTOMER0002', devices: [OTHER.dsn] },
      ]);
      expect(await json(await contacts('A1CUSTOMER0001'))).toHaveLength(1);

      for (const dut of model.registry.duts) dut.connectComms(model.registry.comms);
      model.kitchen.hear({
        utteranceId: 'u-call',
        transcript: 'Alexa, call office',
        startMs: T0,
        endMs: T0 + 1000,
        snrDb: 60,
      });
      const activity = await call('activityitems', OTHER, {
        starttime: String(T0_S),
        endtime: String(T0_S + 60),
      });
      const items = (await json(activity)) as {
        ActivityItems: { ActivityItemData: { intentType: string } }[];
      };
      expect(items.ActivityItems.map((item) => item.ActivityItemData.intentType)).toContain(
        'Comms.IncomingCall',
      );

      await expectError(await contacts('A9NOBODY'), 404, /No customer with id A9NOBODY/);
      await expectError(await contacts('A1CUSTOMER0001', '{"contacts":'), 400, /not valid JSON/);
      await expectError(await contacts('A1CUSTOMER0001', '{"contacts":[]}'), 400, /contacts/);
      await expectError(
        await contacts(
          'A1CUSTOMER0001',
          JSON.stringify({ contacts: [{ name: 'X', customerId: 'A9NOBODY' }] }),
        ),
        404,
        /A9NOBODY/,
      );
    });

    it('refuses unknown paths and methods', async () => {
      await expectError(await fetch(`${sut.url}/nowhere`), 404, /No route GET \/nowhere/);
      const wrongMethod = await fetch(`${sut.url}/devices/${KITCHEN.dsn}/online`);
      expect(wrongMethod.headers.get('allow')).toBe('PUT');
      await expectError(wrongMethod, 405, /does not take GET/);
      await expectError(await fetch(`${sut.url}/ping`, { method: 'DELETE' }), 405, /DELETE/);
    });
  });
});
