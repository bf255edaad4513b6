/** Messages of the wizard's screens (doc 2 §2). */
export const WIZARD_MESSAGES = {
  /** Step 2 alert when the lab has fewer Pis than devices (doc 2 §2, §5). */
  labHasNoDevices: 'Lab does not have devices',
  /** Spinner text while a chosen lab's resources load (doc 2 §2). */
  loadingResources: 'Loading resources',
} as const;

/** Validation messages of test creation (doc 2 §5 'Test creation'). */
export const TEST_CREATION_MESSAGES = {
  invalidName: 'Name cannot be empty or have special characters',
  localeRequired: 'Please select a locale',
  emailNotificationNotSelected: 'Enable email notification not selected',
  scenarioTypeRequired: 'Please select a scenarioType',
  scenarioTypeInvalid: 'Please select a valid scenario type',
  invalidCategory: 'Invalid Category',
  noScenarioForCategory: (category: string) => `No scenario selected for the category ${category}`,
  invalidDeviceCategory: 'Invalid Device Category',
  noTestPlanForDeviceCategory: (deviceCategory: string) =>
    `No test plan selected for the device category ${deviceCategory}`,
  testSuiteRequired: 'TestSuite cannot be empty',
  labRequired: 'Please select lab id',
  missingLabMapping: 'Missing lab mapping',
  missingDeviceInformation: 'Missing device information',
  // Wording not shown in doc 2 §5: chosen.
  mappingCountMismatch: 'The mapped actors and devices must match the roles of the test suite',
  labLocked: 'The selected lab is locked and cannot be used',
  piNotConnected: 'The selected Pi is not connected',
  referenceMicConsentRequired: 'Please accept the reference mic recording notice to submit the test',
  /** How a category row's error shows (doc 2 §2 '{message} at index {n}'); the index is zero-based. */
  atIndex: (message: string, index: number) => `${message} at index ${index}`,
} as const;

/** Validation messages of the ACM lab configuration (doc 2 §5). */
export const ACM_MESSAGES = {
  accountsNotConfigured: 'Required accounts not configured to perfom test',
  customerIdRequired: 'Please select a customer id',
  devicesNotConfigured: 'All devices are not configured for this account',
  invalidDevicePiMapping: 'Please Select a valid Device and PI mapping',
  samePiForSeveralDevices: 'Same pi cannot be configured to multiple devices',
  sameCustomerIdForSeveralAccounts: 'Same customer id cannot be used across multiple accounts',
  sameDeviceOnSeveralPis: 'Same device cannot be configured to multiple pi',
  notEnoughDevices: (minimum: number) =>
    `This account does not have enough devices. The minimum number of devices required is ${minimum}`,
  labLacksPiConfigurations: 'Lab does not have required pi configurations to setup ACM test',
} as const;

/** Alerts when a list of the wizard fails to load (doc 2 §8). */
export const WIZARD_LIST_MESSAGES = {
  labs: 'Failed to fetch lab information',
  customerIds: 'Failed to fetch customer ids',
  pis: 'Failed to fetch pi information',
  devices: 'Failed to fetch devices list',
  scenarios: 'Failed to fetch scenarios',
  customScenarios: 'Failed to fetch custom scenarios',
  noDevicesForCustomer:
    'No Devices were found for the selected customer ID. Click Refresh to retry or click Add to enter DSN manually',
} as const;

/** Outcomes of submitting a run (doc 2 §8, doc 3 §8). */
export const SUBMISSION_MESSAGES = {
  requestFailed: 'Error submitting request to the AQT service!',
  serviceError: 'Error from AQT service!',
  sequencingFailed: 'Error sequencing the test. Please retry after sometime!',
  unexpected: 'Unexpected error during test submission. Please retry.',
  jobQueueFull: 'Too many jobs in job queue. Please remove one or more jobs from job queue and retry.',
  executionFailed: 'Failed to execute tests. Please retry again.',
  submitted: 'Tests have been submitted for execution successfully.',
} as const;

/**
 * The reference-mic recording consent notice that must be accepted on submit
 * (doc 2 §5, doc 3 §5). Its wording is not shown: chosen.
 */
export const REFERENCE_MIC_CONSENT_NOTICE = {
  title: 'Reference mic recording',
  body:
    'During this test a reference microphone in the lab records the audio played and the responses of ' +
    'the devices under test. The recordings are kept with the test results to validate them.',
  accept: 'I accept',
} as const;
