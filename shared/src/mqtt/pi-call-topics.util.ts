import { THING_TOPIC_PREFIX, isValidThingName } from './thing-topics.util';

/**
 * The random id of one call's topics: one topic level of letters, digits and
 * `_.:-`, at most 128 characters (a UUID fits). It is also the call's id on
 * the Pi's own request topic, which the Pi's answer carries back.
 */
const PI_CALL_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The leaves of a call's topics (doc 1 §7 'ending in /request and /response'). */
const PI_CALL_TOPIC_LEAVES = { request: 'request', response: 'response' } as const;

export interface PiCallTopics {
  readonly requestTopic: string;
  readonly responseTopic: string;
}

/**
 * The topics of one call to a Pi through POST /api/mqtt/message (doc 1 §7
 * 'MQTT topics are built from a prefix, a device id and a random id, ending in
 * /request and /response'): `oak/things/{thingName}/{callId}/request` and
 * `.../response`. A fresh id per call keeps concurrent calls to one Pi apart.
 */
export function piCallTopics(thingName: string, callId: string): PiCallTopics {
  if (!isValidThingName(thingName)) throw new Error(`Invalid thing name: ${JSON.stringify(thingName)}`);
  if (!PI_CALL_ID_PATTERN.test(callId)) throw new Error(`Invalid call id: ${JSON.stringify(callId)}`);
  const base = `${THING_TOPIC_PREFIX}/${thingName}/${callId}`;
  return {
    requestTopic: `${base}/${PI_CALL_TOPIC_LEAVES.request}`,
    responseTopic: `${base}/${PI_CALL_TOPIC_LEAVES.response}`,
  };
}

/** The Pi and the call id of a pair of call topics (piCallTopics); undefined for any other pair. */
export function parsePiCallTopics(
  requestTopic: string,
  responseTopic: string,
): { readonly thingName: string; readonly callId: string } | undefined {
  const prefix = `${THING_TOPIC_PREFIX}/`;
  if (!requestTopic.startsWith(prefix)) return undefined;
  const [thingName = '', callId = '', leaf, ...rest] = requestTopic.slice(prefix.length).split('/');
  if (leaf !== PI_CALL_TOPIC_LEAVES.request || rest.length) return undefined;
  if (!isValidThingName(thingName) || !PI_CALL_ID_PATTERN.test(callId)) return undefined;
  return piCallTopics(thingName, callId).responseTopic === responseTopic ? { thingName, callId } : undefined;
}
