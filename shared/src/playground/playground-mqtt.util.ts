import { z } from 'zod';
import { COMPANY_TOPIC_PREFIX, companyTopicPrefix } from '../mqtt/company-topics.util';

/** Prefix of the controller topics the playground uses (doc 2 §7). */
export const PLAYGROUND_MQTT_TOPIC_PREFIX = 'aqtservice-usamazon';

/** sdcfeature turns a device feature on or off; senddirective sends the device a directive (doc 2 §7). */
const PLAYGROUND_MQTT_ACTIONS = ['sdcfeature', 'senddirective'] as const;
export type PlaygroundMqttAction = (typeof PLAYGROUND_MQTT_ACTIONS)[number];

/** The feature Connect turns on and Disconnect off (doc 2 §4, §7). */
export const PLAYGROUND_MUFFLE_FEATURE = 'muffle_response';

/** The suffix of the serial number sdcfeature addresses: '{dsn}_CHAT' (doc 2 §7). */
const PLAYGROUND_CHAT_DSN_SUFFIX = '_CHAT';

/** sdcfeature succeeded when its answer's data contains this (doc 2 §7). */
const PLAYGROUND_SDC_FEATURE_SUCCESS_MARKER = 'SUCCESS';

/** 'aqtservice-usamazon/{action}/{uuid}/request' and '.../response' (doc 2 §7); `uuid` is fresh per message. */
export function playgroundMqttTopics(
  action: PlaygroundMqttAction,
  uuid: string,
): { readonly requestTopic: string; readonly responseTopic: string } {
  const base = `${PLAYGROUND_MQTT_TOPIC_PREFIX}/${action}/${uuid}`;
  return { requestTopic: `${base}/request`, responseTopic: `${base}/response` };
}

/**
 * The same topics under the caller's company prefix: what the console
 * publishes through POST /api/mqtt/message, which lets a user reach only their
 * own company's topics and no Pi reach any. The prefix is how the cloud's
 * handler knows whose call it carries out (chosen: the spec's topics have no
 * owner, and the route refuses ownerless ones).
 */
export function playgroundCompanyMqttTopics(
  companyId: string,
  action: PlaygroundMqttAction,
  uuid: string,
): { readonly requestTopic: string; readonly responseTopic: string } {
  const { requestTopic, responseTopic } = playgroundMqttTopics(action, uuid);
  const prefix = companyTopicPrefix(companyId);
  return { requestTopic: `${prefix}${requestTopic}`, responseTopic: `${prefix}${responseTopic}` };
}

/** The filter the cloud's handler listens on: every company's controller requests. */
export const PLAYGROUND_CONTROLLER_REQUEST_FILTER = `${COMPANY_TOPIC_PREFIX}/+/${PLAYGROUND_MQTT_TOPIC_PREFIX}/+/+/request`;

/** Most bytes of a controller request's payload the handler reads (chosen: a directive is a few hundred). */
export const PLAYGROUND_CONTROLLER_MAX_PAYLOAD_BYTES = 16 * 1024;

/** A controller request topic's company, action and uuid, with its response topic; undefined for any other topic. */
export function parsePlaygroundControllerTopic(topic: string):
  | {
      readonly companyId: string;
      readonly action: PlaygroundMqttAction;
      readonly uuid: string;
      readonly responseTopic: string;
    }
  | undefined {
  const parts = topic.split('/');
  const root = COMPANY_TOPIC_PREFIX.split('/');
  if (parts.length !== root.length + 5 || root.some((part, index) => parts[index] !== part)) return undefined;
  const [companyId, prefix, action, uuid, leaf] = parts.slice(root.length);
  if (!companyId || !uuid || prefix !== PLAYGROUND_MQTT_TOPIC_PREFIX || leaf !== 'request') return undefined;
  if (!(PLAYGROUND_MQTT_ACTIONS as readonly string[]).includes(action)) return undefined;
  const typed = action as PlaygroundMqttAction;
  return {
    companyId,
    action: typed,
    uuid,
    responseTopic: playgroundCompanyMqttTopics(companyId, typed, uuid).responseTopic,
  };
}

/** The serial number sdcfeature names, without its '_CHAT' suffix. */
export function dsnOfChatSerial(deviceSerialNumber: string): string {
  return deviceSerialNumber.endsWith(PLAYGROUND_CHAT_DSN_SUFFIX)
    ? deviceSerialNumber.slice(0, -PLAYGROUND_CHAT_DSN_SUFFIX.length)
    : deviceSerialNumber;
}

/** sdcfeature's payload (doc 2 §7). */
export const sdcFeaturePayloadSchema = z.object({
  addToFeature: z.boolean(),
  deviceSerialNumber: z
    .string()
    .max(128)
    .endsWith(PLAYGROUND_CHAT_DSN_SUFFIX)
    .refine((serial) => serial.length > PLAYGROUND_CHAT_DSN_SUFFIX.length),
  customerId: z.string().min(1).max(128),
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
  deviceType: z.string().min(1).max(128),
  deviceId: z.string().min(1).max(128),
  customerId: z.string().min(1).max(128),
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
