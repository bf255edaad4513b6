/** How long a live view shows its spinner before a message replaces it, in ms (doc 1 §2.17, §9). */
export const LIVE_LOADING_SPINNER_MAX_MS = 10_000;

/** The elapsed-seconds counter of a live view ticks once a second (doc 1 §2.4, §9). */
export const LIVE_ELAPSED_TICK_MS = 1_000;

/**
 * The maximum wait for reference-mic and data messages: doc 3 §9 gives
 * 'Maximum wait time: 2' without a unit, and doc 1 §2.4 compares it with the
 * elapsed seconds of the run. Read as 2 minutes: a reference mic reports after
 * the run's set-up, which takes far longer than 2 seconds, so 2 seconds would
 * call every healthy mic offline at the start of every run.
 */
const LIVE_MAX_WAIT_MINUTES = 2;
export const LIVE_MAX_WAIT_SECONDS = LIVE_MAX_WAIT_MINUTES * 60;

/**
 * The reference mic's status as testStats.refMicStatus carries it (doc 1 §2.4,
 * §3; the values are not shown, chosen): online while its recordings come in,
 * offline when the Pi could not record, unknown before its first recording.
 * Case is ignored on reading.
 */
export const LIVE_REF_MIC_STATUSES = {
  online: 'online',
  offline: 'offline',
  unknown: 'unknown',
} as const;
export type LiveRefMicStatus = (typeof LIVE_REF_MIC_STATUSES)[keyof typeof LIVE_REF_MIC_STATUSES];

/**
 * How often the FAR, stability, security and UPL views refresh their
 * progress, in ms. Not shown in the spec (doc 1 §9): chosen to match the lab
 * status push cadence of a few seconds without loading the server.
 */
export const LIVE_PROGRESS_REFRESH_INTERVAL_MS = 5_000;

/** Far-type tests take one day; their ETA counts down from it (doc 1 §2.4, §9). */
export const LIVE_FAR_TEST_DURATION_SECONDS = 24 * 60 * 60;

/** Progress bar width of a queued or just started job, in % (doc 1 §4.1; doc 3 §9 'Progress bar widths: 5, 10, 100'). */
export const LIVE_PROGRESS_BAR_QUEUED_PERCENT = 5;

/** Where the bar of a job in progress starts, in % (doc 1 §4.1: 10 + 0.8 x progress). */
export const LIVE_PROGRESS_BAR_IN_PROGRESS_BASE_PERCENT = 10;

/** How much of the bar the progress of a job in progress fills (doc 1 §4.1: 10 + 0.8 x progress). */
export const LIVE_PROGRESS_BAR_IN_PROGRESS_SCALE = 0.8;

/** Progress bar width of a completed job, in % (doc 1 §4.1). */
export const LIVE_PROGRESS_BAR_COMPLETED_PERCENT = 100;

/** The sliver a FAR bar shows at 0% progress, so the bar is visibly there (doc 1 §4.1). */
export const LIVE_PROGRESS_BAR_FAR_SLIVER_PERCENT = 0.3;

/** The measure type that turns 'DUT Heard' into 'DUT Wake up' for trained mobile (doc 1 §2.4, §9). */
export const LIVE_MEASURE_TYPE_IAR = 'IAR';

/**
 * Targets behind the 0/1 scores of testStats (doc 1 §3: 0 negative, 1
 * positive). Not shown in the spec: chosen as the usual far-field
 * certification targets, at most 10% false rejections and at least 90% of
 * utterances heard, woken on or answered, in line with the 90% stability
 * pass rate of doc 1 §9.
 */
export const LIVE_FRR_MAX_PERCENT = 10;
export const LIVE_RAR_MIN_PERCENT = 90;
export const LIVE_HAR_MIN_PERCENT = 90;
export const LIVE_IAR_MIN_PERCENT = 90;

/** Running tests per page of the card list (doc 1 §2.1). Not shown: chosen. */
export const LIVE_RUNS_PAGE_SIZE = 10;

/** The Socket.IO namespace of every live socket (ARCHITECTURE.md, Live socket). */
export const LIVE_SOCKET_NAMESPACE = '/live';

/** The `request` of the lab status socket's query (doc 1 §7). */
export const LIVE_LAB_STATUS_REQUEST = 'labLiveStatus';

/** The Socket.IO path on the cloud's HTTP port (the library's default). */
export const LIVE_SOCKET_PATH = '/socket.io';

/**
 * The key of the lab status socket's stateChange pushes, whose data is the
 * AutoSyncPushData of the lab's Pis (doc 1 §7: the key is not shown; chosen
 * as the request's own name).
 */
export const LIVE_LAB_STATUS_KEY = LIVE_LAB_STATUS_REQUEST;

/** Why a live socket is refused (chosen wording). */
export const LIVE_SOCKET_REFUSALS = {
  invalidQuery: 'The live socket query is invalid',
  unauthorized: 'Your session has expired. Please log in again.',
  labNotFound: 'Lab not found',
  jobNotFound: 'Job not found',
} as const;

/**
 * Why an admitted job feed fails (chosen wording): sent with the socket's
 * error event, which the console shows as 'Error in connection to Job!'
 * (doc 1 §4.4). The socket stays open: later changes still arrive.
 */
export const LIVE_SOCKET_FEED_ERRORS = {
  snapshotUnreadable: "The job's live data could not be read; new changes will still be shown",
} as const;

/** Events of the job feed socket (doc 1 §4.4, §7). */
export const LIVE_SOCKET_EVENTS = {
  connect: 'connect',
  connectFailed: 'connect_failed',
  error: 'error',
  stateChange: 'stateChange',
  disconnect: 'disconnect',
} as const;

/**
 * The test status strings a live feed carries (doc 1 §4.1 'Test status
 * strings seen'): completed and canceled show different messages.
 */
export const LIVE_TEST_STATUSES = {
  queued: 'queued',
  autoSync: 'auto-sync of resources in progress',
  completed: 'completed',
  canceled: 'canceled',
  processing: 'processing',
  retrieving: 'retrieving',
} as const;
export type LiveTestStatus = (typeof LIVE_TEST_STATUSES)[keyof typeof LIVE_TEST_STATUSES];

/** The known status a raw test status string stands for, ignoring case and spacing; undefined otherwise. */
export function liveTestStatusOf(raw: string | undefined | null): LiveTestStatus | undefined {
  if (!raw) return undefined;
  const wanted = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.values(LIVE_TEST_STATUSES).find((status) => status === wanted);
}

/** The query parameter that opens Live Runs filtered to one job (the run list links a run by it). */
export const LIVE_RUNS_JOB_PARAM = 'job';
