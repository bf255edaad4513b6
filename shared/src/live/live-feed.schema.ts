import { z } from 'zod';
import { describeIssues } from '../common/json-field.util';
import { type Result, err, ok } from '../common/result';
import { DEVICE_CLOUD_STATUSES, DEVICE_SIMULATION_STATES } from '../devices/devices.constant';
import { LOCATION_IDS, type LocationId } from '../locations/locations.constant';
import { bddActionMessageSchema } from '../results/bdd.schema';
import { JOB_FAILURE_CLASSES } from '../statuses/job-failure-class.constant';
import { JOB_VERDICTS } from '../statuses/job-verdict.constant';
import { JOB_STATES } from '../statuses/job-states.constant';
import { liveEnrollmentFeedSchema, liveTestStatsSchema } from './test-stats.schema';

/**
 * The keys a job feed's `stateChange {key, data}` carries (doc 1 §7), besides
 * one speaker state per lab location (LIVE_SPEAKER_KEY_PREFIX + location id).
 */
const LIVE_FEED_KEYS = [
  'commonFeeds',
  'utteranceFeeds',
  'noiseFeeds',
  'payload',
  'testStatus',
  'fan',
  'DUT',
  'enrollmentFeed',
  'action_message_to_show_in_console',
] as const;
export type LiveFeedKey = (typeof LIVE_FEED_KEYS)[number];

/** Per-location speaker keys read `speaker:<location id>`, e.g. `speaker:0.9m-90deg` (form chosen). */
const LIVE_SPEAKER_KEY_PREFIX = 'speaker:';
export type LiveSpeakerKey = `${typeof LIVE_SPEAKER_KEY_PREFIX}${LocationId}`;

/** The speaker key of a lab location. */
export function liveSpeakerKey(location: LocationId): LiveSpeakerKey {
  return `${LIVE_SPEAKER_KEY_PREFIX}${location}`;
}

/** Any key of a job feed: one of LIVE_FEED_KEYS, or a location's speaker. */
export type LiveStateKey = LiveFeedKey | LiveSpeakerKey;

/** The location of a speaker key, or undefined when the key is not one. */
export function liveSpeakerLocation(key: string): LocationId | undefined {
  if (!key.startsWith(LIVE_SPEAKER_KEY_PREFIX)) return undefined;
  const location = key.slice(LIVE_SPEAKER_KEY_PREFIX.length);
  return (LOCATION_IDS as readonly string[]).includes(location) ? (location as LocationId) : undefined;
}

/** One utterance of the utterance feed. Shape not shown in the spec: chosen after the metrics panel's labels. */
const liveUtteranceFeedItemSchema = z.looseObject({
  questionPlayed: z.string().optional(),
  dutHeard: z.string().optional(),
  dutResponded: z.string().optional(),
  status: z.string().optional(),
  /** The slot the DUT got wrong, where it did: 'wrong time: 6:30 PM for 6:30 AM'. */
  wrongSlot: z.string().optional(),
  location: z.string().optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export type LiveUtteranceFeedItem = z.infer<typeof liveUtteranceFeedItemSchema>;

/** The noise now playing (doc 1 §2.4 'noise played', §2.13 'Currently playing Noise'). Shape chosen. */
const liveNoiseFeedSchema = z.looseObject({
  activeNoise: z.string().optional(),
  locationNoise: z.string().optional(),
  isPlaying: z.boolean().optional(),
});
export type LiveNoiseFeed = z.infer<typeof liveNoiseFeedSchema>;

/**
 * The run's test status string (see LIVE_TEST_STATUSES) with an optional text,
 * and (chosen) the job's state at that moment, so a view follows the job
 * through its states without asking for it again.
 */
const liveTestStatusFeedSchema = z.looseObject({
  status: z.string().min(1),
  message: z.string().optional(),
  state: z.enum(JOB_STATES).optional(),
  /** A failed run's class (issue 28): whom to call. */
  failureClass: z.enum(JOB_FAILURE_CLASSES).optional(),
  /** An ended run's verdict (issue 29), when it played to its end. */
  verdict: z.enum(JOB_VERDICTS).optional(),
});
export type LiveTestStatusFeed = z.infer<typeof liveTestStatusFeedSchema>;

/** What one lab speaker is doing, for the lab picture. Shape chosen. */
const liveSpeakerStateSchema = z.looseObject({
  playing: z.boolean(),
  fileName: z.string().optional(),
  transcript: z.string().optional(),
  volume: z.number().min(0).max(100).optional(),
});
export type LiveSpeakerState = z.infer<typeof liveSpeakerStateSchema>;

/** The lab's fan, part of the lab picture. Shape chosen. */
const liveFanStateSchema = z.looseObject({ on: z.boolean() });
export type LiveFanState = z.infer<typeof liveFanStateSchema>;

/**
 * What the device under test is doing (doc 3 §4 device simulation states),
 * and (chosen) its status as the device cloud gives it: online, offline or
 * muted (a muted device is online, its mics off).
 */
const liveDutStateSchema = z.looseObject({
  state: z.enum(DEVICE_SIMULATION_STATES),
  online: z.boolean().optional(),
  status: z.enum(DEVICE_CLOUD_STATUSES).optional(),
});
export type LiveDutState = z.infer<typeof liveDutStateSchema>;

/** The data schema of each key. `payload` is suite-specific; the results domain owns its shapes. */
const LIVE_FEED_DATA_SCHEMAS = {
  commonFeeds: liveTestStatsSchema,
  utteranceFeeds: z.array(liveUtteranceFeedItemSchema),
  noiseFeeds: liveNoiseFeedSchema,
  payload: z.unknown(),
  testStatus: liveTestStatusFeedSchema,
  fan: liveFanStateSchema,
  DUT: liveDutStateSchema,
  enrollmentFeed: liveEnrollmentFeedSchema,
  /** What a BDD run asks of its operator (doc 1 §3, §4.6): PAUSE while it waits, then how it was answered. */
  action_message_to_show_in_console: bddActionMessageSchema.nullable(),
} as const satisfies Record<LiveFeedKey, z.ZodType>;

/**
 * The raw event before its data is checked against its key. `at` (chosen) is
 * when the cloud announced the change, in epoch milliseconds of the cloud's
 * clock: what a watcher's lag is measured from. The snapshot a late joiner
 * gets first carries none: it replays what was, it announces nothing.
 */
const liveStateChangeEnvelopeSchema = z.object({
  key: z.string().min(1),
  data: z.unknown(),
  at: z.number().int().nonnegative().optional(),
});

/** When the cloud announced a change (see liveStateChangeEnvelopeSchema); a snapshot entry has none. */
export interface LiveStateChangeStamp {
  readonly at?: number;
}

export type LiveStateChange = (
  | { [K in LiveFeedKey]: { key: K; data: z.infer<(typeof LIVE_FEED_DATA_SCHEMAS)[K]> } }[LiveFeedKey]
  | { key: LiveSpeakerKey; data: LiveSpeakerState }
) &
  LiveStateChangeStamp;

function isLiveFeedKey(key: string): key is LiveFeedKey {
  return (LIVE_FEED_KEYS as readonly string[]).includes(key);
}

/**
 * Reads one `stateChange` event (doc 1 §7), checking its data against its key,
 * or says which key or field is wrong.
 */
export function parseLiveStateChange(raw: unknown): Result<LiveStateChange> {
  const envelope = liveStateChangeEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return err(`stateChange is invalid: ${describeIssues(envelope.error.issues)}`);
  const { key, data, at } = envelope.data;
  const schema: z.ZodType | undefined = isLiveFeedKey(key)
    ? LIVE_FEED_DATA_SCHEMAS[key]
    : liveSpeakerLocation(key)
      ? liveSpeakerStateSchema
      : undefined;
  if (!schema) return err(`stateChange key "${key}" is unknown`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) return err(`stateChange ${key} is invalid: ${describeIssues(parsed.error.issues)}`);
  return ok({ key, data: parsed.data, ...(at === undefined ? {} : { at }) } as LiveStateChange);
}
