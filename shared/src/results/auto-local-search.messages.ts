/** Column labels of the auto local search utterance table (doc 1 §2.7). */
export const AUTO_LOCAL_SEARCH_COLUMNS = {
  utterance: 'Utterance',
  cloudResponse: 'Cloud Response',
  dutResponseStatus: 'DUT Response Status',
  refMicResponse: 'Reference Mic Response',
  transcribeStatus: 'Transcribe Status',
} as const;
export type AutoLocalSearchColumn = keyof typeof AUTO_LOCAL_SEARCH_COLUMNS;

/**
 * Shown above the table for assistants other than the provider's, whose
 * answers are recorded by the reference mic and transcribed (doc 1 §2.7: 'an
 * explanatory transcribe message', wording not shown). Chosen wording.
 */
export const AUTO_LOCAL_SEARCH_TRANSCRIBE_MESSAGE =
  "This device's responses are recorded by the reference mic and transcribed, since they cannot be read from the assistant's cloud. A response appears once its transcription is complete; Transcribe Status shows its progress.";
