import {
  type MqttClientAdapter,
  type MqttMessageHandler,
  topicMatches,
} from '../modules/mqtt/mqtt-client.adapter';
import { typedFake } from './typed-fake';

export interface PublishedMessage {
  readonly topic: string;
  readonly payload: string;
}

/**
 * The MQTT client as a service sees it, in memory, for unit specs: what a
 * service publishes is kept in `published`, and `deliver` hands a message to
 * every handler whose filter matches its topic, as the broker would.
 */
export class InMemoryMqtt {
  readonly published: PublishedMessage[] = [];
  private subscriptions: { readonly filter: string; readonly handler: MqttMessageHandler }[] = [];

  /** The fake a service's constructor takes, with the adapter's subscribe and publish. */
  readonly adapter: MqttClientAdapter = typedFake<MqttClientAdapter>('MqttClientAdapter', {
    subscribe: async (filter, handler) => {
      const subscription = { filter, handler };
      this.subscriptions.push(subscription);
      return async () => {
        this.subscriptions = this.subscriptions.filter((one) => one !== subscription);
      };
    },
    publish: async (topic, payload) => {
      this.published.push({ topic, payload: payload.toString() });
    },
  });

  /** How many handlers listen, for a spec that checks a service let go of its topic. */
  get subscriptionCount(): number {
    return this.subscriptions.length;
  }

  /** A message arriving on `topic`: a string as it is, anything else as JSON. */
  deliver(topic: string, payload: unknown): void {
    const bytes = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
    for (const { filter, handler } of this.subscriptions)
      if (topicMatches(filter, topic)) handler(topic, bytes);
  }
}
