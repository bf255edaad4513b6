import { z } from 'zod';

/** Prefix of the controller topics the playground uses (doc 2 §7). */
export const PLAYGROUND_MQTT_TOPIC_PREFIX = 'aqtservice-usamazon';

/** sdcfeature turns a device feature on or off; senddirective sends the device a directive (doc 2 §7). */
export const PLAYGROUND_MQTT_ACTIONS = ['sdcfeature', 'senddirective'] as const;
export type PlaygroundMqttAction = (typeof PLAYGROUND_MQTT_ACTIONS)[number];

/** The feature Connect turns on and Disconnect off (doc 2 §4, §7). */
export const PLAYGROUND_MUFFLE_FEATURE = 'muffle_response';

/** The suffix of the serial number sdcfeature addresses: '{dsn}_CHAT' (doc 2 §7). */
export const PLAYGROUND_CHAT_DSN_SUFFIX = '_CHAT';

/** sdcfeature succeeded when its answer's data contains this (doc 2 §7). */
export const PLAYGROUND_SDC_FEATURE_SUCCESS_MARKER = 'SUCCESS';

/** 'aqtservice-usamazon/{action}/{uuid}/request' and '.../response' (doc 2 §7); `uuid` is fresh per message. */
export function playgroundMqttTopics(
  action: PlaygroundMqttAction,
  uuid: string,
): { readonly requestTopic: string; readonly responseTopic: string } {
  const base = `${PLAYGROUND_MQTT_TOPIC_PREFIX}/${action}/${uuid}`;
  return { requestTopic: `${base}/request`, responseTopic: `${base}/response` };
}

/** sdcfeature's payload (doc 2 §7). */
export const sdcFeaturePayloadSchema = z.object({
  addToFeature: z.boolean(),
  deviceSerialNumber: z.string().endsWith(PLAYGROUND_CHAT_DSN_SUFFIX),
  customerId: z.string().min(1),
  feature: z.literal(PLAYGROUND_MUFFLE_FEATURE),
});
export type SdcFeaturePayload = z.infer<typeof sdcFeaturePayloadSchema>;

/** The muffle feature on (Connect) or off (Disconnect) for a device. */
export function buildMuffleFeaturePayload(
  device: { readonly dsn: string; readonly customerId: string },
  enable: boolean,
): SdcFeaturePayload {
  return {
    addToFeature: enable,
    deviceSerialNumber: `${device.dsn}${PLAYGROUND_CHAT_DSN_SUFFIX}`,
    customerId: device.customerId,
    feature: PLAYGROUND_MUFFLE_FEATURE,
  };
}

/** Whether sdcfeature's answer data contains 'SUCCESS' (doc 2 §7), whatever its shape. */
export function isSdcFeatureSuccess(data: unknown): boolean {
  if (data === null || data === undefined) return false;
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return text.includes(PLAYGROUND_SDC_FEATURE_SUCCESS_MARKER);
}

/** senddirective's payload (doc 2 §7): the device and the directive to send it. */
export const sendDirectivePayloadSchema = z.object({
  deviceType: z.string().min(1),
  deviceId: z.string().min(1),
  customerId: z.string().min(1),
  payload: z.unknown(),
});
export type SendDirectivePayload = z.infer<typeof sendDirectivePayloadSchema>;

/**
 * The gateway-setting directive a gamma device gets on Connect (pointing it
 * at the proxy) and on Disconnect (restoring its gamma gateway), doc 2 §4. The
 * spec does not show it; chosen: the assistant's own gateway directive.
 */
export function buildSetGatewayDirective(
  device: { readonly deviceType: string; readonly dsn: string; readonly customerId: string },
  gateway: string,
): SendDirectivePayload {
  return {
    deviceType: device.deviceType,
    deviceId: device.dsn,
    customerId: device.customerId,
    payload: { header: { namespace: 'Alexa.ApiGateway', name: 'SetGateway' }, payload: { gateway } },
  };
}
