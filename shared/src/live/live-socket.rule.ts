import { LIVE_SOCKET_EVENTS } from './live.constant';
import { LIVE_SOCKET_MESSAGES } from './live.messages';

/** A live feed's connection state (doc 1 §3 'isSocketConnected, error {isError, message}'). */
export interface LiveConnectionState {
  readonly isSocketConnected: boolean;
  readonly error: { readonly isError: boolean; readonly message: string };
}

export const LIVE_NO_ERROR: LiveConnectionState['error'] = { isError: false, message: '' };

export type LiveConnectionEvent = Exclude<
  (typeof LIVE_SOCKET_EVENTS)[keyof typeof LIVE_SOCKET_EVENTS],
  typeof LIVE_SOCKET_EVENTS.stateChange
>;

/**
 * How a socket event changes a feed's connection state (doc 1 §4.4): connect
 * sets connected, connect_failed and error set their messages, disconnect
 * clears the flag. A (re)connect also clears an earlier error, since the
 * feed is flowing again.
 */
export function applyLiveSocketEvent<S extends LiveConnectionState>(state: S, event: LiveConnectionEvent): S {
  switch (event) {
    case LIVE_SOCKET_EVENTS.connect:
      return { ...state, isSocketConnected: true, error: LIVE_NO_ERROR };
    case LIVE_SOCKET_EVENTS.connectFailed:
      return {
        ...state,
        isSocketConnected: false,
        error: { isError: true, message: LIVE_SOCKET_MESSAGES.connectFailed },
      };
    case LIVE_SOCKET_EVENTS.error:
      return { ...state, error: { isError: true, message: LIVE_SOCKET_MESSAGES.error } };
    case LIVE_SOCKET_EVENTS.disconnect:
      return { ...state, isSocketConnected: false };
  }
}
