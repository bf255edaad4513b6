/** The agent's link to the broker; the agent core knows only this, not the MQTT client library. */
export interface MqttConnection {
  /** Publishes with QoS 1; resolves once the broker has it (queued while offline, sent on reconnect). */
  publish(topic: string, payload: string, options?: { retain?: boolean }): Promise<void>;
  /** `redelivered` is MQTT's dup flag: the broker may be sending a request a second time. */
  onMessage(listener: (topic: string, payload: Buffer, redelivered: boolean) => void): void;
  /** After every (re)connect, once `online` is published and the subscriptions are made. */
  onConnect(listener: () => void): void;
  /** Goes offline cleanly: publishes `offline` (retained) and disconnects. */
  close(): Promise<void>;
}
