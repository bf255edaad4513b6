/**
 * The four metrics of the custom-utterance view (doc 1 §2.8).
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export const CUSTOM_UTTERANCE_METRICS_LABELS = {
  currentUtterance: 'Current Utterance',
  totalUtteranceCount: 'Total Utterance Count',
  dutStatus: 'DUT Status',
  eta: 'ETA',
} as const;

/**
 * The title of the custom-utterance table (doc 1 §2.8).
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export const CUSTOM_UTTERANCE_TABLE_TITLE = 'Utterance Data';

/**
 * The columns of the 'Utterance Data' table (doc 1 §2.8).
 * @kept for the user-defined family: doc 1 §2.8 (custom-utterance view), §5 (its sync locations); doc 2 §4 (its result texts), §5 (the wake-word audio it plays), §9 (its utterance-map placements)
 */
export const CUSTOM_UTTERANCE_COLUMNS = {
  utterance: 'Utterance',
  cloudResponse: 'Cloud Response',
  validationResult: 'Validation Result',
  expectedAsr: 'Expected ASR',
  expectedResponse: 'Expected Response',
} as const;
