/**
 * Titles of the UPL live view (doc 1 §2.11).
 */
export const UPL_TABLE_TITLES = {
  summary: 'Ongoing UPL Test Summary',
  history: 'UPL Utterance History',
} as const;

/**
 * Columns of the 'Ongoing UPL Test Summary' table (doc 1 §2.11).
 */
export const UPL_SUMMARY_COLUMNS = {
  index: '#',
  utterance: 'Utterance',
  totalAttempts: 'Total Attempts',
  averageUpl: 'Average UPL (ms)',
  tp50: 'TP 50 (ms)',
  tp90: 'TP 90 (ms)',
  result: 'Result',
} as const;

/**
 * Columns of the 'UPL Utterance History' table (doc 1 §2.11).
 */
export const UPL_HISTORY_COLUMNS = {
  index: '#',
  domain: 'Domain',
  utterance: 'Utterance',
  deviceResponse: 'Device Response',
  transcribe: 'Transcribe',
  uplResult: 'UPL Result (ms)',
  deviceStatus: 'Device Status',
} as const;

export const UPL_MESSAGES = {
  /** A cell still processing, shown animated (doc 1 §2.11). */
  running: 'Running',
} as const;

/** The UPL live view's own texts (issue 30): its tables' names, and the chart of each utterance's latencies. */
export const UPL_VIEW_TEXTS = {
  /** The chart of the latencies measured of each utterance, attempt by attempt, and its numbers as a table. */
  chartTitle: 'UPL distribution per utterance',
  chartLoading: 'Loading the chart…',
  chartTable: 'UPL of each utterance, attempt by attempt (ms)',
  noLatencyYet: 'No latency measured yet.',
  utterance: 'Utterance',
  utteranceOf: (index: number) => `#${index}`,
  attemptOf: (attempt: number) => `Attempt ${attempt}`,
} as const;
