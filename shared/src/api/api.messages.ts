/**
 * Texts of the generic call errors (doc 1 §8, doc 2 §8). The spec names the
 * errors but shows no wording for them: these texts are chosen.
 */
export const API_MESSAGES = {
  /** Chosen: no signed-in session (or no environment), so nothing was sent. */
  sessionError: 'You are not signed in. Please sign in and retry.',
  /** Chosen: the request never got an answer (transport failure). */
  networkError: 'The service could not be reached. Please check your connection and retry.',
  /** Chosen: the service answered without data. */
  serverError: 'The service returned no data. Please retry after some time.',
  /** Chosen: a response whose body does not have the expected shape. */
  unexpectedResponse: 'The service returned an unexpected response.',
} as const;
