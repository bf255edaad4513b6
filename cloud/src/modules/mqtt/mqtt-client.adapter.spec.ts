import { mqttClientIdOf, topicMatches } from './mqtt-client.adapter';

describe('topicMatches', () => {
  it.each([
    ['oak/things/+/response', 'oak/things/pi-1/response', true],
    ['oak/things/+/response', 'oak/things/pi-1/status', false],
    ['oak/things/+/response', 'oak/things/pi-1/response/extra', false],
    ['oak/things/#', 'oak/things/pi-1/shadow/reported', true],
    ['oak/things/#', 'oak/things', true],
    ['oak/things/pi-1/request', 'oak/things/pi-1/request', true],
    ['oak/things/pi-1/request', 'oak/things/pi-2/request', false],
    ['a/+', 'a', false],
  ])('%s against %s is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });
});

describe('mqttClientIdOf', () => {
  it('names the role and keeps every process apart, a cloud node from a worker above all', () => {
    const ids = [...Array(100).keys()].flatMap(() => [mqttClientIdOf('cloud'), mqttClientIdOf('worker')]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(new RegExp(`^oak-cloud-.+-${process.pid}-[0-9a-f]{12}$`));
    expect(ids[1]).toMatch(/^oak-worker-/);
  });
});
