import { COMPANY_TOPIC_PREFIX } from './company-topics.util';
import { THING_TOPIC_PREFIX } from './thing-topics.util';

/**
 * What a topic is for, without whose it is: the label the cloud's MQTT
 * message counters use. One label per kind, never per topic, so a thousand
 * Pis make ten series rather than thousands.
 */
export const MQTT_TOPIC_KINDS = [
  'request',
  'response',
  'shadow_reported',
  'shadow_desired',
  'events',
  'status',
  'call_request',
  'call_response',
  'company',
  'other',
] as const;
export type MqttTopicKind = (typeof MQTT_TOPIC_KINDS)[number];

/** The leaves under `oak/things/{name}/` (thingTopics) and the kind of each. */
const THING_LEAF_KINDS: Readonly<Record<string, MqttTopicKind>> = {
  request: 'request',
  response: 'response',
  'shadow/reported': 'shadow_reported',
  'shadow/desired': 'shadow_desired',
  events: 'events',
  status: 'status',
};

/**
 * The kind of a topic: a Pi's own topics by their leaf, a call's topics
 * (piCallTopics, `oak/things/{name}/{callId}/request`) as call_*, a
 * company's channel as company, anything else as other.
 */
export function mqttTopicKind(topic: string): MqttTopicKind {
  if (topic.startsWith(`${COMPANY_TOPIC_PREFIX}/`)) return 'company';
  if (!topic.startsWith(`${THING_TOPIC_PREFIX}/`)) return 'other';
  const levels = topic.slice(THING_TOPIC_PREFIX.length + 1).split('/');
  const leaf = levels.slice(1).join('/');
  const kind = THING_LEAF_KINDS[leaf];
  if (kind) return kind;
  if (levels.length === 3 && levels[2] === 'request') return 'call_request';
  if (levels.length === 3 && levels[2] === 'response') return 'call_response';
  return 'other';
}
