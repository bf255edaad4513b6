import { piCallTopics, thingTopics } from '@oak/shared';
import { InMemoryMqtt } from '../../testing/in-memory-mqtt';
import { TestClock } from '../../testing/test-clock';
import { MqttMessageService } from './mqtt-message.service';

const WAIT_MS = 5000;
const REQUEST_TOPIC = 'lab/echo/request';
const RESPONSE_TOPIC = 'lab/echo/response';

/**
 * The exchange of POST /api/mqtt/message on the clock: the first answer that
 * comes within the wait, or a 504 answer naming the caller's topic once the
 * clock passes it; either way the service lets go of the topic it listened to.
 */
describe('MqttMessageService', () => {
  let mqtt: InMemoryMqtt;
  let clock: TestClock;
  let sut: MqttMessageService;

  beforeEach(() => {
    mqtt = new InMemoryMqtt();
    clock = new TestClock();
    sut = new MqttMessageService(mqtt.adapter, clock);
  });

  it('answers the first message on the response topic within the wait', async () => {
    const exchanging = sut.exchange(REQUEST_TOPIC, RESPONSE_TOPIC, { ask: 'echo' }, WAIT_MS);
    await clock.advance(WAIT_MS - 1);
    expect(mqtt.published).toEqual([{ topic: REQUEST_TOPIC, payload: '{"ask":"echo"}' }]);
    mqtt.deliver(RESPONSE_TOPIC, { said: 'echo' });
    await expect(exchanging).resolves.toEqual({ code: 200, data: { said: 'echo' } });
    expect(mqtt.subscriptionCount).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('answers 504, naming the response topic, once the clock passes the wait', async () => {
    const exchanging = sut.exchange(REQUEST_TOPIC, RESPONSE_TOPIC, 'ping', WAIT_MS);
    await clock.advance(WAIT_MS);
    await expect(exchanging).resolves.toEqual({
      code: 504,
      error: { message: `No answer on ${RESPONSE_TOPIC} within ${WAIT_MS} ms`, state: 'failed' },
    });
    expect(mqtt.subscriptionCount).toBe(0);
  });

  it("answers 504 on a Pi's call topics when the Pi does not answer the call's id in time", async () => {
    const call = piCallTopics('pi-lab-1', 'call-1');
    const exchanging = sut.exchange(call.requestTopic, call.responseTopic, { action: 'ping' }, WAIT_MS);
    await clock.advance(0);
    expect(mqtt.published[0]?.topic).toBe(thingTopics('pi-lab-1').request);
    mqtt.deliver(thingTopics('pi-lab-1').response, { id: 'another-call', code: 200 });
    await clock.advance(WAIT_MS);
    await expect(exchanging).resolves.toMatchObject({
      code: 504,
      error: { message: `No answer on ${call.responseTopic} within ${WAIT_MS} ms` },
    });
  });
});
