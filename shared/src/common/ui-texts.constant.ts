/** Control names every screen shares; the wording is chosen. */
export const COMMON_UI_TEXTS = {
  /** The close button of an alert or notice the user may put away. */
  dismiss: 'Dismiss',
} as const;
