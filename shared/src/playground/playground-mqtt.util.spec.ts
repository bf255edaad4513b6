import {
  buildMuffleFeaturePayload,
  buildSetGatewayDirective,
  isSdcFeatureSuccess,
  playgroundMqttTopics,
  sdcFeaturePayloadSchema,
  sendDirectivePayloadSchema,
} from './playground-mqtt.util';

const device = { dsn: 'G090LF1234', customerId: 'A1CUSTOMER', deviceType: 'A3S5BH2HU6VAYF' };

describe('playground MQTT calls (doc 2 §7)', () => {
  it.each([
    [
      'sdcfeature',
      'aqtservice-usamazon/sdcfeature/u-1/request',
      'aqtservice-usamazon/sdcfeature/u-1/response',
    ],
    [
      'senddirective',
      'aqtservice-usamazon/senddirective/u-1/request',
      'aqtservice-usamazon/senddirective/u-1/response',
    ],
  ] as const)('builds the %s topics', (action, requestTopic, responseTopic) => {
    expect(playgroundMqttTopics(action, 'u-1')).toEqual({ requestTopic, responseTopic });
  });

  it.each([true, false])('turns the muffle feature %s', (enable) => {
    const payload = buildMuffleFeaturePayload(device, enable);
    expect(payload).toEqual({
      addToFeature: enable,
      deviceSerialNumber: 'G090LF1234_CHAT',
      customerId: 'A1CUSTOMER',
      feature: 'muffle_response',
    });
    expect(sdcFeaturePayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['SUCCESS', true],
    [{ status: 'SUCCESS' }, true],
    ['FAILED', false],
    [null, false],
    [undefined, false],
  ])('%j is a success: %s', (data, success) => {
    expect(isSdcFeatureSuccess(data)).toBe(success);
  });

  it('sends a gateway directive to the device', () => {
    const payload = buildSetGatewayDirective(device, 'https://gw.example');
    expect(sendDirectivePayloadSchema.parse(payload)).toEqual({
      deviceType: 'A3S5BH2HU6VAYF',
      deviceId: 'G090LF1234',
      customerId: 'A1CUSTOMER',
      payload: {
        header: { namespace: 'Alexa.ApiGateway', name: 'SetGateway' },
        payload: { gateway: 'https://gw.example' },
      },
    });
  });
});
