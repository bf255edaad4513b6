/**
 * A Pi's status (doc 2 §4): unknown until its first ping answers (shown as a
 * spinner), then online, offline or error. Doc 1 §3 reports online, offline or error.
 */
export const PI_STATUSES = ['unknown', 'online', 'offline', 'error'] as const;
export type PiStatus = (typeof PI_STATUSES)[number];

/** A Pi's ping state: its status, or busy while a ping is on its way (doc 2 §4). */
export const PI_PING_STATES = ['busy', ...PI_STATUSES] as const;
export type PiPingState = (typeof PI_PING_STATES)[number];

/** The state of one lab control on one Pi (update, stop, calibrate) in the console (doc 2 §3). */
export const PI_ACTION_STATES = ['idle', 'busy', 'success', 'error'] as const;
export type PiActionState = (typeof PI_ACTION_STATES)[number];

/**
 * A Pi's download status as the lab screen tracks it (doc 3 §4 Download states).
 * 'Timeout' keeps the spec's spelling. The resource sync reports it too (its
 * `sync_inprogress.status`), and reads it from here: a Pi's state is the lab's.
 */
export const DOWNLOAD_STATES = [
  'initial',
  'start',
  'inprogress',
  'complete',
  'Timeout',
  'error',
  'failed',
] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];
