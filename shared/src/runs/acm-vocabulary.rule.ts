import { COMMS_INTENTS } from './comms-intents.constant';

/*
 * The words the ACM scripts (acm-script.rule.ts) are written in: the devices
 * of a run by account, with their contact names, their words in a statement
 * and their tags in a job's mapping; the phrases the Pis say, with their
 * recordings; and the events a device shows by itself in a call.
 */

/** A device of an ACM run by its place: account and device, zero-based. */
export interface AcmDeviceRef {
  readonly account: number;
  readonly device: number;
}

/**
 * How the accounts of an ACM run know each other: each account is saved in
 * the others' contacts under its role's name before a scenario (chosen: the
 * spec names the library, not its words), so the library's phrases can be
 * recorded once for every pair of accounts.
 */
export const ACM_ACCOUNT_CONTACT_NAMES = ['account one', 'account two'] as const;

const DEVICE_WORDS = ['one', 'two', 'three', 'four'] as const;

/** 'account two device one' */
export function acmDeviceWords(device: AcmDeviceRef): string {
  return `${ACM_ACCOUNT_CONTACT_NAMES[device.account] ?? `account ${device.account + 1}`} device ${
    DEVICE_WORDS[device.device] ?? String(device.device + 1)
  }`;
}

/** The tag of an ACM device in a job's mapping: the first device is the DUT, then A1D2, A2D1 and so on. */
export function acmDeviceTag(device: AcmDeviceRef, dutTag: string): string {
  return device.account === 0 && device.device === 0 ? dutTag : `A${device.account + 1}D${device.device + 1}`;
}

/** The device a mapping tag names, or undefined for a tag that is not an ACM one. */
export function acmDeviceOfTag(tag: string, dutTag: string): AcmDeviceRef | undefined {
  if (tag === dutTag) return { account: 0, device: 0 };
  const match = /^A(\d+)D(\d+)$/.exec(tag);
  return match ? { account: Number(match[1]) - 1, device: Number(match[2]) - 1 } : undefined;
}

/**
 * What the Pis say to the devices in the ACM library (chosen wording). A
 * follow-up answers the device's own question, so it has no wake word.
 */
export const ACM_PHRASES = {
  callAccountTwo: { text: 'call account two', intent: COMMS_INTENTS.call },
  answer: { text: 'answer the call', intent: COMMS_INTENTS.answerCall },
  decline: { text: 'decline the call', intent: COMMS_INTENTS.declineCall },
  hangUp: { text: 'hang up', intent: COMMS_INTENTS.hangUp },
  dropInHome: { text: 'drop in on home', intent: COMMS_INTENTS.dropIn },
  dropInAccountTwo: { text: 'drop in on account two', intent: COMMS_INTENTS.dropIn },
  secondOne: { text: 'the second one', intent: COMMS_INTENTS.selectDevice, followUp: true },
  playMusic: { text: 'play some music', intent: 'PlayMusicIntent' },
  stop: { text: 'stop', intent: 'StopIntent' },
  doNotDisturbOn: { text: 'turn on do not disturb', intent: COMMS_INTENTS.doNotDisturbOn },
  doNotDisturbOff: { text: 'turn off do not disturb', intent: COMMS_INTENTS.doNotDisturbOff },
  sendMessage: {
    text: 'send a message to account two saying hello from the lab',
    intent: COMMS_INTENTS.sendMessage,
  },
  playMessages: { text: 'play my messages', intent: COMMS_INTENTS.readMessages },
} as const satisfies Record<string, { text: string; intent: string; followUp?: boolean }>;
export type AcmPhraseId = keyof typeof ACM_PHRASES;

/** What a phrase's recording says, with the wake word unless it answers a question. */
export function acmPhraseTranscript(phrase: AcmPhraseId, wakeWord: string): string {
  const { text } = ACM_PHRASES[phrase];
  return 'followUp' in ACM_PHRASES[phrase] ? text : `${wakeWord}, ${text}`;
}

/** The resource of the ACM phrases in a locale: one recording per phrase. */
export function acmResourceId(locale: string): string {
  return `ACM/${locale}`;
}

/** The recording of a phrase in a locale's ACM resource. */
export function acmPhraseFileName(locale: string, phrase: AcmPhraseId): string {
  return `${locale}-acm-${phrase.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.wav`;
}

/**
 * What a device does by itself in a call, as the device cloud lists it among
 * its activity (an item with no speech): the communications and media events.
 */
export const ACM_EVENTS = {
  incomingCall: 'Comms.IncomingCall',
  callConnected: 'Comms.CallConnected',
  callEnded: 'Comms.CallEnded',
  callDeclined: 'Comms.CallDeclined',
  answeredElsewhere: 'Comms.CallAnsweredElsewhere',
  callUnavailable: 'Comms.CallUnavailable',
  dropInConnected: 'Comms.DropInConnected',
  messageReceived: 'Comms.MessageReceived',
  mediaPaused: 'Media.Paused',
  mediaResumed: 'Media.Resumed',
} as const;
export type AcmEventId = keyof typeof ACM_EVENTS;

/** Whether an activity item's intent is one of the events above (not an answer to speech). */
export function isAcmEventIntent(intent: string | undefined): boolean {
  return Object.values(ACM_EVENTS).includes(intent as (typeof ACM_EVENTS)[AcmEventId]);
}
