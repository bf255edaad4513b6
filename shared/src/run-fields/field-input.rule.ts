import { FIELD_MESSAGES } from './field.messages';
import {
  RUN_BUILD_INFO_FIELDS,
  RUN_DELAY_BETWEEN_UTTERANCES_FIELD,
  DELAY_BETWEEN_UTTERANCES_MAX,
  DELAY_BETWEEN_UTTERANCES_MIN,
  MAX_OPTIONAL_DUTS,
  RUN_FIELD_CHECK_EXEMPT_FIELDS,
  RUN_TEXT_MAX_LENGTH,
  RUN_TEST_NAME_FIELDS,
  RUN_UTTERANCE_COUNT_FIELD,
  UTTERANCE_COUNT_MAX,
  UTTERANCE_COUNT_MIN,
  defaultDelayBetweenUtterances,
} from './run-field-limits.constant';

/*
 * The run form's field checks (doc 2 §5 'Form input checks', doc 3 §5). Each
 * returns the message to show under the field, or undefined when it is fine.
 */

const ALLOWED_CHARACTERS = /^[A-Za-z0-9_-]+$/;
const ALPHANUMERIC = /[A-Za-z0-9]/;
// Something, an @, a domain with at least one dot; no spaces anywhere.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function checkCharacters(value: string): string | undefined {
  if (!ALLOWED_CHARACTERS.test(value)) return FIELD_MESSAGES.invalidCharacters;
  if (!ALPHANUMERIC.test(value)) return FIELD_MESSAGES.noAlphanumeric;
  return undefined;
}

/** Free text: letters, digits, underscore or hyphen, with at least one letter or digit. */
export function freeTextFieldError(value: string | undefined | null): string | undefined {
  if (!value?.trim()) return FIELD_MESSAGES.blank;
  return checkCharacters(value);
}

/** Build information allows a dot too: dots are removed before the free-text check (doc 2 §5). */
export function buildInfoFieldError(value: string | undefined | null): string | undefined {
  if (!value?.trim()) return FIELD_MESSAGES.blank;
  const withoutDots = value.replace(/\./g, '');
  return withoutDots ? checkCharacters(withoutDots) : FIELD_MESSAGES.noAlphanumeric;
}

/** A customer e-mail must look like an e-mail address (doc 2 §5). */
export function emailFieldError(value: string | undefined | null): string | undefined {
  return value && EMAIL.test(value.trim()) ? undefined : FIELD_MESSAGES.invalidEmail;
}

/** At most RUN_TEXT_MAX_LENGTH characters (doc 2 §5, doc 3 §9). */
export function textLengthFieldError(value: string, max: number = RUN_TEXT_MAX_LENGTH): string | undefined {
  return value.length > max ? FIELD_MESSAGES.tooLong : undefined;
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * Utterance count 1 to 60000 (doc 2 §5): zero or nothing asks for a non-zero
 * value; anything else outside the range, or not a whole number, is out of range.
 */
export function utteranceCountError(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || asNumber(value) === 0) {
    return FIELD_MESSAGES.utteranceCountZero;
  }
  const count = asNumber(value);
  const inRange = Number.isInteger(count) && count >= UTTERANCE_COUNT_MIN && count <= UTTERANCE_COUNT_MAX;
  return inRange ? undefined : FIELD_MESSAGES.outOfRange;
}

/** Delay between utterances 1 to 180 seconds (doc 2 §5, doc 3 §5); the spec gives no own message. */
export function delayBetweenUtterancesError(value: unknown): string | undefined {
  const delay = asNumber(value);
  const inRange =
    Number.isInteger(delay) && delay >= DELAY_BETWEEN_UTTERANCES_MIN && delay <= DELAY_BETWEEN_UTTERANCES_MAX;
  return inRange ? undefined : FIELD_MESSAGES.outOfRange;
}

/**
 * The delay between utterances a run plays, in seconds (doc 3 §5 'Default 1;
 * 0 for non-custom'): a custom run's own delay when it gives one in range
 * (1 to 180), else the default of 1; a non-custom run's is 0, whatever it
 * gives, as nobody sets it.
 *
 * The default belongs to this one pure rule rather than to the wizard or the
 * runner, because three places meet it: the wizard starts its delay field at
 * it, the job a run becomes records it (newRunJob, so a run submitted through
 * the API without a delay is stored with the one it will play), and the runner
 * reads the job's delay through it again (jobDelayBetweenUtterances, so a job
 * stored before jobs recorded one plays the same default). Each with a default
 * of its own would drift apart, as the runner's 0 for an absent delay did.
 */
export function runDelayBetweenUtterances(custom: boolean, given?: unknown): number {
  if (!custom) return defaultDelayBetweenUtterances(false);
  return delayBetweenUtterancesError(given) ? defaultDelayBetweenUtterances(true) : asNumber(given);
}

/** At most four optional DUTs (doc 2 §5, doc 3 §5). */
export function optionalDutCountError(count: number): string | undefined {
  return count > MAX_OPTIONAL_DUTS ? FIELD_MESSAGES.tooManyOptionalDuts : undefined;
}

/** The DSNs chosen more than once, each once; blanks are ignored (doc 2 §5 'Duplicate DSN'). */
export function duplicateDsns(dsns: readonly (string | undefined | null)[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const dsn of dsns) {
    const value = dsn?.trim();
    if (!value) continue;
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  return [...duplicates];
}

export function duplicateDsnError(dsns: readonly (string | undefined | null)[]): string | undefined {
  return duplicateDsns(dsns).length ? FIELD_MESSAGES.duplicateDsn : undefined;
}

/** A DSN must be chosen, and be one of the customer's devices when their list is known. */
export function dsnSelectionError(
  dsn: string | undefined | null,
  knownDsns?: readonly string[],
): string | undefined {
  const value = dsn?.trim();
  if (!value) return FIELD_MESSAGES.invalidDsn;
  if (knownDsns && !knownDsns.includes(value)) return FIELD_MESSAGES.invalidDsn;
  return undefined;
}

/** Firmware info is required, and is build information (a dot allowed). */
export function firmwareFieldError(value: string | undefined | null): string | undefined {
  if (!value?.trim()) return FIELD_MESSAGES.firmwareRequired;
  return buildInfoFieldError(value);
}

const EXEMPT: readonly string[] = RUN_FIELD_CHECK_EXEMPT_FIELDS;
const BUILD_INFO: readonly string[] = RUN_BUILD_INFO_FIELDS;
const TEST_NAMES: readonly string[] = RUN_TEST_NAME_FIELDS;

export function isRunFieldExempt(field: string): boolean {
  return EXEMPT.includes(field);
}

export interface RunFieldCheckOptions {
  /**
   * Whether the run is a custom one. A non-custom run's delay between
   * utterances is fixed at 0 (doc 3 §5), so it is not range-checked.
   */
  readonly custom?: boolean;
}

/** The check of one run field by its name; undefined for a field no check applies to. */
export function runFieldError(
  field: string,
  value: unknown,
  options: RunFieldCheckOptions = {},
): string | undefined {
  if (isRunFieldExempt(field)) return undefined;
  if (field === RUN_UTTERANCE_COUNT_FIELD) return utteranceCountError(value);
  if (field === RUN_DELAY_BETWEEN_UTTERANCES_FIELD) {
    return options.custom === false ? undefined : delayBetweenUtterancesError(value);
  }
  if (typeof value !== 'string') return undefined;
  if (/email/i.test(field)) return emailFieldError(value);
  if (BUILD_INFO.includes(field)) return buildInfoFieldError(value);
  const error = freeTextFieldError(value);
  if (error || !TEST_NAMES.includes(field)) return error;
  return textLengthFieldError(value);
}

/**
 * Every field error of a run's form values, keyed by field (doc 2 §5): text
 * fields by the free-text, e-mail or build-info rule, test names also by
 * length, the utterance count and delay by range; exempt fields are skipped.
 */
export function runFieldErrors(
  fields: Readonly<Record<string, unknown>>,
  options: RunFieldCheckOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const error = runFieldError(field, value, options);
    if (error) errors[field] = error;
  }
  return errors;
}
