/**
 * Titles of the stability live view (doc 1 §2.10).
 */
export const STABILITY_TABLE_TITLES = {
  liveUtteranceResult: 'Live Utterance Result',
  summary: 'Ongoing Stability Test Summary',
} as const;

/**
 * Columns of the 'Live Utterance Result' table (doc 1 §2.10).
 */
export const STABILITY_LIVE_COLUMNS = {
  utterance: 'Utterance',
  deviceResponse: 'Device Response',
  responseIntent: 'Response Intent',
  utteranceResult: 'Utterance Result',
  deviceStatus: 'Device Status',
} as const;

/**
 * Columns of the 'Ongoing Stability Test Summary' table (doc 1 §2.10).
 */
export const STABILITY_SUMMARY_COLUMNS = {
  utterance: 'Utterance',
  totalAttempts: 'Total Attempts',
  passCount: 'Pass Count',
  failCount: 'Fail Count',
  offlineCount: 'Offline Count',
  passRate: 'Pass Rate',
} as const;

export const STABILITY_MESSAGES = {
  /** Shown when the run is time-bound (doc 1 §2.10). */
  elapsedTime: 'Elapsed Time',
  /** The warning on a pass rate below the minimum (doc 1 §8, doc 3 §8 paraphrase). */
  likelyToFail: (minPassRate: number) =>
    `This stability test is likely to fail unless the pass rate recovers above ${minPassRate}%.`,
} as const;

/** The stability live view's own texts (issue 30; chosen where doc 1 §2.10 shows none). */
export const STABILITY_VIEW_TEXTS = {
  /** A table of one device, named by its serial number. */
  tableOf: (title: string, deviceSerialNumber: string) => `${title}: ${deviceSerialNumber}`,
  device: (deviceSerialNumber: string) => `Device ${deviceSerialNumber}`,
  /** Utterance Result of an attempt, by its result status. */
  results: { SUCCESS: 'Passed', FAILURE: 'Failed', ERROR: 'Error' },
  notYet: '--',
  /** The offline device's tooltip (doc 1 §8: its wording is not shown). */
  offline: (count: number) =>
    `Device offline or muted: ${count} attempt${count === 1 ? '' : 's'} counted offline, not judged.`,
  /** The chart of each device's pass rate after each round, and its numbers as a table. */
  chartTitle: 'Pass rate over time',
  chartLoading: 'Loading the chart…',
  chartTable: 'Pass rate of each device after each round',
  round: 'Round',
  roundOf: (round: number) => `Round ${round}`,
  noRoundsYet: 'No round of the run played yet.',
} as const;
