/** How a UPL run's plan, verdict and report word what they find (issue 30). */
export const UPL_RUN_MESSAGES = {
  noUtterances: (resourceId: string) =>
    `The UPL run has no utterances: ${resourceId} lists none; generate the resource pack for its locale`,
  /** What the run verdict's reason counts. */
  utterances: 'utterances',
  tp90: (tp90: number, limit: number) =>
    tp90 <= limit ? `TP90 ${tp90} ms` : `TP90 ${tp90} ms, over the ${limit} ms allowed`,
  unanswered: (count: number, attempts: number) => `no answer at ${count} of ${attempts} attempts`,
  neverMeasured: 'no latency could be measured',
  /** Why an attempt's recording gives no latency, the device's doing or the room's. */
  problems: {
    'no-speech': 'the played speech was not found in the recording',
    'no-answer': 'no spoken answer in the recording',
    offline: 'the device was offline',
  },
  /** The live status line while an attempt plays, and once every attempt is stored. */
  playing: (attempt: number, attempts: number, utterance: string) =>
    `Measuring attempt ${attempt} of ${attempts}: '${utterance}'`,
  completed: 'UPL test completed',
  /** Why an attempt's recording gives no latency, as its error or the report says. */
  noRecording: (reason: string) => `The recording could not be made: ${reason}`,
  unreadable: (reason: string) => `The recording could not be read: ${reason}`,
} as const;

/** Why a UPL run's options cannot be played, naming the field (issue 30, bad input). */
export const UPL_PLAN_MESSAGES = {
  attemptsOutOfRange: (field: string, max: number) => `${field} must be a whole number from 1 to ${max}.`,
} as const;
