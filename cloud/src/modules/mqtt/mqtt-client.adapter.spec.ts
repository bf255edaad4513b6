import { topicMatches } from './mqtt-client.adapter';

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
