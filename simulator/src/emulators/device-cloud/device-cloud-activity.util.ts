import {
  PLAYGROUND_ACTIVITIES,
  PLAYGROUND_PLAIN_TEXT_METADATA_TYPES,
  type LiveInteractionItem,
  type PlaygroundActivity,
  type PlaygroundMetadataType,
} from '@oak/shared';
import { type ActivityItem } from '../../lab/devices/activity-log';

/**
 * One activity item as the device cloud lists it. UtteranceId and
 * ActivityItemData.intentType are what the console reads (doc 2 §7); the
 * texts and times (epoch ms) are chosen so a test can see what was heard.
 */
export interface DeviceCloudActivityItem {
  readonly UtteranceId: string;
  readonly ActivityItemData: {
    readonly intentType?: string;
    readonly slots?: Readonly<Record<string, string>>;
    readonly wakeWord: string;
    readonly falseWake: boolean;
  };
  readonly HeardText: string;
  readonly ResponseText?: string;
  readonly StartTimeMs: number;
  readonly EndTimeMs: number;
  readonly ResponseTimeMs?: number;
}

export function toDeviceCloudActivityItem(item: ActivityItem): DeviceCloudActivityItem {
  return {
    UtteranceId: item.utteranceId,
    ActivityItemData: {
      intentType: item.intent,
      slots: item.slots,
      wakeWord: item.wakeWord,
      falseWake: item.falseWake ?? false,
    },
    HeardText: item.heardText,
    ResponseText: item.response,
    StartTimeMs: item.startTime,
    EndTimeMs: item.endTime,
    ResponseTimeMs: item.responseTime,
  };
}

/**
 * The metadata of one utterance, before base64: INTENT is the plain intent
 * name, every other type JSON (doc 2 §7). Which fields each JSON type holds is
 * chosen; the types the model has nothing for carry the utterance id and type.
 * Undefined when there is no such metadata (INTENT of a bare wake word).
 */
export function metadataText(item: ActivityItem, contentType: PlaygroundMetadataType): string | undefined {
  if (PLAYGROUND_PLAIN_TEXT_METADATA_TYPES.includes(contentType)) return item.intent;
  switch (contentType) {
    case 'AFS_ACTIVITY_ITEMS':
      return JSON.stringify([toDeviceCloudActivityItem(item)]);
    case 'RECOGNITION':
      return JSON.stringify({ utteranceId: item.utteranceId, text: item.heardText, wakeWord: item.wakeWord });
    case 'TTS_GENERATED_RESPONSE':
      return item.response === undefined ? undefined : JSON.stringify({ text: item.response });
    case 'DIALOG_REQUEST_ID':
      return JSON.stringify({ dialogRequestId: item.utteranceId });
    case 'DIALOG':
      return JSON.stringify({
        intent: item.intent ?? null,
        slots: item.slots ?? {},
        response: item.response ?? null,
      });
    default:
      return JSON.stringify({ utteranceId: item.utteranceId, contentType });
  }
}

/**
 * How fast a virtual DUT speaks its answers: the middle of its voices' 160
 * to 180 words a minute (voice/dut-voice.util.ts), the rate the room's
 * synthesiser gives an answer its length at. The device cloud does not wait
 * for that voice to be made (most answers never are), so it takes the rate.
 */
export const DUT_ANSWER_WORDS_PER_MINUTE = 170;

const MS_PER_MINUTE = 60_000;

/** How long (simulated ms) a DUT takes to say `text` aloud; 0 for nothing to say. */
export function answerSpeechDurationMs(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.round((words * MS_PER_MINUTE) / DUT_ANSWER_WORDS_PER_MINUTE);
}

/**
 * What the live stream carries: one message of a type with its list of
 * events or directives, and when (simulated epoch ms, on the DUT's own
 * timeline) the device exchanged it with its cloud.
 */
export interface LiveInteractionMessage {
  readonly type: 'event' | 'directive';
  readonly items: readonly LiveInteractionItem[];
  readonly atMs: number;
}

function liveItem(activity: PlaygroundActivity, payload: Record<string, unknown>): LiveInteractionItem {
  const { namespace, name } = PLAYGROUND_ACTIVITIES[activity];
  return { header: { namespace, name }, payload };
}

/**
 * The events and directives a device exchanges with its cloud for one
 * activity item, in order (doc 2 §4's chat item flow), each at its time on
 * the DUT's timeline: it sends Recognize as it takes the utterance in (its
 * start: it woke on it, or the cloud handed the words over); a false wake
 * is cut with StopCapture once it gives up (its end); a command's capture
 * is stopped and its answer spoken (StopCapture and Speak) when the device
 * starts to answer, after its latency (responseTime), and the end of that
 * speech (SpeechFinished) reported once the answer has been said aloud
 * (answerSpeechDurationMs later). A bare wake word leaves the device
 * listening: Recognize only.
 */
export function liveInteractionMessages(item: ActivityItem): LiveInteractionMessage[] {
  const ids = { utteranceId: item.utteranceId, dialogRequestId: item.utteranceId };
  const recognize: LiveInteractionMessage = {
    type: 'event',
    items: [liveItem('recognize', { ...ids, wakeWord: item.wakeWord, text: item.heardText })],
    atMs: item.startTime,
  };
  if (item.falseWake) {
    return [recognize, { type: 'directive', items: [liveItem('stopCapture', ids)], atMs: item.endTime }];
  }
  if (item.response === undefined) return [recognize];
  const speaksAtMs = Math.max(item.responseTime ?? item.endTime, item.startTime);
  return [
    recognize,
    {
      type: 'directive',
      items: [
        liveItem('stopCapture', ids),
        liveItem('speak', { ...ids, intent: item.intent, caption: { content: item.response } }),
      ],
      atMs: speaksAtMs,
    },
    {
      type: 'event',
      items: [liveItem('speechFinished', ids)],
      atMs: speaksAtMs + answerSpeechDurationMs(item.response),
    },
  ];
}
