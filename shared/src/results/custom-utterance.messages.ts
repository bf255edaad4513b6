/** The four metrics of the custom-utterance view (doc 1 §2.8). */
export const CUSTOM_UTTERANCE_METRICS_LABELS = {
  currentUtterance: 'Current Utterance',
  totalUtteranceCount: 'Total Utterance Count',
  dutStatus: 'DUT Status',
  eta: 'ETA',
} as const;

/** The title of the custom-utterance table (doc 1 §2.8). */
export const CUSTOM_UTTERANCE_TABLE_TITLE = 'Utterance Data';

/** The columns of the 'Utterance Data' table (doc 1 §2.8). */
export const CUSTOM_UTTERANCE_COLUMNS = {
  utterance: 'Utterance',
  cloudResponse: 'Cloud Response',
  validationResult: 'Validation Result',
  expectedAsr: 'Expected ASR',
  expectedResponse: 'Expected Response',
} as const;
