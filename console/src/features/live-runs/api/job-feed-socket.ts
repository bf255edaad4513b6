import {
  LIVE_SOCKET_EVENTS,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_PATH,
  type LiveConnectionEvent,
  type LiveStateChange,
  parseLiveStateChange,
} from '@oak/shared';
import { io } from 'socket.io-client';

export interface JobFeedListener {
  /** connect, connect_failed, error or disconnect (doc 1 §4.4). */
  onConnection(event: LiveConnectionEvent): void;
  /** One `stateChange {key, data}` (doc 1 §7), checked against its key. */
  onChange(change: LiveStateChange): void;
}

/**
 * Opens the live feed of a job (doc 1 §7: the id token and job id as query)
 * on the cloud's origin, and answers the function that closes it for when the
 * view goes (doc 1 §4.4). A refused handshake or an unreachable cloud is
 * connect_failed; a change this version cannot read is logged, not shown.
 */
export function openJobFeedSocket(
  origin: string,
  token: string,
  jobId: string,
  listener: JobFeedListener,
): () => void {
  const socket = io(`${origin}${LIVE_SOCKET_NAMESPACE}`, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    query: { token, jobId },
  });
  socket.on(LIVE_SOCKET_EVENTS.connect, () => listener.onConnection(LIVE_SOCKET_EVENTS.connect));
  socket.on('connect_error', () => listener.onConnection(LIVE_SOCKET_EVENTS.connectFailed));
  socket.on(LIVE_SOCKET_EVENTS.error, () => listener.onConnection(LIVE_SOCKET_EVENTS.error));
  socket.on(LIVE_SOCKET_EVENTS.disconnect, () => listener.onConnection(LIVE_SOCKET_EVENTS.disconnect));
  socket.on(LIVE_SOCKET_EVENTS.stateChange, (raw: unknown) => {
    const change = parseLiveStateChange(raw);
    if (change.ok) listener.onChange(change.value);
    else console.warn('Live feed change not understood:', change.error);
  });
  return () => {
    socket.removeAllListeners();
    socket.close();
  };
}
