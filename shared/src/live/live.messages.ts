/**
 * Texts of the Live Runs page (doc 1 §2.1). Its error and empty states use
 * JOB_MESSAGES (cannotRetrieveJobs, noJobs, noLabsForAccount), and its
 * terminate and resume texts JOB_TERMINATION_MESSAGES and JOB_RESUME_MESSAGES.
 */
export const LIVE_RUNS_TEXTS = {
  /** The card-list variant's title. */
  runningTestsTitle: 'Running Tests',
  terminate: 'Terminate',
  resume: 'Resume',
  /** The confirmation modal's buttons. */
  cancel: 'Cancel',
  ok: 'Ok',
  /** Not shown in the spec (chosen): the confirmation modals' titles. */
  terminateConfirmTitle: 'Terminate Test',
  resumeConfirmTitle: 'Resume Test',
  /** Not shown in the spec (chosen): the card list's loading state, filter and no-match texts. */
  loading: 'Loading running tests ...',
  filterPlaceholder: 'Find running tests',
  noMatch: 'No running tests match the filter',
  /** Not shown in the spec (chosen): the list's controls and each card's facts. */
  filterLabel: 'Filter running tests',
  reload: 'Reload',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lab: 'Lab',
  owner: 'Owner',
  created: 'Created',
  progressOf: (testName: string) => `Progress of ${testName}`,
  /** The recent utterances under the metrics, newest first. */
  recentUtterances: 'Recent utterances',
  utteranceStatus: 'Result',
  dutHeard: 'DUT Heard',
  dutResponded: 'DUT Responded',
  noUtterancesYet: 'No utterance has been played yet.',
  /** The resource sync panel of a run's details and its auto-sync view (doc 1 §2.16). */
  resourceSync: 'Resource Sync',
  syncDetailsOnLabs: "Each Pi's sync in detail is on the Labs page",
  /** The panel of a run that downloaded nothing to its Pis (wording chosen). */
  noRunSync: 'No resource download for this run: its Pis held what it plays, or it has not started yet.',
} as const;

/** The job feed socket's errors (doc 1 §4.4, §8). */
export const LIVE_SOCKET_MESSAGES = {
  connectFailed: 'Connection to Job failed!',
  error: 'Error in connection to Job!',
} as const;

/**
 * What replaces the spinner after LIVE_LOADING_SPINNER_MAX_MS (doc 1 §2.17:
 * retrieving data, job queued, or auto-sync in progress). The wording is not
 * shown in the spec: chosen in the style of doc 1 §8's progress messages.
 */
export const LIVE_LOADING_MESSAGES = {
  retrievingData: 'Retrieving data ...',
  jobQueued: 'Test is queued. It will start once the lab is free.',
  autoSyncInProgress:
    'Auto-sync of resources in progress. The test will start once the resources are downloaded.',
} as const;

/** Completed and canceled runs show different messages (doc 1 §4.1); the wording is not shown: chosen. */
export const LIVE_END_MESSAGES = {
  completed: 'Test has completed.',
  canceled: 'Test has been canceled.',
} as const;

/** The progress header (doc 1 §2.3). */
export const LIVE_PROGRESS_TEXTS = {
  started: 'Started',
  completed: 'Completed',
  queued: 'Queued',
  inProgress: 'In Progress',
  inProgressPercent: (percent: number) => `In Progress (${percent}%)`,
  /** A canceled run's last step and label, in place of 'Completed' and 'In Progress (100%)' (doc 1 §4.1). */
  canceled: 'Canceled',
  /** An auto-sync state's own text (doc 1 §2.3), as the test status string reads (doc 1 §4.1). */
  autoSync: 'Auto-sync of resources in progress',
} as const;
