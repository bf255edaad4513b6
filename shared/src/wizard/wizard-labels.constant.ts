/**
 * Labels of the Test Center wizard (doc 2 §2). Labels quoted in the spec are
 * kept verbatim; the others are chosen.
 */
export const WIZARD_BUTTONS = {
  cancel: 'Cancel',
  proceed: 'Proceed',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  edit: 'Edit',
  add: 'Add',
  remove: 'Remove',
  refresh: 'Refresh',
} as const;

export const WIZARD_LABELS = {
  // Initial screen; chosen.
  suite: 'Test suite',
  suiteFilter: 'Filter suites',
  /** The empty first choice of every select. */
  noChoice: '—',
  /** The step buttons' navigation. */
  steps: 'Wizard steps',
  // Step 1, general info; 'enable email notification' is quoted, the others chosen.
  generalInfo: 'General info',
  testName: 'Test name',
  locale: 'Locale',
  enableEmailNotification: 'enable email notification',
  scenarioSelection: 'Scenario selection',
  category: 'Category',
  runOptions: 'Run options',
  utteranceCount: 'Utterance count',
  delayBetweenUtterances: 'Delay between utterances (s)',
  scenarios: 'Scenarios',
  // WWA step 1; chosen apart from the attribute names.
  deviceCategory: 'Device category',
  testPlan: 'Test plan',
  dimmable: 'dimmable',
  irBlasters: 'irBlasters',
  // Step 2.
  lab: 'Lab',
  thingConfiguration: 'Thing Configuration',
  deviceConfigurations: 'Device Configurations',
  customerId: 'Customer ID',
  device: 'Device',
  pi: 'Pi',
  /** A DSN typed in when the customer's list lacks the device. */
  manualDsn: 'Device serial number',
  firmware: 'Firmware',
  account: (index: number) => `Account ${index + 1}`,
  optionalDuts: 'Optional DUTs',
  optionalDut: (index: number) => `Optional DUT ${index + 1}`,
  // Step 3; chosen.
  emailNotification: 'Email notification',
  scenarioType: 'Scenario type',
  deviceAttributes: 'Device attributes',
  mapping: 'Mapping',
  dsn: 'Serial number',
  deviceName: 'Device name',
  role: 'Role',
  accountColumn: 'Account',
  /** An ACM device's tag in the run's mapping (DUT, A1D2 ...). */
  tag: 'Tag',
  /** An ACM device's firmware as the run sends it (its buildInfo). */
  build: 'Build',
  yes: 'Yes',
  no: 'No',
} as const;

/** The breadcrumb of the run list (doc 2 §2, doc 3 §2). */
export const NEW_RUN_BREADCRUMB_LABEL = 'New run';
