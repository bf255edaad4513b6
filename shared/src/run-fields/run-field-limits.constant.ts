/**
 * Limits of the run fields the wizard's forms check (doc 2 §5 'Form input
 * checks', doc 2 §9, doc 3 §5 and §9). User-defined tests share them, and the
 * runs' plans check a run's utterance count by them, so they sit in a domain
 * of their own below the three rather than in the wizard.
 */

/** Text length limit, e.g. a test name (doc 2 §5, doc 3 §9 'Text length limit: 30'). */
export const RUN_TEXT_MAX_LENGTH = 30;

/** Utterance count range (doc 2 §5, §9 'utterance range 1 to 60000'). */
export const UTTERANCE_COUNT_MIN = 1;
export const UTTERANCE_COUNT_MAX = 60000;

/** Delay between utterances, in seconds (doc 2 §9, doc 3 §5 and §9: 1 to 180). */
export const DELAY_BETWEEN_UTTERANCES_MIN = 1;
export const DELAY_BETWEEN_UTTERANCES_MAX = 180;
/** Default delay of a custom run (doc 3 §5 'Default 1; 0 for non-custom'). */
const DEFAULT_DELAY_BETWEEN_UTTERANCES = 1;
/** The delay of a non-custom run, which the user does not set. */
const NON_CUSTOM_DELAY_BETWEEN_UTTERANCES = 0;

/** The delay a run starts with, custom or not (what it plays: runDelayBetweenUtterances). */
export function defaultDelayBetweenUtterances(custom: boolean): number {
  return custom ? DEFAULT_DELAY_BETWEEN_UTTERANCES : NON_CUSTOM_DELAY_BETWEEN_UTTERANCES;
}

/** At most 4 optional DUTs (doc 2 §5, §9; doc 3 §5, §9). */
export const MAX_OPTIONAL_DUTS = 4;

/**
 * Fields the free-text checks skip (doc 2 §5 'Exempt fields'): values chosen
 * from lists, commands, nested configurations and URIs.
 */
export const RUN_FIELD_CHECK_EXEMPT_FIELDS = [
  'multiModalCustomCommand',
  'deviceUnderTestId',
  'customizedTestType',
  'deviceConfig',
  'labDependenciesUri',
  'namespace',
] as const;

/** Fields holding build information, where a dot is allowed too (doc 2 §5). */
export const RUN_BUILD_INFO_FIELDS = ['buildInfo', 'firmware'] as const;

/** Fields holding a test name, limited to RUN_TEXT_MAX_LENGTH characters (doc 2 §5). */
export const RUN_TEST_NAME_FIELDS = ['name', 'testName'] as const;

/**
 * Option keys with a numeric range check. The spec names the checks, not the
 * keys; these are the names the run options use.
 */
export const RUN_UTTERANCE_COUNT_FIELD = 'utteranceCount';
export const RUN_DELAY_BETWEEN_UTTERANCES_FIELD = 'delayBetweenUtterances';

/** The run options the wizard's step 1 sets as fields of testOptions (doc 2 §5 'Form input checks'). */
export const WIZARD_RUN_OPTION_FIELDS = [
  RUN_UTTERANCE_COUNT_FIELD,
  RUN_DELAY_BETWEEN_UTTERANCES_FIELD,
] as const;
export type WizardRunOptionField = (typeof WIZARD_RUN_OPTION_FIELDS)[number];
