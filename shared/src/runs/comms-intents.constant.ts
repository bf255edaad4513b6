/**
 * The intents of the comms service: calls, drop ins, messages and do not
 * disturb. A device hands these to its comms service when it has one; the ACM
 * library's phrases ask for them and the simulator's assistant recognises them.
 */
export const COMMS_INTENTS = {
  call: 'CallIntent',
  answerCall: 'AnswerCallIntent',
  declineCall: 'DeclineCallIntent',
  hangUp: 'HangUpIntent',
  dropIn: 'DropInIntent',
  /** The answer to "which device?" when a drop in's contact has several. */
  selectDevice: 'SelectDeviceIntent',
  sendMessage: 'SendMessageIntent',
  readMessages: 'ReadMessagesIntent',
  doNotDisturbOn: 'DoNotDisturbOnIntent',
  doNotDisturbOff: 'DoNotDisturbOffIntent',
} as const;
export type CommsIntentId = keyof typeof COMMS_INTENTS;
export type CommsIntent = (typeof COMMS_INTENTS)[CommsIntentId];

const COMMS_INTENT_SET: ReadonlySet<string> = new Set<string>(Object.values(COMMS_INTENTS));

/** Whether an intent is one the comms service answers. */
export function isCommsIntent(intent: string): intent is CommsIntent {
  return COMMS_INTENT_SET.has(intent);
}
