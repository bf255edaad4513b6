/**
 * Titles of the stability live view (doc 1 §2.10).
 * @kept for the stability family: doc 1 §2.10 (stability live view), §5, §8
 */
export const STABILITY_TABLE_TITLES = {
  liveUtteranceResult: 'Live Utterance Result',
  summary: 'Ongoing Stability Test Summary',
} as const;

/**
 * Columns of the 'Live Utterance Result' table (doc 1 §2.10).
 * @kept for the stability family: doc 1 §2.10 (stability live view), §5, §8
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
 * @kept for the stability family: doc 1 §2.10 (stability live view), §5, §8
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
