import { SYNC_MESSAGES } from '../sync/sync.messages';
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

/**
 * 'Select at least one ...' errors (doc 2 §5, doc 3 §5: location, test case,
 * option, test type, category, lock type, trainer and noise). Wording not
 * shown: chosen.
 */
export const SELECTION_REQUIRED_MESSAGES = {
  // The same check as a sync's (doc 1 §5), so the same words.
  location: SYNC_MESSAGES.selectLocation,
  testCase: 'Please select at least one test case',
  option: 'Please select at least one option',
  testType: 'Please select at least one test type',
  category: 'Please select at least one category',
  lockType: 'Please select at least one lock type',
  trainer: 'Please select at least one trainer',
  noise: 'Please select at least one noise',
} as const;
export type RunSelectionKind = keyof typeof SELECTION_REQUIRED_MESSAGES;
