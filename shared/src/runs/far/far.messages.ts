/** Why an AC_FAR_CUSTOM run's length or chunks cannot be played, each naming its field (issue 30, bad input). */
export const FAR_PLAN_MESSAGES = {
  notPositive: (field: string) => `${field} must be a number of minutes greater than 0.`,
  tooLong: (field: string, maxMinutes: number) => `${field} must be at most ${maxMinutes} minutes.`,
  chunkLongerThanRun: (chunkField: string, durationField: string) =>
    `${chunkField} must not be longer than ${durationField}.`,
  tooManyChunks: (chunkField: string, max: number) =>
    `${chunkField} is too short: the run would be cut into more than ${max} chunks.`,
} as const;

/** How a FAR run's verdict and report word a device (issue 30). */
export const FAR_SCORE_MESSAGES = {
  /** The devices judged: 'devices' in the run verdict's reason. */
  devices: 'devices',
  tooManyWakes: (falseWakes: number, allowed: number) =>
    `${falseWakes} false wakes, more than the ${allowed} allowed`,
  withinLimit: (falseWakes: number, allowed: number) => `${falseWakes} of ${allowed} false wakes allowed`,
  offlineAtChecks: (offline: number, checks: number) =>
    `offline or muted at ${offline} of ${checks} device checks`,
} as const;
