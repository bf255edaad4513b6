import { z } from 'zod';
import { MQTT_MESSAGE_DEFAULT_WAIT_MS, PI_MAX_WAIT_MS } from './lab-timings.constant';

/** Query of POST api/mqtt/message: how long to wait for the answer (doc 1 §7, doc 2 §7). */
export const mqttMessageQuerySchema = z.object({
  waitForActionTime: z.coerce
    .number()
    .int()
    .positive()
    .max(PI_MAX_WAIT_MS)
    .default(MQTT_MESSAGE_DEFAULT_WAIT_MS),
});
export type MqttMessageQuery = z.infer<typeof mqttMessageQuerySchema>;

/** Body of the generic MQTT message call: publish payload on requestTopic, await responseTopic (doc 1 §7). */
export const mqttMessageRequestSchema = z.object({
  requestTopic: z.string().min(1),
  responseTopic: z.string().min(1),
  payload: z.unknown(),
});
export type MqttMessageRequest = z.infer<typeof mqttMessageRequestSchema>;

/** Answer of the generic MQTT message call (doc 1 §7): success is code 200. */
export const mqttMessageResponseSchema = z.object({
  error: z.unknown().optional(),
  data: z.unknown().optional(),
  code: z.number().int(),
});
export type MqttMessageResponse = z.infer<typeof mqttMessageResponseSchema>;

/** The answer's code that means success (doc 1 §7). */
const MQTT_MESSAGE_SUCCESS_CODE = 200;

/** The error state that turns an answer into a failure (doc 1 §7 'a failed state in the error'). */
const MQTT_MESSAGE_FAILED_STATE = 'failed';

function hasFailedState(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const state = (error as { state?: unknown }).state;
  return typeof state === 'string' && state.toLowerCase() === MQTT_MESSAGE_FAILED_STATE;
}

/** Whether an MQTT message succeeded: code 200 and no failed state in its error (doc 1 §7). */
export function isMqttMessageSuccess(response: Pick<MqttMessageResponse, 'code' | 'error'>): boolean {
  return response.code === MQTT_MESSAGE_SUCCESS_CODE && !hasFailedState(response.error);
}
