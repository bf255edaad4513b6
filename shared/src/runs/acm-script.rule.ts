import { type BddScenario } from '../results/bdd.schema';
import { ACM_SCENARIOS, acmScenarioById } from './acm-scenarios.constant';
import {
  ACM_ACCOUNT_CONTACT_NAMES,
  type AcmDeviceRef,
  type AcmEventId,
  type AcmPhraseId,
  acmDeviceWords,
  acmPhraseTranscript,
} from './acm-vocabulary.rule';

/*
 * The ACM library as scripts: each scenario's steps, written in the words of
 * acm-vocabulary.rule.ts (with the manual ones that pause a run for its
 * operator), the Gherkin statement each step reads as, and the live payload
 * and progress of a run playing them.
 */

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
