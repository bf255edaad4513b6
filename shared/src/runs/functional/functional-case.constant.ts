import { type FunctionalAppScreen } from '../../devices/device-cloud.schema';
import { DEFAULT_DUT_TYPE } from '../../devices/devices.constant';
import { REGEX_UTTERANCE_VALIDATION_TYPE } from '../../results/functional.schema';

/**
 * What the executor does for a command of a test case (chosen: the spec names
 * command results, not the commands). The set stays small:
 * - WAIT: let `seconds` of lab time pass, through the executor's clock, before
 *   the next action (a timer runs down). Not validated.
 * - READ_APP_SCREEN: read the text the DUT's companion app shows on `screen`
 *   (on a phone by UI automation, in the virtual lab from the device cloud) and
 *   store it; the score checks it against `expect`, a case-insensitive regular
 *   expression, as the DEVICE validation (doc 1 §2.6 'device validation').
 * @readAsType only the step types below read it (typeof), and no-unused-vars wants such a value exported
 */
export const FUNCTIONAL_COMMANDS = { wait: 'WAIT', readAppScreen: 'READ_APP_SCREEN' } as const;

/**
 * How the cloud validation of an utterance is judged (doc 1 §3
 * utterValidationInfo.utterValidationType): the expected intent, a regular
 * expression the response must match, or, for speech said without the wake
 * word, that nothing was acted on.
 */
export const FUNCTIONAL_UTTERANCE_VALIDATIONS = {
  intent: 'INTENT',
  regex: REGEX_UTTERANCE_VALIDATION_TYPE,
  notActedOn: 'NOT_ACTED_ON',
} as const;
export type FunctionalUtteranceValidation =
  (typeof FUNCTIONAL_UTTERANCE_VALIDATIONS)[keyof typeof FUNCTIONAL_UTTERANCE_VALIDATIONS];

/** The wake word the catalogue's recordings start with: the provider's assistant (the pack's English one). */
export const FUNCTIONAL_WAKE_WORD = DEFAULT_DUT_TYPE;

/** One utterance of a catalogue test case. */
export interface FunctionalCatalogueUtterance {
  readonly type: 'utterance';
  /** What is said after the wake word (or alone, when `wake` is false): plain words, for speech synthesis. */
  readonly text: string;
  /** The intent a correct answer carries: the cloud validation, unless `regex` is given. */
  readonly intent: string;
  /** A case-insensitive regular expression the assistant's response must match (validation type REGEX). */
  readonly regex?: string;
  /** False: said without the wake word, and passes only when the DUT acts on nothing. */
  readonly wake?: false;
  /** Phrases the DUT's spoken answer may contain: its recording is validated when given. */
  readonly refMic?: readonly string[];
  /** 'ignore': a set-up utterance that is played and shown but does not count (doc 1 §3 utteranceAttribute). */
  readonly attribute?: 'ignore';
  /** Said while the DUT still speaks its answer to the previous utterance (barge in). */
  readonly bargeIn?: true;
}

export type FunctionalCatalogueCommand =
  | { readonly type: 'command'; readonly command: typeof FUNCTIONAL_COMMANDS.wait; readonly seconds: number }
  | {
      readonly type: 'command';
      readonly command: typeof FUNCTIONAL_COMMANDS.readAppScreen;
      readonly screen: FunctionalAppScreen;
      readonly expect: string;
    };

export type FunctionalCatalogueAction = FunctionalCatalogueUtterance | FunctionalCatalogueCommand;

/** One test case of a functional catalogue (doc 3 §3 'Functional test-case catalogue'). */
export interface FunctionalCatalogueCase {
  /** Stable: it names the case's audio files and its step key. */
  readonly id: string;
  readonly name: string;
  readonly category: string;
  /** In play order; an action's position is its index. */
  readonly actions: readonly FunctionalCatalogueAction[];
}

/** The recording's words: the wake word and the text, or the text alone when said without it. */
export function functionalUtteranceTranscript(
  utterance: Pick<FunctionalCatalogueUtterance, 'text' | 'wake'>,
  wakeWord: string = FUNCTIONAL_WAKE_WORD,
): string {
  return utterance.wake === false ? utterance.text : `${wakeWord}, ${utterance.text}`;
}

/**
 * The audio file of a case's utterance in a locale's resource, e.g.
 * `en_US-functional-alarm-set-0.wav`. The resource pack makes the files by
 * this name; a locale that speaks another's files (en_CA) passes that locale.
 */
export function functionalUtteranceFileName(locale: string, caseId: string, actionIndex: number): string {
  return `${locale}-functional-${caseId.toLowerCase().replace(/_/g, '-')}-${actionIndex}.wav`;
}
