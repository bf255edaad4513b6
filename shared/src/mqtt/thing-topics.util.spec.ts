import { isValidThingName, thingTopics } from './thing-topics.util';

describe('thingTopics', () => {
  it('puts every topic of a Pi under oak/things/{name}/', () => {
    expect(thingTopics('lab1-pi-2')).toEqual({
      request: 'oak/things/lab1-pi-2/request',
      response: 'oak/things/lab1-pi-2/response',
      shadowReported: 'oak/things/lab1-pi-2/shadow/reported',
      shadowDesired: 'oak/things/lab1-pi-2/shadow/desired',
      events: 'oak/things/lab1-pi-2/events',
      status: 'oak/things/lab1-pi-2/status',
      all: 'oak/things/lab1-pi-2/#',
    });
  });

  it.each(['', '+', '#', 'a/b', 'pi 1', '-pi', 'x'.repeat(129), 'pi\u0000'])(
    'refuses the name %j',
    (name) => {
      expect(isValidThingName(name)).toBe(false);
      expect(() => thingTopics(name)).toThrow('Invalid thing name');
    },
  );

  it.each(['pi1', 'Virtual_Lab.Pi-2', 'pi:WITHDAC', 'x'.repeat(128)])('accepts the name %j', (name) => {
    expect(isValidThingName(name)).toBe(true);
  });
});
