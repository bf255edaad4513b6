/** Answers of POST /api/mqtt/message and of the external broker's auth backend (wording chosen). */
export const MQTT_MESSAGES = {
  /** A topic with a wildcard, a NUL, a system prefix or too long to be one topic. */
  notPlainTopic: (topic: string) => `Topic ${JSON.stringify(topic.slice(0, 80))} is not a plain MQTT topic`,
  /**
   * A topic the caller's company does not own: another company's Pi, an
   * unknown one, a reserved or a foreign topic. The same answer for each, so
   * it does not tell whether another company's Pi exists.
   */
  topicNotOwned: (topic: string, companyPrefix: string) =>
    `Topic ${JSON.stringify(topic.slice(0, 80))} is not your company's: use your Pis' topics or topics under ${companyPrefix}`,
  /**
   * A call on a Pi's call topics (piCallTopics) whose payload is not the
   * action request the Pi reads, `{action, payload?, ackTimeout?}`.
   */
  piCallPayloadNotObject:
    'A call to a Pi takes an action request as its payload: a JSON object such as {"action":"state"}',
  /** The auth backend was called by someone other than the broker (no shared secret, not an allowed source). */
  brokerOnly: 'Only the MQTT broker may call this',
  /** The auth backend's calls from one address went past MQTT_AUTH_RATE_LIMIT_PER_MINUTE. */
  tooManyAuthCalls: 'Too many MQTT auth calls from this address; try again in a minute',
} as const;
