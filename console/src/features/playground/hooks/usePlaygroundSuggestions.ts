import {
  type ChatItem,
  PLAYGROUND_SEND_PAUSE_MS,
  SUGGESTION_MODE_INITIAL,
  suggestionModeReducer,
} from '@oak/shared';
import { useEffect, useEffectEvent, useReducer, useState } from 'react';

/** The latest item the person sent, once settled: a new one means an exchange ended. */
function settledKey(history: readonly ChatItem[], locked: boolean): string | null {
  if (locked) return null;
  const latest = [...history].reverse().find((item) => item.type !== 'Alexa');
  return latest ? `${latest.id}:${latest.type}` : 'none';
}

/**
 * Suggest and Auto Bot (doc 2 §4): with Suggest on, a suggestion is fetched
 * when it is turned on and after each exchange; with Auto Bot on too, it is
 * sent 3 s after it arrives, unless a send is in flight. Turning Suggest off
 * turns Auto Bot off (suggestionModeReducer).
 */
export function usePlaygroundSuggestions({
  history,
  locked,
  fetchSuggestion,
  send,
}: {
  history: readonly ChatItem[];
  locked: boolean;
  fetchSuggestion: (history: readonly ChatItem[]) => Promise<string>;
  send: (text: string) => void;
}) {
  const [mode, dispatch] = useReducer(suggestionModeReducer, SUGGESTION_MODE_INITIAL);
  const [suggestion, setSuggestion] = useState<{ readonly text: string | null; readonly failed: boolean }>({
    text: null,
    failed: false,
  });
  const key = mode.suggest ? settledKey(history, locked) : null;

  // Fetched once per settled exchange, with the history as it is then.
  const fetchForExchange = useEffectEvent(() => fetchSuggestion(history));
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void fetchForExchange().then(
      (text) => current && setSuggestion({ text, failed: false }),
      () => current && setSuggestion({ text: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  const pending = mode.autoBot && !locked ? suggestion.text : null;
  // Sent through the latest `send`: a new one does not restart the pause.
  const sendSuggestion = useEffectEvent((text: string) => send(text));
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      setSuggestion({ text: null, failed: false });
      sendSuggestion(pending);
    }, PLAYGROUND_SEND_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return {
    mode,
    suggestion: mode.suggest ? suggestion.text : null,
    failed: mode.suggest && suggestion.failed,
    setSuggest: (on: boolean) => dispatch({ type: 'setSuggest', on }),
    setAutoBot: (on: boolean) => dispatch({ type: 'setAutoBot', on }),
  };
}
