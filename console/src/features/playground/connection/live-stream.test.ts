import {
  encodeEventStreamMessage,
  LIVE_INTERACTION_EVENT_TYPE_HEADER,
  PLAYGROUND_DEBUG_MESSAGES,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_MESSAGES,
  type PlaygroundDevice,
} from '@oak/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { mockApi, testSession } from '../../../testing/mock-api';
import { createLiveStreams, LiveStreamRefused, type TimedApiMessage } from './live-stream';

const device: PlaygroundDevice = {
  customerId: 'A1CUSTOMER',
  dsn: 'G0KITCHEN',
  deviceType: 'ECHO_DOT',
  name: 'Kitchen',
  env: 'prod',
  status: { loc: PLAYGROUND_DISPATCH_ENDPOINT, proxy: false, online: true },
  beep: false,
  chatHistory: [],
};
const STREAM = '/api/playground/prod/liveinteraction';

const api = () =>
  createApiClient({
    baseUrl: 'http://oak.test',
    getSession: () => testSession(),
    onSessionExpired: () => undefined,
  });

/** A device cloud whose stream answers one event, then a keep-alive, then ends. */
function streamingCloud() {
  const bytes = [
    encodeEventStreamMessage(
      { [LIVE_INTERACTION_EVENT_TYPE_HEADER]: 'com.example.event' },
      JSON.stringify([{ header: { namespace: 'SpeechRecognizer', name: 'Recognize' }, payload: {} }]),
    ),
    encodeEventStreamMessage({ [LIVE_INTERACTION_EVENT_TYPE_HEADER]: 'com.example.keep_alive' }, '[]'),
  ];
  const answer: typeof fetch = () =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of bytes) controller.enqueue(chunk);
            controller.close();
          },
        }),
        { status: 200 },
      ),
    );
  vi.stubGlobal('fetch', vi.fn(answer));
}

describe("the devices' live interaction streams (doc 2 §7, §8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([503, 409])("will not start on a %i: 'HTTP stream error! Status: {code}'", async (status) => {
    mockApi({ [`GET ${STREAM}`]: { status, body: { statusCode: status, message: 'no stream' } } });
    const started = createLiveStreams(api(), () => testSession()).start(device);
    await expect(started).rejects.toThrow(PLAYGROUND_MESSAGES.httpStreamError(status));
    await expect(started).rejects.toBeInstanceOf(LiveStreamRefused);
  });

  it('hands each event to its listeners and to the debug log, keep-alives to neither', async () => {
    streamingCloud();
    const heard: TimedApiMessage[] = [];
    const lines: unknown[][] = [];
    const streams = createLiveStreams(
      api(),
      () => testSession(),
      (...line) => lines.push(line),
    );
    streams.subscribe((_, message) => heard.push(message));
    await streams.start(device);

    const recognize = { type: 'event', namespace: 'SpeechRecognizer', name: 'Recognize', data: {}, at: null };
    await vi.waitFor(() => expect(heard).toEqual([recognize]));
    expect(lines).toEqual([[PLAYGROUND_DEBUG_MESSAGES.liveMessage(device.dsn), recognize]]);
  });
});
