import { THING_TOPIC_PREFIX, thingTopics } from '@oak/shared';
import { type MqttLimits } from '../../config/app-config';
import { type MqttIdentity } from './mqtt-credentials.service';

export interface PublishFacts {
  readonly topic: string;
  readonly payloadBytes: number;
  readonly retain: boolean;
}

const PREFIX = `${THING_TOPIC_PREFIX}/`;

/** The Pi whose prefix a topic is under, if any. */
export function thingOfTopic(topic: string): string | undefined {
  if (!topic.startsWith(PREFIX)) return undefined;
  const name = topic.slice(PREFIX.length).split('/')[0];
  return name || undefined;
}

/**
 * The topics under each Pi's prefix that hold a retained message, kept as
 * publishes pass: a retained publish adds its topic, an empty retained one
 * (which clears it) removes it. The embedded broker keeps retained messages in
 * memory, so this is exactly what it holds since it started.
 */
export class RetainedTopics {
  private readonly byThing = new Map<string, Set<string>>();

  constructor(private readonly maxPerPi: number) {}

  /** Whether a retained publish on `topic` would hold one topic more than a Pi may. */
  wouldExceed(topic: string): boolean {
    const thing = thingOfTopic(topic);
    const held = thing === undefined ? undefined : this.byThing.get(thing);
    return thing !== undefined && !held?.has(topic) && (held?.size ?? 0) >= this.maxPerPi;
  }

  /** Records an accepted publish. */
  note({ topic, payloadBytes, retain }: PublishFacts): void {
    const thing = thingOfTopic(topic);
    if (!retain || thing === undefined) return;
    let held = this.byThing.get(thing);
    if (payloadBytes === 0) {
      held?.delete(topic);
      if (held?.size === 0) this.byThing.delete(thing);
      return;
    }
    if (!held) {
      held = new Set();
      this.byThing.set(thing, held);
    }
    held.add(topic);
  }

  count(thingName: string): number {
    return this.byThing.get(thingName)?.size ?? 0;
  }
}

/**
 * Why a Pi may not publish this, or undefined when it may: the payload's size
 * (MQTT_MAX_PUBLISH_BYTES), a shadow document's size (MQTT_MAX_SHADOW_BYTES)
 * and the retained messages under its prefix (MQTT_MAX_RETAINED_PER_PI). The
 * cloud's own connection is trusted with what it publishes.
 */
export function publishRefusal(
  identity: MqttIdentity,
  facts: PublishFacts,
  limits: Pick<MqttLimits, 'maxPublishBytes' | 'maxShadowBytes'>,
  retained: RetainedTopics,
): string | undefined {
  if (identity.kind === 'service') return undefined;
  if (facts.payloadBytes > limits.maxPublishBytes)
    return `a payload of ${facts.payloadBytes} bytes is above MQTT_MAX_PUBLISH_BYTES (${limits.maxPublishBytes})`;
  const own = thingTopics(identity.thingName);
  const shadow = facts.topic === own.shadowReported || facts.topic === own.shadowDesired;
  if (shadow && facts.payloadBytes > limits.maxShadowBytes)
    return `a shadow of ${facts.payloadBytes} bytes is above MQTT_MAX_SHADOW_BYTES (${limits.maxShadowBytes})`;
  if (facts.retain && facts.payloadBytes > 0 && retained.wouldExceed(facts.topic))
    return `a retained message on a new topic is above MQTT_MAX_RETAINED_PER_PI`;
  return undefined;
}
