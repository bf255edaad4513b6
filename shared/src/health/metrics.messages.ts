/** Answers of the cloud's /metrics (wording chosen). */
export const METRICS_MESSAGES = {
  /** No METRICS_TOKEN presented and not an address of METRICS_ALLOWED_SOURCES, or neither configured. */
  unauthorized:
    'The metrics need the METRICS_TOKEN as a bearer token, or a call from an address of METRICS_ALLOWED_SOURCES',
} as const;
