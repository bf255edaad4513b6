/** The prefix of every topic a Pi uses (ARCHITECTURE.md, Wire contracts). */
export const THING_TOPIC_PREFIX = 'oak/things';

/** A Pi's name as it appears in topics: no MQTT wildcards, separators or control characters. */
const THING_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

export function isValidThingName(name: string): boolean {
  return THING_NAME_PATTERN.test(name);
}

export interface ThingTopics {
  /** cloud -> agent: `{id, action, payload, ackTimeout?}` */
  readonly request: string;
  /** agent -> cloud: `{id, code, data?, error?}` */
  readonly response: string;
  /** agent -> cloud, retained: the agent's current state. */
  readonly shadowReported: string;
  /** cloud -> agent, retained: what the agent should converge to. */
  readonly shadowDesired: string;
  /** agent -> cloud: playback, recording and sync events. */
  readonly events: string;
  /** `online` on connect; the broker publishes `offline` as the last will. */
  readonly status: string;
  /** Everything under this Pi's own prefix; the only topics it may use. */
  readonly all: string;
}

export function thingTopics(thingName: string): ThingTopics {
  if (!isValidThingName(thingName)) throw new Error(`Invalid thing name: ${JSON.stringify(thingName)}`);
  const base = `${THING_TOPIC_PREFIX}/${thingName}`;
  return {
    request: `${base}/request`,
    response: `${base}/response`,
    shadowReported: `${base}/shadow/reported`,
    shadowDesired: `${base}/shadow/desired`,
    events: `${base}/events`,
    status: `${base}/status`,
    all: `${base}/#`,
  };
}
