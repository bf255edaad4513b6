import { JOB_TERMINATION_MAX_MINUTES } from './job.constant';

/**
 * Texts of the job list and its calls (doc 1 §7, §8; doc 3 §5, §8). Quoted
 * strings are user-facing contracts and stay verbatim.
 */
export const JOB_MESSAGES = {
  /** doc 3 §8: the empty state of the running-tests card list. */
  noJobs: 'No jobs available!',
  /** doc 1 §7: GET jobs failed; the reason follows in the style of the other call failures. */
  cannotRetrieveJobs: (reason?: string) =>
    reason ? `Cannot retrieve jobs at this time. ${reason}` : 'Cannot retrieve jobs at this time',
  /** doc 1 §8: shown with its warning when there are no jobs. */
  noLabsForAccount: 'No labs can be retrieved for the account',
  noLabsForAccountWarning: 'Please make sure there are labs associated with the account.',
  /** doc 3 §8. */
  reportDownloadFailed: 'Report cannot be downloaded at this time!',
  /** doc 3 §5. */
  fromDateAfterToDate: 'From date cannot be greater than To date',
  /** Not shown in the spec (chosen): a date filter that cannot be read. */
  invalidDate: (which: 'From' | 'To') => `${which} date is not a valid date`,
} as const;

/** Terminating a job (doc 1 §2.1, §4.2, §7). */
export const JOB_TERMINATION_MESSAGES = {
  confirm: 'Do you want to terminate the test?',
  /** Not shown in the spec (chosen): the loading state after confirming. */
  submitting: 'Submitting test cancellation request ...',
  submitted: `Test cancellation request submitted. It will take up to ${JOB_TERMINATION_MAX_MINUTES} minutes for test termination!`,
  /** The title of the failure alert. */
  statusTitle: 'Termination Status',
  failed: (error: string) => `Test cancellation submission failed. ${error}`,
  /** A trained mobile run that lost its Android device (doc 1 §4.2). */
  terminatedTitle: 'Test has been Terminated',
  androidNotConnected:
    'It seems Android device is either offline or not connected. Please reconnect the device and resubmit the test from the New Run page.',
} as const;

/** Pausing and resuming a job (doc 1 §4.2, §7). */
export const JOB_RESUME_MESSAGES = {
  pausedForManualTraining:
    'Test has been paused for the training, click on the Resume button to continue the test once training is completed',
  pausedForAutomaticTraining:
    'Test is paused as Mobile Voice training is in progress ... It may take a few minutes to complete the training.',
  confirm: 'Do you want to resume the test ?',
  /** Not shown in the spec (chosen): the loading state after confirming. */
  submitting: 'Submitting resume request ...',
  /** The title of the failure alert. */
  statusTitle: 'Resume Status',
  failed: (error: string) => `Resuming test case failed. ${error}`,
} as const;

/** Refusals of POST /api/jobs beyond the wizard's checks (chosen wording). */
export const NEW_JOB_MESSAGES = {
  noScenarioTypes: (suite: string) =>
    `There is no standard run of the ${suite} suite; choose CUSTOM and its scenario types`,
  notRunnable: (scenarioType: string) => `Scenario type ${scenarioType} cannot be run by this lab yet`,
  unknownPi: (role: string) => `The Pi mapped to ${role} is not in the selected lab`,
  /** A position the run plays from where the lab has no Pi (its label, e.g. '0.9 m 30 deg'). */
  noPiAt: (lab: string, position: string) => `Lab ${lab} has no Pi at ${position}, where this run plays from`,
  /** A position a run chose for a scenario type that the type is not played from (its label). */
  placementNotPlayed: (scenarioType: string, position: string, offered: string) =>
    `Scenario type ${scenarioType} cannot be played at ${position}: it plays from ${offered}`,
  /** A scenario type that does not play from where the Pi mapped to the Speaker stands (labels). */
  speakerNotThere: (scenarioType: string, speakerAt: string, offered: string) =>
    `Scenario type ${scenarioType} plays from ${offered}, not from ${speakerAt} where the Speaker's Pi stands: map a Speaker there or choose its positions in a CUSTOM run`,
  suiteNotAllowed: (suite: string) => `The ${suite} suite is not allowed for your company's customers`,
  notRunnableWwa: 'WWA runs cannot be run by this lab yet: it has no virtual smart-home devices to certify',
  notRunnableUdt: (test: string) =>
    `User defined test ${test} cannot be run by this lab yet: it has no runner for user-defined tests`,
  notRunnableAcm: (scenario: string) => `ACM scenario ${scenario} cannot be run by this lab yet`,
  /** A locale the catalogue offers but the lab cannot speak yet (PLAYING_LOCALES). */
  localeNotPlayed: (locale: string) =>
    `Locale ${locale} cannot be run by this lab yet: its utterances cannot be played and understood here`,
  /** Scenario types of two families (e.g. trained mobile and mobile functional) in one run. */
  mixedFamilies: (first: string, other: string) =>
    `${first} and ${other} are different kinds of test and cannot be run together: submit them as two runs`,
  /** A device the device cloud does not list under its customer id (an ACM account's, an optional DUT). */
  unknownDevice: (dsn: string, customerId: string) =>
    `Device ${dsn} is not registered under customer id ${customerId}`,
  /** A device whose type neither the mapping nor the device cloud tells (the runner finds what it heard by it). */
  unknownDeviceType: (dsn: string) => `Device ${dsn} has no device type: map it with its type`,
  /** A device no Pi of the chosen lab stands beside (by the devices its Pis report): it would hear nothing. */
  deviceNotInLab: (dsn: string, labName: string) =>
    `Device ${dsn} is not in lab ${labName}: no Pi of the lab stands beside it`,
} as const;

/**
 * What a run is accepted with but plays otherwise than its mapping might say
 * (chosen wording, issue 29): shown by the wizard before the submit.
 */
export const NEW_JOB_WARNINGS = {
  /**
   * A scenario type of a run of several, chosen no positions for, that does
   * not play where the Speaker's Pi stands: it plays from its own (labels).
   */
  playsElsewhere: (scenarioType: string, speakerAt: string, positions: string) =>
    `${scenarioType} does not play at ${speakerAt}; it will play from ${positions}`,
} as const;

/** Why a run that was admitted ended before its last step (chosen wording: the spec shows none). */
export const RUN_END_MESSAGES = {
  /** A step past its deadline: a Pi or a device that stopped answering holds no run for long. */
  stepTimedOut: (step: string, budgetMs: number) =>
    `Step ${step} did not end within ${Math.ceil(budgetMs / 1000)} s, the longest it may take`,
} as const;
