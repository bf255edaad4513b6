import { PLAYGROUND_API_LOG_LIMIT, PLAYGROUND_CHAT_HISTORY_LIMIT } from './playground.constant';
import { type ChatItem, type ChatItemType } from './playground.schema';

/**
 * What happens to a device's chat (doc 2 §4 Chat item flow):
 * - `sent`: the utterance is added as Pending;
 * - `activitySeen`: the device showed recognise, stop-capture, speak, play or stop, so Pending becomes Processing;
 * - `speechFinished`: the assistant finished speaking, so the utterance becomes Human;
 * - `failed`: a non-200 reply or an error, so the utterance becomes Failed;
 * - `assistantReplied`: the assistant's speech is added as an Alexa item.
 */
export type ChatHistoryAction =
  | { readonly type: 'sent'; readonly id: string; readonly content: string; readonly starttime: number }
  | { readonly type: 'activitySeen'; readonly id: string }
  | { readonly type: 'speechFinished'; readonly id: string }
  | { readonly type: 'failed'; readonly id: string }
  | {
      readonly type: 'assistantReplied';
      readonly id: string;
      readonly content: string;
      readonly starttime: number;
    };

/** The types an utterance may move on from; Human and Failed are final. */
const IN_FLIGHT: readonly ChatItemType[] = ['Pending', 'Processing'];

/** The latest `limit` entries of a list with one more appended (chat history 25, API log 25; doc 2 §9). */
export function appendCapped<T>(list: readonly T[], item: T, limit: number): T[] {
  return [...list, item].slice(-limit);
}

/** The API Logs panel's list after one more message (doc 2 §9: latest 25). */
export function appendPlaygroundApiLog<T>(log: readonly T[], message: T): T[] {
  return appendCapped(log, message, PLAYGROUND_API_LOG_LIMIT);
}

export function chatHistoryReducer(history: readonly ChatItem[], action: ChatHistoryAction): ChatItem[] {
  switch (action.type) {
    case 'sent':
      return appendCapped(
        history,
        { id: action.id, type: 'Pending', content: action.content, starttime: action.starttime },
        PLAYGROUND_CHAT_HISTORY_LIMIT,
      );
    case 'assistantReplied':
      return appendCapped(
        history,
        { id: action.id, type: 'Alexa', content: action.content, starttime: action.starttime },
        PLAYGROUND_CHAT_HISTORY_LIMIT,
      );
    case 'activitySeen':
      return retype(history, action.id, ['Pending'], 'Processing');
    case 'speechFinished':
      return retype(history, action.id, IN_FLIGHT, 'Human');
    case 'failed':
      return retype(history, action.id, IN_FLIGHT, 'Failed');
  }
}

function retype(
  history: readonly ChatItem[],
  id: string,
  from: readonly ChatItemType[],
  to: ChatItemType,
): ChatItem[] {
  return history.map((item) => (item.id === id && from.includes(item.type) ? { ...item, type: to } : item));
}

/** The latest item that is not the assistant's: the utterance in flight, if any. */
export function latestUtterance(history: readonly ChatItem[]): ChatItem | undefined {
  return history.findLast((item) => item.type !== 'Alexa');
}

/** The send button is locked while the latest non-assistant item is pending or processing (doc 2 §4). */
export function isSendLocked(history: readonly ChatItem[]): boolean {
  const latest = latestUtterance(history);
  return latest !== undefined && IN_FLIGHT.includes(latest.type);
}
