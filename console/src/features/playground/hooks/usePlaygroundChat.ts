import {
  appendPlaygroundApiLog,
  type ChatHistoryAction,
  type ChatItem,
  chatHistoryReducer,
  isSendLocked,
  type PlaygroundDevice,
  type PlaygroundMetadataType,
} from '@oak/shared';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { type PlaygroundApi } from '../api/playground-api';
import { runExchange, type UtteranceRef } from '../chat/chat-exchange';
import { type LiveMessageSource, type TimedApiMessage } from '../connection/live-stream';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const NOT_FOUND = 404;

/**
 * Each device's chat (latest 25 items), API log (latest 25 events and
 * directives) and the utterance ids of its answered items, for the metadata
 * viewer (doc 2 §4, §9). The screen keeps them while it is open.
 */
export function usePlaygroundChat(api: PlaygroundApi, streams: LiveMessageSource) {
  const [chats, setChats] = useState<Readonly<Record<string, ChatItem[]>>>({});
  const [logs, setLogs] = useState<Readonly<Record<string, TimedApiMessage[]>>>({});
  const [utterances, setUtterances] = useState<ReadonlyMap<string, UtteranceRef>>(new Map());
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      streams.subscribe((device, message) =>
        setLogs((all) => ({ ...all, [device.dsn]: appendPlaygroundApiLog(all[device.dsn] ?? [], message) })),
      ),
    [streams],
  );

  const send = useCallback(
    async (device: PlaygroundDevice, text: string) => {
      setError(null);
      const dispatch = (action: ChatHistoryAction) =>
        setChats((all) => ({ ...all, [device.dsn]: chatHistoryReducer(all[device.dsn] ?? [], action) }));
      const outcome = await runExchange(device, text, {
        api,
        messages: streams,
        dispatch,
        sleep,
        now: () => Date.now(),
        newId: () => crypto.randomUUID(),
      });
      if (outcome.status === 'failed') setError(outcome.message);
      else if (outcome.utterance) {
        const utterance = outcome.utterance;
        setUtterances((all) => new Map(all).set(outcome.itemId, utterance));
      }
    },
    [api, streams],
  );

  const loadMetadata = useCallback(
    async (device: PlaygroundDevice, itemId: string, contentType: PlaygroundMetadataType) => {
      const utterance = utterances.get(itemId);
      if (!utterance) return null;
      try {
        const decoded = await api.alexaMetadata(device, { contentType, ...utterance });
        if (!decoded.ok) throw new Error(decoded.error);
        return decoded.value;
      } catch (caught) {
        // No metadata of that type for the utterance: shown as such, not as a failure.
        if (
          caught instanceof ApiRequestError &&
          caught.error.kind === 'server' &&
          caught.error.statusCode === NOT_FOUND
        )
          return null;
        throw caught;
      }
    },
    [api, utterances],
  );

  const historyOf = (dsn: string) => chats[dsn] ?? [];
  return {
    historyOf,
    logOf: (dsn: string) => logs[dsn] ?? [],
    lockedFor: (dsn: string) => isSendLocked(historyOf(dsn)),
    answered: new Set(utterances.keys()),
    error,
    send,
    loadMetadata,
  };
}
