/** Messages of the Test Library and its create, update and delete flow (doc 2 §8). */
export const UDT_MESSAGES = {
  listFailed: 'Error loading custom tests',
  createFailed: { title: 'User Defined Test Creation', message: 'Unable to create user defined test!' },
  created: { title: 'User Defined Test Creation', message: 'Successfully created!' },
  updateFailed: { title: 'User Defined Test Update', message: 'Unable to update this test at the moment.' },
  updated: { title: 'User Defined Test Update', message: 'Successfully updated!' },
  deleteConfirm: { title: 'Confirm Remove', message: 'Do you want to delete the test ?' },
  deleteFailed: { title: 'Remove Status', message: 'Removing test failed.' },
  validationDetailsUnavailable: 'Validation details not available',
} as const;

/**
 * Messages of the User Defined Test wizard's checks, combined in one alert
 * (doc 2 §5). Where the spec describes a rule without quoting its message the
 * wording is chosen, close to the spec's own sentence.
 */
export const UDT_VALIDATION_MESSAGES = {
  title: 'Validation Result',
  success: 'Validation successful',
  nameRequired: 'User defined test name is required',
  /** Under the Scenario Name field. */
  nameFieldRequired: 'Test name is required',
  transcriptHasErrors: 'Transcript Files has errors. Please fix it and upload the file.',
  // Chosen wordings.
  definitionFileRequired: 'A .csv file with the test definition sequence is required',
  audioArchiveRequired: 'A .zip file of test audio files is required',
  wakeWordRequired: 'Wake word and wake word delay must be defined for speech auto-synthesis',
  localeRequired: 'A locale must be selected for speech auto-synthesis',
  noisePiSameAsSpeechPi: 'Noise Pi must be different from speech Pi',
  noiseLocationAndFile: 'Noise location and noise file must both be selected or both be left empty',
} as const;

/** Errors of the test definition CSV (doc 2 §5 'CSV checks'). */
export const UDT_CSV_MESSAGES = {
  fileEmpty: 'File is empty',
  fileTooBig: 'File too Big, please select a file less than 4MB',
  /** A row that cannot be read as a list of fields, e.g. a broken quote. */
  notAList: 'CSV_VALIDATION_ERROR',
  mandatoryFieldsMissing: 'Mandatory fields are missing',
  tooManyFields: 'Number of fields should not be more than 10',
  /** One line of the read-only error area, 'Line No and error type' (doc 2 §5); the layout is chosen. */
  lineError: (lineNo: number, errorType: string) => `Line No: ${lineNo}, Error: ${errorType}`,
} as const;
