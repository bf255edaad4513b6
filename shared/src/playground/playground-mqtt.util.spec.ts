import {
  buildMuffleFeaturePayload,
  buildSetGatewayDirective,
  dsnOfChatSerial,
  isSdcFeatureSuccess,
  parsePlaygroundControllerTopic,
  playgroundCompanyMqttTopics,
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

describe('the company-scoped controller topics', () => {
  const company = '4c1d5a0e-1b7f-4e3e-9a51-3b9b9d0f2a11';

  it('puts the spec topics under the company prefix and reads them back', () => {
    const topics = playgroundCompanyMqttTopics(company, 'sdcfeature', 'u-1');
    expect(topics).toEqual({
      requestTopic: `oak/companies/${company}/aqtservice-usamazon/sdcfeature/u-1/request`,
      responseTopic: `oak/companies/${company}/aqtservice-usamazon/sdcfeature/u-1/response`,
    });
    expect(parsePlaygroundControllerTopic(topics.requestTopic)).toEqual({
      companyId: company,
      action: 'sdcfeature',
      uuid: 'u-1',
      responseTopic: topics.responseTopic,
    });
  });

  it.each([
    'aqtservice-usamazon/sdcfeature/u-1/request',
    `oak/companies/${company}/aqtservice-usamazon/sdcfeature/u-1/response`,
    `oak/companies/${company}/aqtservice-usamazon/reboot/u-1/request`,
    `oak/companies/${company}/other/sdcfeature/u-1/request`,
    `oak/companies/${company}/aqtservice-usamazon/sdcfeature/u-1/request/extra`,
    `oak/companies//aqtservice-usamazon/sdcfeature/u-1/request`,
  ])('does not read %s as a controller request', (topic) => {
    expect(parsePlaygroundControllerTopic(topic)).toBeUndefined();
  });

  it('strips the chat suffix of a serial', () => {
    expect(dsnOfChatSerial('G090LF1234_CHAT')).toBe('G090LF1234');
    expect(dsnOfChatSerial('G090LF1234')).toBe('G090LF1234');
  });

  it('refuses a bare suffix as a serial', () => {
    expect(
      sdcFeaturePayloadSchema.safeParse({
        ...buildMuffleFeaturePayload(device, true),
        deviceSerialNumber: '_CHAT',
      }).success,
    ).toBe(false);
  });
});
