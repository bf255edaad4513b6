import { type FunctionalAppScreen } from '../../devices/device-cloud.schema';
import {
  type FunctionalCatalogueCommand,
  type FunctionalCatalogueUtterance,
} from './functional-case.constant';

type UtteranceOptions = Pick<FunctionalCatalogueUtterance, 'regex' | 'refMic' | 'bargeIn'>;

/** The catalogue's words for its actions: a counted utterance said after the wake word. */
export function say(
  text: string,
  intent: string,
  options: UtteranceOptions = {},
): FunctionalCatalogueUtterance {
  return { type: 'utterance', text, intent, ...options };
}

/** A set-up utterance: played and shown, not counted (utteranceAttribute 'ignore'). */
export function setUp(text: string, intent: string): FunctionalCatalogueUtterance {
  return { type: 'utterance', text, intent, attribute: 'ignore' };
}

/** Speech without the wake word: passes when the DUT acts on nothing. `intent` is what it would ask for. */
export function sayWithoutWakeWord(text: string, intent: string): FunctionalCatalogueUtterance {
  return { type: 'utterance', text, intent, wake: false };
}

export function wait(seconds: number): FunctionalCatalogueCommand {
  return { type: 'command', command: 'WAIT', seconds };
}

/** The companion app's `screen` must show text matching `expect` (case-insensitive). */
export function appShows(screen: FunctionalAppScreen, expect: string): FunctionalCatalogueCommand {
  return { type: 'command', command: 'READ_APP_SCREEN', screen, expect };
}

/** A clock time as the assistant writes it in a response ("7:05 AM"). */
export const CLOCK_TIME_REGEX = String.raw`\b\d{1,2}:\d{2} (AM|PM)\b`;
