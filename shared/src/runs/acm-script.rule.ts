import { type BddScenario } from '../results/bdd.schema';
import { ACM_SCENARIOS, acmScenarioById } from './acm-scenarios.constant';
import { COMMS_INTENTS } from './comms-intents.constant';

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

/** The events in statement words: what a device does, and what it must not do. */
const EVENT_WORDS: Readonly<Record<AcmEventId, { readonly does: string; readonly doesNot: string }>> = {
  incomingCall: { does: 'rings', doesNot: 'does not ring' },
  callConnected: { does: 'is connected to the call', doesNot: 'is not connected to a call' },
  callEnded: { does: 'sees the call end', doesNot: 'does not see the call end' },
  callDeclined: { does: 'is told the call was declined', doesNot: 'is not told of a decline' },
  answeredElsewhere: {
    does: 'stops ringing as another device answered',
    doesNot: 'keeps ringing',
  },
  callUnavailable: { does: 'is told the contact is not available', doesNot: 'is not told of unavailability' },
  dropInConnected: { does: 'is dropped in on', doesNot: 'is not dropped in on' },
  messageReceived: { does: 'announces a new message', doesNot: 'announces no message' },
  mediaPaused: { does: 'pauses its music', doesNot: 'keeps its music playing' },
  mediaResumed: { does: 'resumes its music', doesNot: 'does not resume its music' },
};

/** One step of an ACM scenario: a statement of its Gherkin script. */
export type AcmStep =
  | { readonly kind: 'contacts' }
  | {
      readonly kind: 'say';
      readonly device: AcmDeviceRef;
      readonly phrase: AcmPhraseId;
      /** Words the device's answer must contain (case ignored). */
      readonly responseIncludes?: string;
    }
  | { readonly kind: 'expect'; readonly device: AcmDeviceRef; readonly event: AcmEventId }
  | { readonly kind: 'expectNone'; readonly device: AcmDeviceRef; readonly event: AcmEventId }
  | { readonly kind: 'hold'; readonly seconds: number }
  /**
   * Something only a person can do (on a phone, in the companion app ...):
   * the run pauses, asks the operator to do it (doc 1 §4.6) and goes on once
   * confirmed; a cancel fails the statement.
   */
  | { readonly kind: 'manual'; readonly statement: string; readonly instruction: string };

export interface AcmScenarioScript {
  readonly id: number;
  readonly name: string;
  readonly steps: readonly AcmStep[];
}

const A = { account: 0, device: 0 } as const;
const A2 = { account: 0, device: 1 } as const;
const B = { account: 1, device: 0 } as const;
const B2 = { account: 1, device: 1 } as const;

const say = (device: AcmDeviceRef, phrase: AcmPhraseId, responseIncludes?: string): AcmStep => ({
  kind: 'say',
  device,
  phrase,
  ...(responseIncludes ? { responseIncludes } : {}),
});
const expect = (device: AcmDeviceRef, event: AcmEventId): AcmStep => ({ kind: 'expect', device, event });
const expectNone = (device: AcmDeviceRef, event: AcmEventId): AcmStep => ({
  kind: 'expectNone',
  device,
  event,
});
const CONTACTS: AcmStep = { kind: 'contacts' };
/**
 * Drop In on a contact's devices works only once the contact allows it, a
 * permission set in the companion app on the contact's phone: a manual step.
 */
const DROP_IN_ALLOWED: AcmStep = {
  kind: 'manual',
  statement: 'Given account two allows account one to drop in, in the Alexa app on its phone',
  instruction:
    "On account two's phone, open the Alexa app, go to Contacts, choose account one and turn on Allow Drop In.",
};
const CALL_ANSWERED: readonly AcmStep[] = [
  say(A, 'callAccountTwo'),
  expect(B, 'incomingCall'),
  say(B, 'answer'),
  expect(A, 'callConnected'),
];

/** How long the longevity scenario keeps its call up (chosen), in seconds of audio time. */
const ACM_LONGEVITY_HOLD_SECONDS = 60;

/**
 * The script of every scenario of the ACM library (doc 2 §9 lists the ids;
 * what each one does is chosen from its category). Every script starts by
 * making the accounts contacts and leaves the devices idle and quiet.
 */
export const ACM_SCENARIO_SCRIPTS: readonly AcmScenarioScript[] = [
  {
    id: 302,
    name: 'Call a contact, answer, and hang up from the caller',
    steps: [CONTACTS, ...CALL_ANSWERED, say(A, 'hangUp'), expect(B, 'callEnded')],
  },
  {
    id: 304,
    name: 'Call a contact who declines',
    steps: [
      CONTACTS,
      say(A, 'callAccountTwo'),
      expect(B, 'incomingCall'),
      say(B, 'decline'),
      expect(A, 'callDeclined'),
    ],
  },
  {
    id: 305,
    name: 'A call rings every device of the contact',
    steps: [
      CONTACTS,
      say(A, 'callAccountTwo'),
      expect(B, 'incomingCall'),
      expect(B2, 'incomingCall'),
      say(B2, 'answer'),
      expect(B, 'answeredElsewhere'),
      expect(A, 'callConnected'),
      say(B2, 'hangUp'),
      expect(A, 'callEnded'),
    ],
  },
  {
    id: 306,
    name: 'Drop in on another device at home',
    steps: [
      CONTACTS,
      say(A, 'dropInHome'),
      expect(A2, 'dropInConnected'),
      say(A, 'hangUp'),
      expect(A2, 'callEnded'),
    ],
  },
  {
    id: 310,
    name: 'Drop in on a contact',
    steps: [
      CONTACTS,
      DROP_IN_ALLOWED,
      say(A, 'dropInAccountTwo'),
      expect(B, 'dropInConnected'),
      say(A, 'hangUp'),
      expect(B, 'callEnded'),
    ],
  },
  {
    id: 701,
    name: 'An incoming call pauses music and it resumes after the call',
    steps: [
      CONTACTS,
      say(B, 'playMusic'),
      say(A, 'callAccountTwo'),
      expect(B, 'incomingCall'),
      expect(B, 'mediaPaused'),
      say(B, 'answer'),
      expect(A, 'callConnected'),
      say(A, 'hangUp'),
      expect(B, 'callEnded'),
      expect(B, 'mediaResumed'),
      say(B, 'stop'),
    ],
  },
  {
    id: 702,
    name: "An outgoing call pauses the caller's music",
    steps: [
      CONTACTS,
      say(A, 'playMusic'),
      say(A, 'callAccountTwo'),
      expect(A, 'mediaPaused'),
      expect(B, 'incomingCall'),
      say(B, 'answer'),
      expect(A, 'callConnected'),
      say(B, 'hangUp'),
      expect(A, 'callEnded'),
      expect(A, 'mediaResumed'),
      say(A, 'stop'),
    ],
  },
  {
    id: 703,
    name: 'A drop in pauses music',
    steps: [
      CONTACTS,
      say(B, 'playMusic'),
      say(A, 'dropInAccountTwo'),
      expect(B, 'dropInConnected'),
      expect(B, 'mediaPaused'),
      say(A, 'hangUp'),
      expect(B, 'callEnded'),
      expect(B, 'mediaResumed'),
      say(B, 'stop'),
    ],
  },
  {
    id: 706,
    name: 'Music resumes after a declined call',
    steps: [
      CONTACTS,
      say(B, 'playMusic'),
      say(A, 'callAccountTwo'),
      expect(B, 'incomingCall'),
      expect(B, 'mediaPaused'),
      say(B, 'decline'),
      expect(A, 'callDeclined'),
      expect(B, 'mediaResumed'),
      say(B, 'stop'),
    ],
  },
  {
    id: 708,
    name: 'A message does not interrupt music',
    steps: [
      CONTACTS,
      say(B, 'playMusic'),
      say(A, 'sendMessage'),
      expect(B, 'messageReceived'),
      expectNone(B, 'mediaPaused'),
      say(B, 'stop'),
    ],
  },
  {
    id: 801,
    name: 'Choose which device of a contact to drop in on',
    steps: [
      CONTACTS,
      say(A, 'dropInAccountTwo', 'which one'),
      say(A, 'secondOne'),
      expect(B2, 'dropInConnected'),
      expectNone(B, 'dropInConnected'),
      say(A, 'hangUp'),
      expect(B2, 'callEnded'),
    ],
  },
  {
    id: 903,
    name: 'Do not disturb holds calls back',
    steps: [
      CONTACTS,
      say(B, 'doNotDisturbOn'),
      say(A, 'callAccountTwo'),
      expect(A, 'callUnavailable'),
      expectNone(B, 'incomingCall'),
      say(B, 'doNotDisturbOff'),
    ],
  },
  {
    id: 1501,
    name: 'A long call stays connected',
    steps: [
      CONTACTS,
      ...CALL_ANSWERED,
      { kind: 'hold', seconds: ACM_LONGEVITY_HOLD_SECONDS },
      say(A, 'hangUp'),
      expect(B, 'callEnded'),
    ],
  },
  {
    id: 1714,
    name: 'Send a message and play it',
    steps: [
      CONTACTS,
      say(A, 'sendMessage'),
      expect(B, 'messageReceived'),
      say(B, 'playMessages', 'hello from the lab'),
    ],
  },
];

/** The script of a library scenario, by id as a number or a string. */
export function acmScenarioScript(id: number | string): AcmScenarioScript | undefined {
  return ACM_SCENARIO_SCRIPTS.find((script) => String(script.id) === String(id).trim());
}

/** Why a scenario failed when its operator canceled a manual step (wording chosen). */
export const ACM_MANUAL_STEP_CANCELED = 'The operator canceled the manual step';

/** The key of a manual step's action: its scenario and statement, the same when a run is taken again. */
export function acmManualActionKey(scenarioId: number | string, statementIndex: number): string {
  return `scenario-${scenarioId}#${statementIndex + 1}`;
}

/** Whether every scenario id given is one the ACM runner can play. */
export function unplayableAcmScenarios(ids: readonly (number | string)[]): string[] {
  return ids.map(String).filter((id) => !acmScenarioById(id) || !acmScenarioScript(id));
}

/** Every library scenario id, in library order: a standard ACM run plays them all. */
export function acmLibraryScenarioIds(): string[] {
  return ACM_SCENARIOS.map((scenario) => String(scenario.id));
}

/** 'account two device one' */
export function acmDeviceWords(device: AcmDeviceRef): string {
  return `${ACM_ACCOUNT_CONTACT_NAMES[device.account] ?? `account ${device.account + 1}`} device ${
    DEVICE_WORDS[device.device] ?? String(device.device + 1)
  }`;
}

/** The Gherkin statement of a step, as the live view's Statements table shows it. */
export function acmStatementText(step: AcmStep, wakeWord: string): string {
  switch (step.kind) {
    case 'contacts':
      return `Given the accounts are saved in each other's contacts as ${ACM_ACCOUNT_CONTACT_NAMES.join(' and ')}`;
    case 'say':
      return `When ${acmDeviceWords(step.device)} hears "${acmPhraseTranscript(step.phrase, wakeWord)}"${
        step.responseIncludes ? ` and answers with "${step.responseIncludes}"` : ''
      }`;
    case 'expect':
      return `Then ${acmDeviceWords(step.device)} ${EVENT_WORDS[step.event].does}`;
    case 'expectNone':
      return `Then ${acmDeviceWords(step.device)} ${EVENT_WORDS[step.event].doesNot}`;
    case 'hold':
      return `And the call stays connected for ${step.seconds} seconds`;
    case 'manual':
      return step.statement;
  }
}

/** The devices a scenario speaks to or watches, by account: how many of each account it needs. */
export function acmScriptDevices(script: AcmScenarioScript): AcmDeviceRef[] {
  const seen = new Map<string, AcmDeviceRef>();
  for (const step of script.steps) {
    if ('device' in step) seen.set(`${step.device.account}/${step.device.device}`, step.device);
  }
  return [...seen.values()].sort((a, b) => a.account - b.account || a.device - b.device);
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

/** The states an ACM run gives its scenarios and statements in the live view (doc 1 §2.14, §4.3). */
export const ACM_SCENARIO_STATES = {
  pending: 'PENDING',
  inProgress: 'INPROGRESS',
  completed: 'COMPLETED',
  failed: 'FAILED',
} as const;
export const ACM_STATEMENT_STATES = {
  pending: 'PENDING',
  inProgress: 'INPROGRESS',
  success: 'SUCCESS',
  failed: 'FAILED',
  skipped: 'SKIPPED',
} as const;

/** The BDD run status an ACM run announces (doc 1 §4.6: a spinner while STARTING, 'Test Completed' once SUCCEEDED). */
export const ACM_RUN_STATUSES = { starting: 'STARTING', running: 'RUNNING', succeeded: 'SUCCEEDED' } as const;

/** The live payload of an ACM run before it starts: every scenario and statement pending. */
export function acmInitialPayload(scripts: readonly AcmScenarioScript[], wakeWord: string): BddScenario[] {
  return scripts.map((script) => ({
    id: String(script.id),
    name: `${script.id} ${script.name}`,
    state: ACM_SCENARIO_STATES.pending,
    statements: script.steps.map((step) => ({
      statement: acmStatementText(step, wakeWord),
      state: ACM_STATEMENT_STATES.pending,
      response: { report: {} },
    })),
  }));
}

/** How far an ACM run is, in %: the statements that have an outcome (passed, failed or skipped). */
export function acmProgressPercent(payload: readonly BddScenario[]): number {
  const statements = payload.flatMap((scenario) => scenario.statements);
  if (!statements.length) return 0;
  const done = statements.filter(
    (statement) =>
      statement.state !== ACM_STATEMENT_STATES.pending && statement.state !== ACM_STATEMENT_STATES.inProgress,
  ).length;
  return Math.round((done / statements.length) * 100);
}
