import { MAX_OPTIONAL_DUTS } from './run-field-limits.constant';

/**
 * Messages of the run form's field checks (doc 2 §5 'Form input checks'),
 * the same set doc 3 §5 lists as 'Field messages'. Where the spec says the
 * wording is not shown, the text is chosen and marked so.
 */
export const FIELD_MESSAGES = {
  blank: 'Field cannot be blank. Allowed characters - Alphanumeric, Hyphen (-) and Underscore (_)',
  invalidCharacters: 'Invalid input. Allowed characters are Alphanumeric, Hyphen (-), Underscore (_)',
  noAlphanumeric: 'Invalid Input. Input should contain at least one Alphanumeric character',
  invalidEmail: 'Invalid input. Please enter a valid email address.',
  tooLong: 'Value cannot exceed more than 30 characters.',
  utteranceCountZero: 'Invalid/ out of range value for utterances. Please provide non-zero value.',
  outOfRange: 'Invalid/ out of range input.',
  // Wording not shown in the spec (doc 2 §5, doc 3 §5): chosen.
  duplicateDsn: 'Duplicate DSN. A device can be selected only once.',
  invalidDsn: 'Please select a valid DSN',
  firmwareRequired: 'Please enter the firmware info',
  tooManyOptionalDuts: `No more than ${MAX_OPTIONAL_DUTS} optional DUTs can be added.`,
} as const;
