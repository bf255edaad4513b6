/**
 * Words that both the live run view and the families' result panels inside it
 * show (doc 1 §2.2 'Test Metrics', §2.4 'Question Played'; 'Start Time' and
 * 'Elapsed Time' chosen). They sit here, below both, so that a result panel's
 * texts say the same as the live metrics without reading the live feed's labels.
 */
export const RUN_VIEW_TEXTS = {
  testMetrics: 'Test Metrics',
  questionPlayed: 'Question Played',
  startTime: 'Start Time',
  elapsedTime: 'Elapsed Time',
} as const;
