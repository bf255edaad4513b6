import { PLAYGROUND_MESSAGES } from './playground.messages';
import {
  PLAYGROUND_ACTIVITY_WAIT_MS,
  PLAYGROUND_SPEAK_WAIT_MS,
  PLAYGROUND_SPEECH_FINISHED_WAIT_MS,
} from './playground-timing.constant';
import { type ApiMessage, type ApiMessageType } from './playground.schema';

/**
 * The device activities the chat flow watches for (doc 2 §4, §9). The spec
 * names them (recognise, stop-capture, speak, play, stop, speech finished);
 * which event or directive each one is, is chosen from the assistant's API.
 */
export const PLAYGROUND_ACTIVITIES = {
  recognize: { type: 'event', namespace: 'SpeechRecognizer', name: 'Recognize' },
  stopCapture: { type: 'directive', namespace: 'SpeechRecognizer', name: 'StopCapture' },
  speak: { type: 'directive', namespace: 'SpeechSynthesizer', name: 'Speak' },
  play: { type: 'directive', namespace: 'AudioPlayer', name: 'Play' },
  stop: { type: 'directive', namespace: 'AudioPlayer', name: 'Stop' },
  speechFinished: { type: 'event', namespace: 'SpeechSynthesizer', name: 'SpeechFinished' },
} as const satisfies Record<string, { type: ApiMessageType; namespace: string; name: string }>;
export type PlaygroundActivity = keyof typeof PLAYGROUND_ACTIVITIES;

/** Any of these shows the device is processing the utterance (doc 2 §4). */
export const PLAYGROUND_PROCESSING_ACTIVITIES: readonly PlaygroundActivity[] = [
  'recognize',
  'stopCapture',
  'speak',
  'play',
  'stop',
];

/** Which activity an API message is, if any. */
export function playgroundActivityOf(message: ApiMessage): PlaygroundActivity | null {
  const entry = Object.entries(PLAYGROUND_ACTIVITIES).find(
    ([, activity]) =>
      activity.type === message.type &&
      activity.namespace === message.namespace &&
      activity.name === message.name,
  );
  return entry ? (entry[0] as PlaygroundActivity) : null;
}

/**
 * The assistant's reply text of a Speak directive (doc 2 §4 'Assistant speech
 * replies are added as Alexa items'): its caption's content, a plain caption,
 * or a text field, whichever it carries; null for anything else.
 */
export function speakReplyText(message: ApiMessage): string | null {
  if (playgroundActivityOf(message) !== 'speak') return null;
  if (typeof message.data !== 'object' || message.data === null) return null;
  const data = message.data as Record<string, unknown>;
  const caption = data['caption'];
  const captionContent =
    typeof caption === 'object' && caption !== null
      ? (caption as Record<string, unknown>)['content']
      : caption;
  const text = [captionContent, data['text']].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return text?.trim() ?? null;
}

/** A wait for one of some activities; a soft wait's time-out lets the exchange go on (doc 2 §9). */
export interface PlaygroundWait {
  readonly activities: readonly PlaygroundActivity[];
  readonly timeoutMs: number;
  readonly soft: boolean;
}

/**
 * The waits of one exchange, in order (doc 2 §4, §9): any of recognise,
 * stop-capture, speak, play or stop within 10 s (the item becomes Processing),
 * then the assistant's speech within 25 s, then, softly, the end of that
 * speech within 30 s (the item becomes Human).
 */
export const PLAYGROUND_EXCHANGE_WAITS: readonly PlaygroundWait[] = [
  { activities: PLAYGROUND_PROCESSING_ACTIVITIES, timeoutMs: PLAYGROUND_ACTIVITY_WAIT_MS, soft: false },
  { activities: ['speak'], timeoutMs: PLAYGROUND_SPEAK_WAIT_MS, soft: false },
  { activities: ['speechFinished'], timeoutMs: PLAYGROUND_SPEECH_FINISHED_WAIT_MS, soft: true },
];

export type PlaygroundWaitOutcome =
  | { readonly status: 'matched'; readonly activity: PlaygroundActivity }
  | { readonly status: 'waiting' }
  | { readonly status: 'timedOut'; readonly message: string }
  | { readonly status: 'skipped' };

/**
 * Where a wait stands after `elapsedMs` with `seen` messages observed since it
 * began: matched as soon as one awaited activity appears; past its time-out a
 * hard wait has timed out ('Wait timeout exceeded for {events}', doc 2 §8) and
 * a soft one is skipped.
 */
export function evaluatePlaygroundWait(
  wait: PlaygroundWait,
  seen: readonly ApiMessage[],
  elapsedMs: number,
): PlaygroundWaitOutcome {
  for (const message of seen) {
    const activity = playgroundActivityOf(message);
    if (activity && wait.activities.includes(activity)) return { status: 'matched', activity };
  }
  if (elapsedMs < wait.timeoutMs) return { status: 'waiting' };
  if (wait.soft) return { status: 'skipped' };
  return { status: 'timedOut', message: PLAYGROUND_MESSAGES.waitTimeoutExceeded(wait.activities) };
}
