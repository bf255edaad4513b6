import { RetainedTopics, publishRefusal, thingOfTopic } from './mqtt-publish-rules';

const limits = { maxPublishBytes: 1000, maxShadowBytes: 100 };
const pi = { kind: 'thing', thingName: 'pi-1' } as const;
const service = { kind: 'service' } as const;
const facts = (topic: string, payloadBytes: number, retain = false) => ({ topic, payloadBytes, retain });

describe('publishRefusal', () => {
  it("refuses a Pi's payload above MQTT_MAX_PUBLISH_BYTES, and lets the cloud's pass", () => {
    const retained = new RetainedTopics(3);
    expect(publishRefusal(pi, facts('oak/things/pi-1/events', 1000), limits, retained)).toBeUndefined();
    expect(publishRefusal(pi, facts('oak/things/pi-1/events', 1001), limits, retained)).toBe(
      'a payload of 1001 bytes is above MQTT_MAX_PUBLISH_BYTES (1000)',
    );
    expect(publishRefusal(service, facts('oak/things/pi-1/shadow/desired', 50_000), limits, retained)).toBe(
      undefined,
    );
  });

  it('refuses a shadow document above MQTT_MAX_SHADOW_BYTES', () => {
    const retained = new RetainedTopics(3);
    expect(publishRefusal(pi, facts('oak/things/pi-1/shadow/reported', 101, true), limits, retained)).toBe(
      'a shadow of 101 bytes is above MQTT_MAX_SHADOW_BYTES (100)',
    );
    expect(publishRefusal(pi, facts('oak/things/pi-1/shadow/desired', 101), limits, retained)).toMatch(
      /MQTT_MAX_SHADOW_BYTES/,
    );
    expect(publishRefusal(pi, facts('oak/things/pi-1/shadow/reported', 100, true), limits, retained)).toBe(
      undefined,
    );
  });

  it('holds a Pi to MQTT_MAX_RETAINED_PER_PI topics, counting the retained messages others left under it', () => {
    const retained = new RetainedTopics(3);
    retained.note(facts('oak/things/pi-1/shadow/desired', 10, true));
    retained.note(facts('oak/things/pi-1/status', 7, true));
    retained.note(facts('oak/things/pi-1/a', 1, true));
    retained.note(facts('oak/things/pi-2/a', 1, true));
    expect(retained.count('pi-1')).toBe(3);
    expect(publishRefusal(pi, facts('oak/things/pi-1/b', 1, true), limits, retained)).toBe(
      'a retained message on a new topic is above MQTT_MAX_RETAINED_PER_PI',
    );
    // The same topic again, a message that is not retained, and an empty one that clears: all fine.
    expect(publishRefusal(pi, facts('oak/things/pi-1/a', 5, true), limits, retained)).toBeUndefined();
    expect(publishRefusal(pi, facts('oak/things/pi-1/b', 1), limits, retained)).toBeUndefined();
    expect(publishRefusal(pi, facts('oak/things/pi-1/b', 0, true), limits, retained)).toBeUndefined();
    retained.note(facts('oak/things/pi-1/a', 0, true));
    expect(retained.count('pi-1')).toBe(2);
    expect(publishRefusal(pi, facts('oak/things/pi-1/b', 1, true), limits, retained)).toBeUndefined();
  });

  it('names the Pi a topic is under', () => {
    expect(thingOfTopic('oak/things/pi-1/status')).toBe('pi-1');
    expect(thingOfTopic('oak/things//x')).toBeUndefined();
    expect(thingOfTopic('oak/companies/c/x')).toBeUndefined();
  });
});
