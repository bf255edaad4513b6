import { parsePiCallTopics, piCallTopics } from './pi-call-topics.util';
import { thingTopics } from './thing-topics.util';

describe('piCallTopics', () => {
  it('builds a prefix, the Pi, a random id, then /request and /response (doc 1 §7)', () => {
    expect(piCallTopics('lab1-pi-2', '0b6f3c1e-5a7d-4a51-9a8e-2f1d7c0e4b93')).toEqual({
      requestTopic: 'oak/things/lab1-pi-2/0b6f3c1e-5a7d-4a51-9a8e-2f1d7c0e4b93/request',
      responseTopic: 'oak/things/lab1-pi-2/0b6f3c1e-5a7d-4a51-9a8e-2f1d7c0e4b93/response',
    });
  });

  it('refuses a Pi name or a call id that is not one plain topic level', () => {
    for (const callId of ['', 'a/b', '+', '#', 'x'.repeat(129)])
      expect(() => piCallTopics('pi-1', callId)).toThrow('Invalid call id');
    expect(() => piCallTopics('pi/1', 'abc')).toThrow('Invalid thing name');
  });
});

describe('parsePiCallTopics', () => {
  it('reads the Pi and the call id back', () => {
    const { requestTopic, responseTopic } = piCallTopics('pi-1', 'call-7');
    expect(parsePiCallTopics(requestTopic, responseTopic)).toEqual({ thingName: 'pi-1', callId: 'call-7' });
  });

  it("answers undefined for any other pair: the Pi's own topics, mismatched ids or Pis, other prefixes", () => {
    const own = thingTopics('pi-1');
    const call = piCallTopics('pi-1', 'call-7');
    for (const [request, response] of [
      [own.request, own.response],
      [call.requestTopic, piCallTopics('pi-1', 'call-8').responseTopic],
      [call.requestTopic, piCallTopics('pi-2', 'call-7').responseTopic],
      [call.responseTopic, call.requestTopic],
      [`${call.requestTopic}/more`, call.responseTopic],
      ['oak/companies/c/pi-1/call-7/request', 'oak/companies/c/pi-1/call-7/response'],
      ['oak/things/pi-1//request', 'oak/things/pi-1//response'],
    ] as const)
      expect(parsePiCallTopics(request, response)).toBeUndefined();
  });
});
