import {
  PLAYGROUND_ACTIVITIES,
  PLAYGROUND_DEBUG_MESSAGES,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_GAMMA_GATEWAY,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_PROXY_ENDPOINT,
  PLAYGROUND_SANITY_ECHO_INTENT,
  type PlaygroundDevice,
} from '@oak/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { type MockRequest, mockApi, testSession } from '../../../testing/mock-api';
import { createPlaygroundApi } from '../api/playground-api';
import { connectDevice, disconnectDevice } from './device-connection';
import { createLiveStreams, type LiveMessageListener, LiveStreamRefused } from './live-stream';

const COMPANY = 'company-1';
const device = (env: 'prod' | 'gamma', proxy: boolean): PlaygroundDevice => ({
  customerId: 'A1CUSTOMER',
  dsn: 'G0KITCHEN',
  deviceType: 'ECHO_DOT',
  name: 'Kitchen',
  env,
  status: { loc: proxy ? PLAYGROUND_PROXY_ENDPOINT : PLAYGROUND_DISPATCH_ENDPOINT, proxy, online: true },
  beep: false,
  chatHistory: [],
});

/** Whether an activityitems query's window (epoch s) holds `atS`. */
const windowHolds = (request: MockRequest, atS: number) =>
  Number(request.url.searchParams.get('starttime')) <= atS &&
  atS <= Number(request.url.searchParams.get('endtime'));

/** What the fake cloud was asked, in order, as short labels. */
function cloud(options: { muffle?: boolean; echo?: boolean; echoAtS?: number; streamStatus?: number } = {}) {
  const log: string[] = [];
  const controller = (request: MockRequest) => {
    const body = request.body as { requestTopic: string; payload: Record<string, unknown> };
    expect(body.requestTopic).toMatch(new RegExp(`^oak/companies/${COMPANY}/aqtservice-usamazon/`));
    if (body.requestTopic.includes('/sdcfeature/')) {
      log.push(`muffle ${String(body.payload['addToFeature'])}`);
      return {
        body:
          options.muffle === false ? { code: 404, error: { message: 'no' } } : { code: 200, data: 'SUCCESS' },
      };
    }
    const directive = body.payload['payload'] as { payload: { gateway: string } };
    log.push(`gateway ${directive.payload.gateway}`);
    return { body: { code: 200, data: 'SUCCESS' } };
  };
  const fetchMock = mockApi({
    ...(options.streamStatus !== undefined && {
      'GET /api/playground/prod/liveinteraction': {
        status: options.streamStatus,
        body: { statusCode: options.streamStatus, message: 'no stream' },
      },
    }),
    'POST /api/mqtt/message': controller,
    'PUT /api/playground/prod/deviceendpoint': (request) => {
      log.push(`endpoint ${request.url.searchParams.get('endpoint')}`);
      return { status: 204 };
    },
    'GET /api/playground/prod/injectspeech': (request) => {
      log.push(`inject ${request.url.searchParams.get('text')}`);
      return { body: { accepted: true } };
    },
    'GET /api/playground/prod/activityitems': (request) => ({
      body: {
        ActivityItems:
          options.echo === false || (options.echoAtS !== undefined && !windowHolds(request, options.echoAtS))
            ? []
            : [{ UtteranceId: 'u1', ActivityItemData: { intentType: PLAYGROUND_SANITY_ECHO_INTENT } }],
      },
    }),
  });
  return { log, fetchMock };
}

const apiClient = () =>
  createApiClient({
    baseUrl: 'http://oak.test',
    getSession: () => testSession(),
    onSessionExpired: () => undefined,
  });

/** `heardAtMs`: the device cloud's time the stream gives the sanity utterance, once it is injected. */
function deps(log: string[], heardAtMs?: number) {
  const api = apiClient();
  let clock = Date.UTC(2026, 0, 1);
  const listeners = new Set<LiveMessageListener>();
  const playground = createPlaygroundApi(api, COMPANY);
  return {
    api: {
      ...playground,
      injectSpeech: async (...args: Parameters<typeof playground.injectSpeech>) => {
        await playground.injectSpeech(...args);
        if (heardAtMs === undefined) return;
        const recognize = { ...PLAYGROUND_ACTIVITIES.recognize, data: {}, at: heardAtMs };
        for (const listener of listeners) listener(args[0], recognize);
      },
    },
    stream: {
      subscribe: (listener: LiveMessageListener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      start: () => {
        log.push('stream start');
        return Promise.resolve();
      },
      end: () => void log.push('stream end'),
    },
    sleep: (ms: number) => {
      clock += ms;
      return Promise.resolve();
    },
    now: () => clock,
  };
}

describe('Connect and Disconnect (doc 2 §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('connects a prod device: muffle on, proxy endpoint, stream, sanity passes', async () => {
    const { log } = cloud();
    const result = await connectDevice(device('prod', false), deps(log), { sanityCheck: true });
    expect(result).toEqual({ ok: true });
    expect(log).toEqual([
      'muffle true',
      `endpoint ${PLAYGROUND_PROXY_ENDPOINT}`,
      'stream start',
      'inject <speak><prosody rate="slow">Simon says open automation kit connected</prosody></speak>',
    ]);
  });

  it('sends a gamma device the gateway directive on Connect and restores it on Disconnect', async () => {
    const { log } = cloud();
    await connectDevice(device('gamma', false), deps(log), { sanityCheck: false });
    expect(log).toContain(`gateway ${PLAYGROUND_PROXY_ENDPOINT}`);
    log.length = 0;
    await disconnectDevice(device('gamma', true), deps(log));
    expect(log).toEqual([
      'muffle false',
      'stream end',
      `gateway ${PLAYGROUND_GAMMA_GATEWAY}`,
      `endpoint ${PLAYGROUND_DISPATCH_ENDPOINT}`,
    ]);
  });

  it('rolls back and alerts when the sanity echo never comes', async () => {
    const { log } = cloud({ echo: false });
    const result = await connectDevice(device('prod', false), deps(log), { sanityCheck: true });
    expect(result).toEqual({
      ok: false,
      alert: PLAYGROUND_MESSAGES.connectionFailed,
      detail: null,
      failedStep: 'sanityCheck',
    });
    expect(log.slice(-3)).toEqual(['muffle false', 'stream end', `endpoint ${PLAYGROUND_DISPATCH_ENDPOINT}`]);
  });

  it("rolls back when the live stream is refused, with 'HTTP stream error! Status: 503' as the cause, written to the debug log", async () => {
    const { log } = cloud({ streamStatus: 503 });
    const lines: unknown[][] = [];
    const result = await connectDevice(
      device('prod', false),
      {
        ...deps(log),
        stream: createLiveStreams(apiClient(), () => testSession()),
        debug: (...line) => lines.push(line),
      },
      { sanityCheck: true },
    );
    expect(result).toEqual({
      ok: false,
      alert: PLAYGROUND_MESSAGES.connectionFailed,
      detail: PLAYGROUND_MESSAGES.httpStreamError(503),
      failedStep: 'startLiveStream',
    });
    expect(log).toEqual([
      'muffle true',
      `endpoint ${PLAYGROUND_PROXY_ENDPOINT}`,
      'muffle false',
      `endpoint ${PLAYGROUND_DISPATCH_ENDPOINT}`,
    ]);
    expect(lines).toEqual([
      [
        PLAYGROUND_DEBUG_MESSAGES.connectStepFailed('G0KITCHEN', 'startLiveStream'),
        expect.any(LiveStreamRefused),
      ],
    ]);
  });

  it("times the sanity window by the device cloud's clock, not the browser's", async () => {
    // The device cloud's clock runs ten minutes ahead of the browser's; the echo is at its time.
    const heardAtMs = Date.UTC(2026, 0, 1, 0, 10);
    const echoAtS = heardAtMs / 1000;
    expect(
      (await connectDevice(device('prod', false), deps(cloud({ echoAtS }).log), { sanityCheck: true })).ok,
    ).toBe(false);
    expect(
      await connectDevice(device('prod', false), deps(cloud({ echoAtS }).log, heardAtMs), {
        sanityCheck: true,
      }),
    ).toEqual({ ok: true });
  });

  it('rolls back when the muffle feature is refused, without switching the endpoint to the proxy', async () => {
    const { log } = cloud({ muffle: false });
    const result = await connectDevice(device('prod', false), deps(log), { sanityCheck: true });
    expect(result).toMatchObject({ ok: false, failedStep: 'muffleOn' });
    expect(log).not.toContain(`endpoint ${PLAYGROUND_PROXY_ENDPOINT}`);
  });

  it('does nothing for a device already connected, and Disconnect nothing for one that is not', async () => {
    const { log } = cloud();
    expect(await connectDevice(device('prod', true), deps(log), { sanityCheck: true })).toEqual({ ok: true });
    await disconnectDevice(device('prod', false), deps(log));
    expect(log).toEqual([]);
  });
});
