/** The not-found view of doc 3 §2: any path without a screen. */
export const NOT_FOUND_MESSAGES = {
  title: '404 - Page Not Found',
  action: 'Go to New Run Page',
} as const;
