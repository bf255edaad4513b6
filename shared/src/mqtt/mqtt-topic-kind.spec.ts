import { MQTT_TOPIC_KINDS, mqttTopicKind } from './mqtt-topic-kind.rule';
import { piCallTopics } from './pi-call-topics.util';
import { thingTopics } from './thing-topics.util';

describe('mqttTopicKind', () => {
  it("names each of a Pi's topics by its leaf, never by the Pi", () => {
    const topics = thingTopics('lab1-pi-2');
    expect(mqttTopicKind(topics.request)).toBe('request');
    expect(mqttTopicKind(topics.response)).toBe('response');
    expect(mqttTopicKind(topics.shadowReported)).toBe('shadow_reported');
    expect(mqttTopicKind(topics.shadowDesired)).toBe('shadow_desired');
    expect(mqttTopicKind(topics.events)).toBe('events');
    expect(mqttTopicKind(topics.status)).toBe('status');
    expect(mqttTopicKind(thingTopics('another-pi').request)).toBe('request');
  });

  it("names a call's topics and a company's channel", () => {
    const call = piCallTopics('pi-1', '0f8b6c1e-2b4d-4c1a-9d61-3c1f1f7f0a11');
    expect(mqttTopicKind(call.requestTopic)).toBe('call_request');
    expect(mqttTopicKind(call.responseTopic)).toBe('call_response');
    expect(mqttTopicKind('oak/companies/7d1f/anything/at/all')).toBe('company');
  });

  it.each([
    '',
    'oak',
    'oak/things',
    'oak/things/pi-1',
    'oak/things/pi-1/shadow',
    'oak/things/pi-1/a/b/c',
    '$SYS/x',
  ])('counts %j as other', (topic) => {
    expect(mqttTopicKind(topic)).toBe('other');
  });

  it('answers only kinds of its list', () => {
    const kinds = ['oak/things/p/request', 'oak/things/p/x/response', 'x'].map(mqttTopicKind);
    for (const kind of kinds) expect(MQTT_TOPIC_KINDS).toContain(kind);
  });
});
