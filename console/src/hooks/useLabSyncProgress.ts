import { useQueryClient } from '@tanstack/react-query';
import {
  type AutoSyncProgressRow,
  type AutoSyncPushData,
  type PiResourceStatus,
  type ResourceDownloadState,
  autoSyncProgressRows,
  autoSyncPushDataFrom,
  isFinalResourceDownloadState,
} from '@oak/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../lib/ApiProvider';
import { currentIdToken } from '../lib/session-token';
import { resourceStatusQueryKey, useResourceStatus } from '../lib/api/get-resource-status';
import { syncHistoryQueryKey } from '../lib/api/get-sync-history';
import { openLabStatusSocket } from '../lib/api/lab-status-socket';

export interface LabSyncProgress {
  /** One row per Pi with a sync, sorted as doc 1 §4.8 says; undefined until data arrives. */
  readonly rows: readonly AutoSyncProgressRow[] | undefined;
  /** Why the progress could not be read, when neither the call nor the socket gave any. */
  readonly loadError: string | undefined;
  /** Why the live socket is down, while it is. */
  readonly socketError: string | undefined;
  readonly connected: boolean;
  /** Each Pi's status as last read, by thing name: its location and what it could not get. */
  readonly statusOf: (thingName: string) => PiResourceStatus | undefined;
}

/**
 * A lab's sync progress (doc 1 §2.16): read once from the status call, then
 * live from the lab status socket, which pushes every Pi's figures at its
 * interval and a Pi's new state the moment it changes. When a Pi's sync ends
 * the history is read again. The socket closes when the view goes.
 */
export function useLabSyncProgress(
  labId: string,
  piNames: Readonly<Record<string, string>>,
): LabSyncProgress {
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useResourceStatus(labId);
  const [live, setLive] = useState<AutoSyncPushData>();
  // States a Pi announced since the last push, which the next push supersedes.
  const [announced, setAnnounced] = useState<Readonly<Record<string, ResourceDownloadState>>>({});
  const [connected, setConnected] = useState(false);
  const [socketError, setSocketError] = useState<string>();
  // Each Pi's state as last known, from the status call until the socket tells, to see a sync end.
  const lastStates = useRef<Record<string, ResourceDownloadState>>({});
  const fromStatus = useMemo(
    () => (status.data ? autoSyncPushDataFrom(status.data) : undefined),
    [status.data],
  );
  useEffect(() => {
    for (const [thingName, entry] of Object.entries(fromStatus ?? {})) {
      lastStates.current[thingName] ??= entry.state;
    }
  }, [fromStatus]);

  useEffect(() => {
    const token = currentIdToken();
    if (!token) return;
    const origin = new URL(api.url('/'), window.location.href).origin;
    // A sync that ends shows in the history; its final figures come with the next push.
    const noteStates = (data: AutoSyncPushData) => {
      const ended = Object.entries(data).some(
        ([thingName, entry]) =>
          isFinalResourceDownloadState(entry.state) &&
          lastStates.current[thingName] !== undefined &&
          !isFinalResourceDownloadState(lastStates.current[thingName]),
      );
      lastStates.current = {
        ...lastStates.current,
        ...Object.fromEntries(Object.entries(data).map(([name, entry]) => [name, entry.state])),
      };
      if (ended) {
        void queryClient.invalidateQueries({ queryKey: syncHistoryQueryKey(labId) });
        void queryClient.invalidateQueries({ queryKey: resourceStatusQueryKey(labId) });
      }
    };
    return openLabStatusSocket(origin, token, labId, {
      onConnect: () => {
        setConnected(true);
        setSocketError(undefined);
      },
      onConnectError: (message) => {
        setConnected(false);
        setSocketError(message);
      },
      onDisconnect: () => setConnected(false),
      onProgress: (data) => {
        noteStates(data);
        setLive(data);
        setAnnounced({});
      },
      onPiSync: ({ thingName, resource_sync }) => {
        noteStates({ [thingName]: { state: resource_sync.state } });
        setAnnounced((previous) => ({ ...previous, [thingName]: resource_sync.state }));
      },
    });
  }, [api, labId, queryClient]);

  const data = useMemo(() => {
    const base = live ?? fromStatus;
    if (!base) return undefined;
    const patched = { ...base };
    for (const [thingName, state] of Object.entries(announced)) {
      patched[thingName] = { ...patched[thingName], state };
    }
    return patched;
  }, [live, fromStatus, announced]);
  const rows = useMemo(() => (data ? autoSyncProgressRows(data, piNames) : undefined), [data, piNames]);
  const statuses = useMemo(() => new Map((status.data ?? []).map((pi) => [pi.thingName, pi])), [status.data]);

  return {
    rows,
    loadError: !data && status.status === 'error' ? status.error.message : undefined,
    socketError,
    connected,
    statusOf: (thingName) => statuses.get(thingName),
  };
}
