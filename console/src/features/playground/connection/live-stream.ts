import {
  bearerAuthorization,
  PLAYGROUND_API_BASE_PATH,
  PLAYGROUND_API_CALLS,
  PLAYGROUND_MESSAGES,
  type PlaygroundDevice,
  type Session,
  withQuery,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { type LiveStreamControl } from './device-connection';

/**
 * The devices' liveinteraction streams (doc 2 §7), one per device: started on
 * Connect, where a refusal is 'HTTP stream error! Status: {code}' and fails
 * the step, and ended (aborted) on Disconnect or when the screen goes. Each
 * chunk read goes to `onChunk`, for the API log.
 */
export function createLiveStreams(
  api: ApiClient,
  getSession: () => Session | null,
  onChunk: (device: PlaygroundDevice, chunk: Uint8Array) => void = () => undefined,
): LiveStreamControl & { endAll(): void } {
  const open = new Map<string, AbortController>();
  const end = (device: Pick<PlaygroundDevice, 'dsn'>) => {
    open.get(device.dsn)?.abort();
    open.delete(device.dsn);
  };
  return {
    async start(device) {
      end(device);
      const controller = new AbortController();
      const url = withQuery(
        api.url(`${PLAYGROUND_API_BASE_PATH}/prod/${PLAYGROUND_API_CALLS.liveinteraction.path}`),
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
        throw new Error(PLAYGROUND_MESSAGES.httpStreamError(response.status));
      }
      open.set(device.dsn, controller);
      const reader = response.body.getReader();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          onChunk(device, value);
        }
      })().catch(() => undefined);
    },
    end,
    endAll() {
      for (const dsn of [...open.keys()]) end({ dsn });
    },
  };
}
