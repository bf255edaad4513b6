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
} as const;
