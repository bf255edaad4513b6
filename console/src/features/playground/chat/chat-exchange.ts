import {
  activityItemsWindow,
  activityUtteranceId,
  type ChatHistoryAction,
  evaluatePlaygroundWait,
  PLAYGROUND_EXCHANGE_WAITS,
  PLAYGROUND_WAIT_POLL_MS,
  type PlaygroundDevice,
  speakReplyText,
} from '@oak/shared';
import { type PlaygroundApi } from '../api/playground-api';
import { deviceCloudTimeS, type LiveMessageSource, type TimedApiMessage } from '../connection/live-stream';

export interface ExchangeDeps {
  readonly api: Pick<PlaygroundApi, 'injectSpeech' | 'activityItems'>;
  readonly messages: LiveMessageSource;
  readonly dispatch: (action: ChatHistoryAction) => void;
  readonly sleep: (ms: number) => Promise<void>;
  /** Epoch ms of the browser: the chat item's starttime and the waits' elapsed time. */
  readonly now: () => number;
  readonly newId: () => string;
}

/** Where an utterance's metadata is read from (doc 2 §7 alexametadata). */
export interface UtteranceRef {
  readonly utteranceId: string;
  /** Epoch s, on the device cloud's clock when it said (stream :date), else the browser's. */
  readonly approximateInjectionTime: number;
}

export type ExchangeOutcome =
  | { readonly status: 'done'; readonly itemId: string; readonly utterance: UtteranceRef | null }
  | { readonly status: 'failed'; readonly itemId: string; readonly message: string };

/**
 * One utterance sent and followed (doc 2 §4, §9): added Pending; injected
 * (a non-200 or an error fails it); Processing once the stream shows
 * recognise, stop-capture, speak, play or stop within 10 s; the assistant's
 * speech (within 25 s) added as an Alexa item; Human once the speech has
 * finished, or after the soft 30 s wait. A hard wait's time-out fails the
 * item with 'Wait timeout exceeded for {events}'. Then the utterance id is
 * read from the activity items for the metadata viewer.
 *
 * Processing shows the moment the device's first activity arrives once the
 * speech is accepted, not at the next look of the waits: the device works
 * on the utterance from then until its speech ends, and an item turned
 * Processing and Human in the same look would never show Processing.
 */
export async function runExchange(
  device: PlaygroundDevice,
  text: string,
  deps: ExchangeDeps,
): Promise<ExchangeOutcome> {
  const itemId = deps.newId();
  const sentAtS = Math.floor(deps.now() / 1000);
  const seen: TimedApiMessage[] = [];
  const [processing] = PLAYGROUND_EXCHANGE_WAITS;
  let accepted = false;
  let processingShown = false;
  const showProcessing = () => {
    if (processingShown) return;
    processingShown = true;
    deps.dispatch({ type: 'activitySeen', id: itemId });
  };
  const unsubscribe = deps.messages.subscribe((from, message) => {
    if (from.dsn !== device.dsn) return;
    seen.push(message);
    if (accepted && evaluatePlaygroundWait(processing!, [message], 0).status === 'matched') showProcessing();
  });
  deps.dispatch({ type: 'sent', id: itemId, content: text, starttime: sentAtS });
  const fail = (message: string): ExchangeOutcome => {
    deps.dispatch({ type: 'failed', id: itemId });
    return { status: 'failed', itemId, message };
  };
  try {
    try {
      await deps.api.injectSpeech(device, text);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    accepted = true;
    let replied = false;
    for (const [index, wait] of PLAYGROUND_EXCHANGE_WAITS.entries()) {
      const startedAt = deps.now();
      for (;;) {
        const outcome = evaluatePlaygroundWait(wait, seen, deps.now() - startedAt);
        if (outcome.status === 'timedOut') return fail(outcome.message);
        if (outcome.status !== 'waiting') break;
        await deps.sleep(PLAYGROUND_WAIT_POLL_MS);
      }
      if (index === 0) showProcessing();
      // The assistant's speech, once, as soon as it shows (it may come with the first activity).
      const reply = replied ? null : seen.map(speakReplyText).find((candidate) => candidate !== null);
      if (reply) {
        replied = true;
        deps.dispatch({ type: 'assistantReplied', id: deps.newId(), content: reply, starttime: sentAtS });
      }
    }
    deps.dispatch({ type: 'speechFinished', id: itemId });
  } finally {
    unsubscribe();
  }
  const injectedAtS = deviceCloudTimeS(seen, sentAtS);
  const items = await deps.api
    .activityItems(device, activityItemsWindow(injectedAtS, 'chat'))
    .catch(() => []);
  const utteranceId = activityUtteranceId(items);
  return {
    status: 'done',
    itemId,
    utterance: utteranceId ? { utteranceId, approximateInjectionTime: injectedAtS } : null,
  };
}
