import {
  type ApiMessage,
  type ChatItem,
  chatHistoryReducer,
  PLAYGROUND_ACTIVITIES,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_PROCESSING_ACTIVITIES,
  type PlaygroundActivity,
  type PlaygroundDevice,
} from '@oak/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { type MockRequest, mockApi, testSession } from '../../../testing/mock-api';
import { createPlaygroundApi } from '../api/playground-api';
import { type LiveMessageListener } from '../connection/live-stream';
import { runExchange } from './chat-exchange';

const device: PlaygroundDevice = {
  customerId: 'A1CUSTOMER',
  dsn: 'G0KITCHEN',
  deviceType: 'ECHO_DOT',
  name: 'Kitchen',
  env: 'prod',
  status: { loc: PLAYGROUND_DISPATCH_ENDPOINT, proxy: true, online: true },
  beep: false,
  chatHistory: [],
};
const BROWSER_T0 = Date.UTC(2026, 0, 1);
/** The device cloud's clock, an hour ahead of the browser's. */
const CLOUD_T0 = BROWSER_T0 + 3_600_000;

const message = (activity: PlaygroundActivity, data: unknown = {}): ApiMessage => ({
  ...PLAYGROUND_ACTIVITIES[activity],
  data,
});

/**
 * The device cloud answers injectspeech with `injectStatus`; the stream then
 * carries `replies` (`whileInjecting` before it answers), and during the exchange's n-th wait `duringWaits[n]`
 * (a device that takes its time, as the virtual lab's does).
 */
function harness(
  options: {
    injectStatus?: number;
    /** Carried while injectspeech is still being answered. */
    whileInjecting?: ApiMessage[];
    replies?: ApiMessage[];
    duringWaits?: ApiMessage[][];
  } = {},
) {
  const asked: URLSearchParams[] = [];
  mockApi({
    'GET /api/playground/prod/injectspeech': () =>
      options.injectStatus && options.injectStatus !== 200
        ? { status: options.injectStatus, body: { statusCode: options.injectStatus, message: 'busy' } }
        : { body: { accepted: true } },
    'GET /api/playground/prod/activityitems': (request: MockRequest) => {
      asked.push(request.url.searchParams);
      const start = Number(request.url.searchParams.get('starttime'));
      const end = Number(request.url.searchParams.get('endtime'));
      const heard = CLOUD_T0 / 1000;
      return { body: { ActivityItems: start <= heard && heard <= end ? [{ UtteranceId: 'utt-1' }] : [] } };
    },
  });
  const playground = createPlaygroundApi(
    createApiClient({
      baseUrl: 'http://oak.test',
      getSession: () => testSession(),
      onSessionExpired: () => {},
    }),
    'company-1',
  );
  const listeners = new Set<LiveMessageListener>();
  let history: ChatItem[] = [];
  const types: string[][] = [];
  let clock = BROWSER_T0;
  let ids = 0;
  let waits = 0;
  /** The items' types right after each wait's messages arrived, before the exchange looked again. */
  const onArrival: string[][] = [];
  const deliver = (replies: readonly ApiMessage[]) => {
    for (const reply of replies)
      for (const listener of listeners) listener(device, { ...reply, at: CLOUD_T0 });
  };
  const deps = {
    api: {
      ...playground,
      injectSpeech: async (...args: Parameters<typeof playground.injectSpeech>) => {
        deliver(options.whileInjecting ?? []);
        await playground.injectSpeech(...args);
        deliver(options.replies ?? []);
      },
    },
    messages: {
      subscribe: (listener: LiveMessageListener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    dispatch: (action: Parameters<typeof chatHistoryReducer>[1]) => {
      history = chatHistoryReducer(history, action);
      types.push(history.map((item) => item.type));
    },
    sleep: (ms: number) => {
      clock += ms;
      const arriving = options.duringWaits?.[waits++];
      if (arriving) {
        deliver(arriving);
        onArrival.push(history.map((item) => item.type));
      }
      return Promise.resolve();
    },
    now: () => clock,
    newId: () => `item-${++ids}`,
  };
  return { deps, asked, types, onArrival, history: () => history };
}

describe('one chat exchange (doc 2 §4, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes Pending, Processing, then Human with the answer as an Alexa item', async () => {
    const { deps, asked, types, history } = harness({
      replies: [
        message('recognize'),
        message('stopCapture'),
        message('speak', { caption: { content: 'It is 9:00 AM.' } }),
        message('speechFinished'),
      ],
    });
    const outcome = await runExchange(device, 'what time is it', deps);
    expect(types).toEqual([['Pending'], ['Processing'], ['Processing', 'Alexa'], ['Human', 'Alexa']]);
    expect(history().map((item) => item.content)).toEqual(['what time is it', 'It is 9:00 AM.']);
    // The activity items are asked for at the device cloud's time of the exchange, +7 s.
    expect(asked.map((query) => [query.get('starttime'), query.get('endtime')])).toEqual([
      [String(CLOUD_T0 / 1000), String(CLOUD_T0 / 1000 + 7)],
    ]);
    expect(outcome).toEqual({
      status: 'done',
      itemId: 'item-1',
      utterance: { utteranceId: 'utt-1', approximateInjectionTime: CLOUD_T0 / 1000 },
    });
  });

  it('shows Processing the moment the device takes the utterance in, while it waits for the answer', async () => {
    const { deps, types, onArrival } = harness({
      duringWaits: [
        [message('recognize')],
        [],
        [
          message('stopCapture'),
          message('speak', { caption: { content: 'It is 9:00 AM.' } }),
          message('speechFinished'),
        ],
      ],
    });
    expect((await runExchange(device, 'what time is it', deps)).status).toBe('done');
    // Processing on the recognise itself, not at the next look, which also finds the speech over.
    expect(onArrival).toEqual([['Processing'], ['Processing'], ['Processing']]);
    expect(types).toEqual([['Pending'], ['Processing'], ['Processing', 'Alexa'], ['Human', 'Alexa']]);
  });

  it('stays Pending on activity that arrives before the speech is accepted, and fails when it is not', async () => {
    const { deps, types } = harness({ injectStatus: 503, whileInjecting: [message('recognize')] });
    expect((await runExchange(device, 'what time is it', deps)).status).toBe('failed');
    expect(types).toEqual([['Pending'], ['Failed']]);
  });

  it('fails the item when injectspeech is not accepted', async () => {
    const { deps, types } = harness({ injectStatus: 503 });
    const outcome = await runExchange(device, 'what time is it', deps);
    expect(outcome.status).toBe('failed');
    expect(types.at(-1)).toEqual(['Failed']);
  });

  it('fails the item with the wait time-out when the device shows no activity', async () => {
    const { deps, types } = harness();
    const outcome = await runExchange(device, 'what time is it', deps);
    expect(outcome).toEqual({
      status: 'failed',
      itemId: 'item-1',
      message: PLAYGROUND_MESSAGES.waitTimeoutExceeded(PLAYGROUND_PROCESSING_ACTIVITIES),
    });
    expect(types.at(-1)).toEqual(['Failed']);
  });

  it('becomes Human after the soft wait when the end of the speech never shows', async () => {
    const { deps, types } = harness({
      replies: [message('recognize'), message('speak', { caption: 'Hello.' })],
    });
    expect((await runExchange(device, 'hello', deps)).status).toBe('done');
    expect(types.at(-1)).toEqual(['Human', 'Alexa']);
  });
});
