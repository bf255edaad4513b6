import { LAB_API_PATHS } from './lab-api-paths.util';
import {
  MQTT_MESSAGE_DEFAULT_WAIT_MS,
  MQTT_MESSAGE_LAB_WAIT_MS,
  MQTT_MESSAGE_SHORT_WAIT_MS,
  PI_ACTION_WITH_RETURN_TIMEOUT_MS,
  LAB_STATUS_TIMEOUT_MS,
  PINK_NOISE_FILE_TIMEOUT_MS,
} from './lab-timings.constant';
import {
  isMqttMessageSuccess,
  mqttMessageQuerySchema,
  mqttMessageRequestSchema,
  mqttMessageResponseSchema,
} from './mqtt-message.schema';

describe('generic MQTT message (doc 1 §7, doc 2 §7)', () => {
  it('waits 50000 ms unless told', () => {
    expect(mqttMessageQuerySchema.parse({})).toEqual({ waitForActionTime: 50000 });
    expect(mqttMessageQuerySchema.parse({ waitForActionTime: '10000' })).toEqual({
      waitForActionTime: 10000,
    });
    expect([MQTT_MESSAGE_DEFAULT_WAIT_MS, MQTT_MESSAGE_LAB_WAIT_MS, MQTT_MESSAGE_SHORT_WAIT_MS]).toEqual([
      50000, 10000, 5000,
    ]);
  });

  it('needs both topics', () => {
    const body = {
      requestTopic: 'oak/things/pi/request',
      responseTopic: 'oak/things/pi/response',
      payload: { a: 1 },
    };
    expect(mqttMessageRequestSchema.parse(body)).toEqual(body);
    expect(mqttMessageRequestSchema.safeParse({ ...body, responseTopic: '' }).success).toBe(false);
  });

  it.each([
    [{ code: 200 }, true],
    [{ code: 200, error: null }, true],
    [{ code: 200, error: { state: 'done' } }, true],
    [{ code: 200, error: 'warning' }, true],
    [{ code: 200, error: { state: 'failed' } }, false],
    [{ code: 200, error: { state: 'FAILED' } }, false],
    [{ code: 201 }, false],
    [{ code: 500, error: { state: 'failed' } }, false],
  ])('%j succeeded: %s', (response, expected) => {
    expect(isMqttMessageSuccess(mqttMessageResponseSchema.parse(response))).toBe(expected);
  });
});

describe('lab timings (doc 1 §9, doc 2 §9)', () => {
  it('uses the spec values', () => {
    expect(LAB_STATUS_TIMEOUT_MS).toBe(3000);
    expect(PI_ACTION_WITH_RETURN_TIMEOUT_MS).toBe(20000);
    expect(PINK_NOISE_FILE_TIMEOUT_MS).toBe(120000);
  });
});

describe('lab API paths (doc 1 §7, doc 3 §7)', () => {
  it('builds each path shape', () => {
    expect(LAB_API_PATHS.labs).toBe('/api/labs');
    expect(LAB_API_PATHS.labThings('lab 1')).toBe('/api/labs/lab%201/things');
    expect(LAB_API_PATHS.thingAction('l1', 't1', 'state')).toBe('/api/labs/l1/things/t1/state');
    expect(LAB_API_PATHS.thingActionV2('l1', 't1', 'update')).toBe('/api/labs/l1/things/t1/update/v2');
    expect(LAB_API_PATHS.mqttMessage).toBe('/api/mqtt/message');
  });
});
