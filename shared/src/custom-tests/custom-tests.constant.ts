import { type VoiceLocale } from '../locales/marketplaces.constant';
import { NOISE_TYPE_BEDS, RUN_NOISES } from '../runs/acoustic-run-plan.rule';
import {
  DELAY_BETWEEN_UTTERANCES_MAX,
  DELAY_BETWEEN_UTTERANCES_MIN,
  RUN_TEXT_MAX_LENGTH,
} from '../run-fields/run-field-limits.constant';

/*
 * Constants of user-defined tests (doc 2 §9 'User-defined tests'). The limits
 * they share with the run form come from the wizard's, so each is set once.
 */

/** At most 10 fields in a row of a test definition CSV (doc 2 §5, §9). */
export const UDT_CSV_MAX_FIELDS = 10;

/** A definition file of 4096 KB or more is refused (doc 2 §5, §9). */
export const UDT_FILE_SIZE_LIMIT_KB = 4096;
export const UDT_FILE_SIZE_LIMIT_BYTES = UDT_FILE_SIZE_LIMIT_KB * 1024;

/** A user-defined test's name is at most 30 characters (doc 2 §9), the run form's text limit. */
export const UDT_NAME_MAX_LENGTH = RUN_TEXT_MAX_LENGTH;

/** Default delay after the wake word, in milliseconds (doc 2 §3, §9). */
export const DEFAULT_WAKE_WORD_DELAY_MS = 700;

/** Default wake word (doc 2 §3). */
export const DEFAULT_WAKE_WORD = 'Alexa';

/** Default delay between utterances of a user-defined test, in seconds (doc 2 §3, §9). */
export const DEFAULT_UDT_DELAY_BETWEEN_UTTERANCES = 10;

/** Its range, the run form's (doc 2 §9 'range 1 to 180'). */
export const UDT_DELAY_BETWEEN_UTTERANCES_RANGE = {
  min: DELAY_BETWEEN_UTTERANCES_MIN,
  max: DELAY_BETWEEN_UTTERANCES_MAX,
} as const;

/** 1 to 3 Pis (actors) and 1 to 3 DUTs per user-defined test (doc 2 §3, §9). */
export const UDT_PI_COUNT_MIN = 1;
export const UDT_PI_COUNT_MAX = 3;
export const UDT_DUT_COUNT_MIN = 1;
export const UDT_DUT_COUNT_MAX = 3;

/** The Pis a location may name: Pi1..Pi3 as ids 1..3 (doc 2 §3). */
export const UDT_PI_OPTIONS = [
  { id: 1, label: 'Pi1' },
  { id: 2, label: 'Pi2' },
  { id: 3, label: 'Pi3' },
] as const;

/** The Pis a test with this many actors may use. */
export function udtPiOptionsFor(actorCount: number): (typeof UDT_PI_OPTIONS)[number][] {
  return UDT_PI_OPTIONS.filter((pi) => pi.id <= actorCount);
}

/**
 * The states of a user-defined test. The spec names AVAILABLE (the list
 * filter, doc 2 §7) and says server-side transitions are not shown; the
 * others are chosen: uploaded files are validated, then the test is available
 * or its validation failed.
 */
export const CUSTOM_SCENARIO_STATES = ['VALIDATING', 'AVAILABLE', 'VALIDATION_FAILED'] as const;
export type CustomScenarioState = (typeof CUSTOM_SCENARIO_STATES)[number];
export const CUSTOM_SCENARIO_AVAILABLE: CustomScenarioState = 'AVAILABLE';

/** How the Status column shows each state (chosen). */
export const CUSTOM_SCENARIO_STATE_TEXTS: Readonly<Record<CustomScenarioState, string>> = {
  VALIDATING: 'Validating',
  AVAILABLE: 'Available',
  VALIDATION_FAILED: 'Validation Failed',
};

/** The columns of the test definition CSV template (doc 2 §3). */
export const UDT_CSV_TEMPLATE_COLUMNS = [
  'asrText',
  'FileName',
  'asrExpected',
  'ttsResponseExpected',
  'location',
  'volumeLevel',
  'delayBetweenUtterances',
] as const;

/** The template the Import Data step offers for download; its file name is chosen. */
export const UDT_CSV_TEMPLATE_FILE_NAME = 'user_defined_test_template.csv';
export const UDT_CSV_TEMPLATE = `${UDT_CSV_TEMPLATE_COLUMNS.join(',')}\n`;

/**
 * The files each input takes, one file per input (doc 2 §5): the definition a
 * .csv or .feature file, the audio a .zip archive.
 */
export const UDT_FILE_INPUTS = {
  testDefinition: { accept: ['.csv', '.feature'], multiple: false },
  audio: { accept: ['.zip'], multiple: false },
} as const;
export type UdtFileInput = keyof typeof UDT_FILE_INPUTS;

/** Whether a file name has one of the extensions an input accepts (any case). */
export function isAcceptedUdtFile(fileName: string, input: UdtFileInput): boolean {
  const name = fileName.toLowerCase();
  return UDT_FILE_INPUTS[input].accept.some(
    (extension) => name.endsWith(extension) && name.length > extension.length,
  );
}

export function isCsvFileName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.csv');
}

/**
 * The wake-word audio naming, locale_ww_*.wav (doc 2 §5), e.g. en_US_ww_1.wav.
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export function wakeWordAudioFilePattern(locale: VoiceLocale | string): string {
  return `${locale}_ww_*.wav`;
}

/**
 * Whether an audio file is a wake-word recording, of a given locale or of any.
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export function isWakeWordAudioFileName(fileName: string, locale?: string): boolean {
  const prefix = locale ? locale.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '[a-z]{2,3}_[A-Z]{2}';
  return new RegExp(`^${prefix}_ww_.+\\.wav$`).test(fileName);
}

/**
 * The noise files a user-defined test may play: the noise beds of the shared
 * pack (RUN_NOISES and the noise types' beds), each file once.
 */
export const UDT_NOISE_FILE_OPTIONS: readonly { readonly fileName: string; readonly label: string }[] = [
  ...Object.values(RUN_NOISES),
  ...Object.values(NOISE_TYPE_BEDS).flatMap((noise) => (noise ? [noise] : [])),
]
  .filter((noise, index, all) => all.findIndex((other) => other.fileName === noise.fileName) === index)
  .map(({ fileName, label }) => ({ fileName, label: `${label} (${fileName})` }));
