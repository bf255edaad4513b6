/** Why a stability run's bound cannot be played, each naming its field (issue 30, bad input). */
export const STABILITY_PLAN_MESSAGES = {
  eitherBound: (iterationsField: string, durationField: string) =>
    `Give either ${iterationsField} or ${durationField}, not both.`,
  notPositiveWhole: (field: string) => `${field} must be a whole number greater than 0.`,
  notPositive: (field: string) => `${field} must be a number of minutes greater than 0.`,
  atMost: (field: string, max: number) => `${field} must be at most ${max}.`,
  noUtterances: (resourceId: string) =>
    `The stability run has no utterances: ${resourceId} lists none; generate the resource pack for its locale`,
} as const;

/** How a stability run's verdict and report word a device's utterance (issue 30). */
export const STABILITY_SCORE_MESSAGES = {
  /** What the run verdict's reason counts. */
  utterances: 'device utterances',
  passRate: (passRate: number, min: number) =>
    passRate >= min ? `pass rate ${passRate}%` : `pass rate ${passRate}%, below the ${min}% needed`,
  neverJudged: 'no attempt could be judged: offline, muted or unread at every one',
} as const;
