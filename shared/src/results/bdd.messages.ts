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

/** Texts of the BDD live run view's Test Info and Device Info tabs (doc 1 §2.14, §4.6; wording chosen). */
export const BDD_VIEW_TEXTS = {
  /** Beside the spinner while the run status is STARTING. */
  starting: 'Preparing the test',
  scenariosTitle: 'Scenarios',
  statementsTitle: 'Statements',
  statementsOf: (scenario: string) => `Statements of ${scenario}`,
  noScenariosYet: 'Waiting for the first scenario',
  noStatementsYet: 'No statements in this scenario yet',
  pageSize: 'Rows per page',
  showReport: (count: number) => `Show report (${count})`,
  hideReport: 'Hide report',
  reportOf: (statement: string) => `Report of ${statement}`,
  /** A report item reads 'name: value'. */
  reportItemName: (name: string) => `${name}:`,
  devicesTitle: 'Devices',
  noDevices: 'No devices in the job mapping',
  /** A device field or a response without a value. */
  emptyValue: '-',
  /** Above what the operator is asked to do, in the PAUSE modal. */
  pauseSteps: 'Steps',
  /** The answer to the PAUSE modal did not go through. */
  answerFailed: (error: string) => `The answer was not sent. ${error}`,
} as const;
