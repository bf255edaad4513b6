import { z } from 'zod';

/**
 * Live feeds arrive piece by piece as a run goes on, so every field is
 * optional and unknown fields are kept. Times: `startTime`, `testStartTime`
 * and `eta` are ISO 8601 timestamps; `elapsedTime`, `timeRemaining` and
 * `avgTestTime` are seconds; `latencyValue` is milliseconds (units chosen: the
 * spec does not show them).
 */
const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const timestamp = z.iso.datetime({ offset: true });
const seconds = z.number().nonnegative();

/** The voice robustness feed (doc 1 §3 'Enrollment feed'). */
export const liveEnrollmentFeedSchema = z.looseObject({
  currentTrainedVoice: z.string().optional(),
  activeNoise: z.string().optional(),
  /** Training rounds in all, and the current one. */
  totalNum: count.optional(),
  curNum: count.optional(),
  testStartTime: timestamp.optional(),
  startTime: timestamp.optional(),
  elapsedTime: seconds.optional(),
  uiAutomationStatus: z.string().optional(),
  completedCount: count.optional(),
  completedPercentage: percent.optional(),
});
export type LiveEnrollmentFeed = z.infer<typeof liveEnrollmentFeedSchema>;

/** A rate's score (doc 1 §3): 0 negative, 1 positive. */
const liveRateScoreSchema = z.union([z.literal(0), z.literal(1)]);
export type LiveRateScore = z.infer<typeof liveRateScoreSchema>;

/** The custom-utterance run's current result (doc 1 §3 'aqtUtteranceResult'). */
const liveAqtUtteranceResultSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  totalUtterancesCount: count.optional(),
  asrText: z.string().optional(),
  actualResponse: z.string().optional(),
  transcribeText: z.string().optional(),
  resultStatus: z.string().optional(),
  deviceOnlineStatus: z.string().optional(),
  expectedAsrTextPattern: z.string().optional(),
  expectedResponsePattern: z.string().optional(),
});

/** An auto local search case's statuses as testStats carries them (doc 1 §3 'testCases'). */
const liveTestCaseStatusSchema = z.looseObject({
  transcribeStatus: z.string().optional(),
  utteranceStatus: z.string().optional(),
});

/** An optional DUT's figures so far, scored on the same utterances as the DUT (chosen shape). */
const liveOptionalDutStatsSchema = z.looseObject({
  tag: z.string(),
  dsn: z.string(),
  deviceName: z.string().optional(),
  played: z.number().int().nonnegative(),
  heard: z.number().int().nonnegative(),
  responded: z.number().int().nonnegative(),
  frr: z.number().min(0).max(100).optional(),
  rar: z.number().min(0).max(100).optional(),
});
export type LiveOptionalDutStats = z.infer<typeof liveOptionalDutStatsSchema>;

/** A run's live statistics (doc 1 §3 'testStats'). */
export const liveTestStatsSchema = z.looseObject({
  /** Chosen: the optional DUTs' own figures, beside the DUT's. */
  optionalDuts: z.array(liveOptionalDutStatsSchema).optional(),
  /** The current utterance's number. */
  num: count.optional(),
  played: count.optional(),
  heard: count.optional(),
  responded: count.optional(),
  /** Utterances in all. */
  count: count.optional(),
  percentage: percent.optional(),
  frr: percent.optional(),
  rar: percent.optional(),
  har: percent.optional(),
  iar: percent.optional(),
  scoreFrr: liveRateScoreSchema.optional(),
  scoreRar: liveRateScoreSchema.optional(),
  scoreHar: liveRateScoreSchema.optional(),
  scoreIar: liveRateScoreSchema.optional(),
  status: z.string().optional(),
  timeRemaining: seconds.optional(),
  elapsedTime: seconds.optional(),
  startTime: timestamp.optional(),
  testType: z.string().optional(),
  /** Average seconds per utterance so far. */
  avgTestTime: seconds.optional(),
  eta: timestamp.optional(),
  scenarioType: z.string().optional(),
  labJobId: z.string().optional(),
  locationNoise: z.string().optional(),
  activeNoise: z.string().optional(),
  /** 'IAR' marks wake-up measurement (LIVE_MEASURE_TYPE_IAR). */
  measureType: z.string().optional(),
  measureTypeCustomPayload: z.unknown().optional(),
  currentTrainedVoice: z.string().optional(),
  currentUtteranceCount: count.optional(),
  latencyValue: z.number().nonnegative().optional(),
  /** Functional test cases; their shape belongs to the results domain. */
  functionalTestCases: z.array(z.unknown()).optional(),
  testCaseCategoryStatusMap: z.record(z.string(), z.string()).optional(),
  currentFunctionalTest: z.string().optional(),
  /**
   * Chosen names: the latest utterance of a functional run, as its summary grid
   * shows it (doc 1 §2.6 question played, DUT heard, cloud response).
   */
  questionPlayed: z.string().optional(),
  dutHeard: z.string().optional(),
  cloudResponse: z.string().optional(),
  utteranceValidationType: z.string().optional(),
  utteranceAttribute: z.string().optional(),
  refMicStatus: z.string().optional(),
  isProxyEnabled: z.boolean().optional(),
  is3PDAEnabled: z.boolean().optional(),
  androidDeviceIsConnected: z.boolean().optional(),
  enrollmentFeed: liveEnrollmentFeedSchema.optional(),
  aqtUtteranceResult: liveAqtUtteranceResultSchema.optional(),
  simulationOptions: z
    .looseObject({ testConfig: z.looseObject({ dutType: z.string().optional() }).optional() })
    .optional(),
  testCases: z.array(liveTestCaseStatusSchema).optional(),
  /** The suite's own payload (FAR, stability, UPL, security, BDD...); its shapes belong to the results domain. */
  payload: z.unknown().optional(),
});
export type LiveTestStats = z.infer<typeof liveTestStatsSchema>;
