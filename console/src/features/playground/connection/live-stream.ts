import {
  type ApiMessage,
  bearerAuthorization,
  concatBytes,
  liveInteractionApiMessages,
  liveInteractionTime,
  parseEventStream,
  PLAYGROUND_API_CALLS,
  PLAYGROUND_DEBUG_MESSAGES,
  PLAYGROUND_MESSAGES,
  type PlaygroundDevice,
  playgroundActivityOf,
  type Session,
  withQuery,
  playgroundApiBase,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { type PlaygroundDebugLog, silentDebugLog } from '../utils/playground-debug-log';
import { type LiveStreamControl } from './device-connection';

/** An event or directive read from a device's stream, with the device cloud's time of it (epoch ms) when given. */
export interface TimedApiMessage extends ApiMessage {
  readonly at: number | null;
}

export type LiveMessageListener = (device: Pick<PlaygroundDevice, 'dsn'>, message: TimedApiMessage) => void;

/** Listening to the messages of the open streams; the function returned stops listening. */
export interface LiveMessageSource {
  subscribe(listener: LiveMessageListener): () => void;
}

/**
 * The device cloud's time of an exchange in epoch s: that of its first
 * activity on the stream, so the activity-items window follows the device
 * cloud's clock (which need not be the browser's); the send time when the
 * stream carries none.
 */
export function deviceCloudTimeS(seen: readonly TimedApiMessage[], sentAtS: number): number {
  const stamped = seen.find((message) => message.at !== null && playgroundActivityOf(message));
  return stamped?.at === undefined || stamped.at === null ? sentAtS : Math.floor(stamped.at / 1000);
}

/**
 * The events and directives of a stream's chunks (doc 2 §7): chunks joined
 * and cut into event-stream messages, keep_alive dropped. A corrupt stream
 * cannot be read further: `feed` then answers an error.
 */
export function createLiveMessageDecoder() {
  let rest: Uint8Array = new Uint8Array(0);
  return {
    feed(chunk: Uint8Array): { ok: true; messages: TimedApiMessage[] } | { ok: false; error: string } {
      const parsed = parseEventStream(concatBytes(rest, chunk));
      if (!parsed.ok) return { ok: false, error: parsed.error };
      rest = parsed.value.rest;
      const messages: TimedApiMessage[] = [];
      for (const message of parsed.value.messages) {
        const items = liveInteractionApiMessages(message);
        if (!items.ok) return { ok: false, error: items.error };
        const at = liveInteractionTime(message);
        messages.push(...items.value.map((item) => ({ ...item, at })));
      }
      return { ok: true, messages };
    },
  };
}

/** A live stream the device cloud would not open: 'HTTP stream error! Status: {code}' (doc 2 §8). */
export class LiveStreamRefused extends Error {
  constructor(readonly status: number) {
    super(PLAYGROUND_MESSAGES.httpStreamError(status));
    this.name = 'LiveStreamRefused';
  }
}

/**
 * The devices' liveinteraction streams (doc 2 §7), one per device: started on
 * Connect, where a status other than 200 is a LiveStreamRefused that fails
 * the step, and ended (aborted) on Disconnect or when the screen goes. Every
 * event and directive read goes to the subscribers (chat, API log), and to
 * the debug log.
 */
export function createLiveStreams(
  api: ApiClient,
  getSession: () => Session | null,
  debug: PlaygroundDebugLog = silentDebugLog,
): LiveStreamControl & LiveMessageSource & { endAll(): void } {
  const open = new Map<string, AbortController>();
  const listeners = new Set<LiveMessageListener>();
  const end = (device: Pick<PlaygroundDevice, 'dsn'>) => {
    open.get(device.dsn)?.abort();
    open.delete(device.dsn);
  };
  return {
    async start(device) {
      end(device);
      const controller = new AbortController();
      const url = withQuery(
        api.url(`${playgroundApiBase('prod')}/${PLAYGROUND_API_CALLS.liveinteraction.path}`),
        {
          deviceserial: device.dsn,
          devicetype: device.deviceType,
        },
      );
      const response = await fetch(url, {
        headers: { ...bearerAuthorization(getSession(), Date.now()) },
        signal: controller.signal,
      });
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        throw new LiveStreamRefused(response.status);
      }
      open.set(device.dsn, controller);
      const reader = response.body.getReader();
      const decoder = createLiveMessageDecoder();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          const read = decoder.feed(value);
          if (!read.ok) {
            console.error(read.error);
            end(device);
            return;
          }
          for (const message of read.messages) {
            debug(PLAYGROUND_DEBUG_MESSAGES.liveMessage(device.dsn), message);
            for (const listener of listeners) listener(device, message);
          }
        }
      })().catch(() => undefined);
    },
    end,
    endAll() {
      for (const dsn of [...open.keys()]) end({ dsn });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
