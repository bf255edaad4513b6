import {
  AUTO_SYNC_PUSH_INTERVAL_MS,
  type AutoSyncPushData,
  LIVE_LAB_STATUS_KEY,
  LIVE_LAB_STATUS_REQUEST,
  LIVE_SOCKET_EVENTS,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_PATH,
  PI_SYNC_SOCKET_EVENT,
  type PiSyncEvent,
  SYNC_RESOURCE_MESSAGES,
  autoSyncPushDataSchema,
  piSyncEventSchema,
} from '@oak/shared';
import { io } from 'socket.io-client';

export interface LabStatusListener {
  onConnect(): void;
  /** The handshake was refused or the connection failed, with the reason. */
  onConnectError(message: string): void;
  onDisconnect(): void;
  /** Every Pi's sync progress, at the push interval. */
  onProgress(data: AutoSyncPushData): void;
  /** One Pi's sync state the moment it changes. */
  onPiSync(event: PiSyncEvent): void;
}

/** A report this version cannot read is logged for the test team, not shown (doc 1 §8). */
function formatChanged(detail: unknown): void {
  console.warn(SYNC_RESOURCE_MESSAGES.resourceSyncFormatChanged, detail);
}

/**
 * Opens the lab status socket of a lab (doc 1 §7 'Auto-sync socket': token,
 * request=labLiveStatus, labID and pushIntervalMilliseconds) on the cloud's
 * origin and answers the function that closes it, for when the view goes.
 */
export function openLabStatusSocket(
  origin: string,
  token: string,
  labId: string,
  listener: LabStatusListener,
): () => void {
  const socket = io(`${origin}${LIVE_SOCKET_NAMESPACE}`, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    query: {
      token,
      request: LIVE_LAB_STATUS_REQUEST,
      labID: labId,
      pushIntervalMilliseconds: String(AUTO_SYNC_PUSH_INTERVAL_MS),
    },
  });
  socket.on(LIVE_SOCKET_EVENTS.connect, () => listener.onConnect());
  socket.on('connect_error', (error: Error) => listener.onConnectError(error.message));
  socket.on(LIVE_SOCKET_EVENTS.disconnect, () => listener.onDisconnect());
  socket.on(LIVE_SOCKET_EVENTS.stateChange, (change: { key?: unknown; data?: unknown }) => {
    if (change?.key !== LIVE_LAB_STATUS_KEY) return;
    const data = autoSyncPushDataSchema.safeParse(change.data);
    if (data.success) listener.onProgress(data.data);
    else formatChanged(data.error.issues);
  });
  socket.on(PI_SYNC_SOCKET_EVENT, (payload: unknown) => {
    const event = piSyncEventSchema.safeParse(payload);
    if (event.success) listener.onPiSync(event.data);
    else formatChanged(event.error.issues);
  });
  return () => {
    socket.removeAllListeners();
    socket.close();
  };
}
