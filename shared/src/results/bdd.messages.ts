/** Columns of the Scenarios table (doc 1 §2.14; labels chosen). */
export const BDD_SCENARIO_COLUMNS = {
  name: 'Scenario',
  state: 'Status',
} as const;

/** Columns of the Statements table: name, Response, status (doc 1 §2.14). */
export const BDD_STATEMENT_COLUMNS = {
  statement: 'Statement',
  response: 'Response',
  state: 'Status',
} as const;

/** Fields of a device card in Device Info (doc 1 §2.14). */
export const BDD_DEVICE_FIELDS = {
  customerId: 'Customer Id',
  dsn: 'Device Serial No',
  amazonId: 'Amazon Id',
  deviceName: 'Device Name',
} as const;

export const BDD_MESSAGES = {
  /** The PAUSE modal (doc 1 §4.6). */
  pauseTitle: 'Following steps need be completed before continuing test',
  pauseQuestion: 'Are you sure you complete all steps?',
  confirm: 'Confirm',
  cancel: 'Cancel',
  /** Shown when the run status is SUCCEEDED (doc 1 §4.6). */
  testCompleted: 'Test Completed',
  /** A report value that is an http or https URL (doc 1 §5). */
  downloadRecording: 'Download recording',
} as const;
