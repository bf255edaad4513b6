import { BadRequestException, Injectable } from '@nestjs/common';
import { MQTT_MESSAGES, type MqttMessageResponse, parsePiCallTopics, thingTopics } from '@oak/shared';
import { Clock } from '../clock/clock';
import { MqttClientAdapter } from './mqtt-client.adapter';

/** What a waiting exchange does with a message on the topic it listens to: its answer, or undefined to wait on. */
type AnswerOf = (message: Buffer) => MqttMessageResponse | undefined;

/**
 * The generic exchange of POST /api/mqtt/message (doc 1 §7): publish a payload
 * on one topic and answer the first message on another, or a 504 answer when
 * none comes within the wait.
 *
 * A call on a Pi's call topics (doc 1 §7 'built from a prefix, a device id and
 * a random id, ending in /request and /response': piCallTopics) is carried on
 * the Pi's own topics, since an agent listens on its request topic alone
 * (ARCHITECTURE.md, wire contracts): the payload, an action request, goes to
 * the Pi with the random id as its id, and the answer is the Pi's response
 * that carries that id. So concurrent calls to one Pi each get their own
 * answer, which the Pi's shared response topic alone could not promise.
 */
@Injectable()
export class MqttMessageService {
  constructor(
    private readonly mqtt: MqttClientAdapter,
    private readonly clock: Clock,
  ) {}

  async exchange(
    requestTopic: string,
    responseTopic: string,
    payload: unknown,
    waitMs: number,
  ): Promise<MqttMessageResponse> {
    const call = parsePiCallTopics(requestTopic, responseTopic);
    if (call) {
      const own = thingTopics(call.thingName);
      const request = { ...actionRequestOf(payload), id: call.callId };
      request.ackTimeout ??= waitMs;
      return this.publishAndWait(
        own.request,
        JSON.stringify(request),
        own.response,
        responseTopic,
        waitMs,
        (message) => answerWithId(message, call.callId),
      );
    }
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? {});
    return this.publishAndWait(requestTopic, text, responseTopic, responseTopic, waitMs, toMessageResponse);
  }

  /**
   * Publishes `message` on `publishTopic` and waits up to `waitMs` for the
   * first message on `listenTopic` that `answerOf` takes; `shownTopic` is the
   * one a 504 answer names (the caller's).
   */
  private async publishAndWait(
    publishTopic: string,
    message: string,
    listenTopic: string,
    shownTopic: string,
    waitMs: number,
    answerOf: AnswerOf,
  ): Promise<MqttMessageResponse> {
    let settle: (answer: MqttMessageResponse) => void = () => undefined;
    const answer = new Promise<MqttMessageResponse>((resolve) => (settle = resolve));
    // Subscribed before publishing, so an instant answer cannot slip past.
    const unsubscribe = await this.mqtt.subscribe(listenTopic, (_topic, received) => {
      const taken = answerOf(received);
      if (taken) settle(taken);
    });
    const cancelTimeout = this.clock.after(waitMs, () =>
      settle({
        code: 504,
        error: { message: `No answer on ${shownTopic} within ${waitMs} ms`, state: 'failed' },
      }),
    );
    try {
      await this.mqtt.publish(publishTopic, message);
      return await answer;
    } finally {
      cancelTimeout();
      await unsubscribe();
    }
  }
}

/** A call's payload as the action request it must be: a JSON object, or a string holding one. */
function actionRequestOf(payload: unknown): Record<string, unknown> & { ackTimeout?: unknown } {
  let value = payload;
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload);
    } catch {
      value = undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new BadRequestException(MQTT_MESSAGES.piCallPayloadNotObject);
  return { ...(value as Record<string, unknown>) };
}

/** A Pi's response when it answers the call `id`, as the route answers it (without the id). */
function answerWithId(message: Buffer, id: string): MqttMessageResponse | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || (value as { id?: unknown }).id !== id) return undefined;
  return toMessageResponse(message);
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
