import { Injectable } from '@nestjs/common';
import { type MqttMessageResponse } from '@oak/shared';
import { MqttClientAdapter } from './mqtt-client.adapter';

/**
 * The generic exchange of POST /api/mqtt/message (doc 1 §7): publish a payload
 * on one topic and answer the first message on another, or a 504 answer when
 * none comes within the wait.
 */
@Injectable()
export class MqttMessageService {
  constructor(private readonly mqtt: MqttClientAdapter) {}

  async exchange(
    requestTopic: string,
    responseTopic: string,
    payload: unknown,
    waitMs: number,
  ): Promise<MqttMessageResponse> {
    let settle: (answer: MqttMessageResponse) => void = () => undefined;
    const answer = new Promise<MqttMessageResponse>((resolve) => (settle = resolve));
    // Subscribed before publishing, so an instant answer cannot slip past.
    const unsubscribe = await this.mqtt.subscribe(responseTopic, (_topic, message) =>
      settle(toMessageResponse(message)),
    );
    const timer = setTimeout(
      () =>
        settle({
          code: 504,
          error: { message: `No answer on ${responseTopic} within ${waitMs} ms`, state: 'failed' },
        }),
      waitMs,
    );
    try {
      await this.mqtt.publish(
        requestTopic,
        typeof payload === 'string' ? payload : JSON.stringify(payload ?? {}),
      );
      return await answer;
    } finally {
      clearTimeout(timer);
      await unsubscribe();
    }
  }
}

/** An answer that carries its own code passes as it is; any other payload is the data of a success. */
function toMessageResponse(message: Buffer): MqttMessageResponse {
  const text = message.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { code: 200, data: text };
  }
  if (value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number') {
    const { code, data, error } = value as { code: number; data?: unknown; error?: unknown };
    return { code, data, error };
  }
  return { code: 200, data: value };
}
