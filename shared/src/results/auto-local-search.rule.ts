import { isProviderAssistant } from '../devices';
import {
  AUTO_LOCAL_SEARCH_COLUMNS,
  AUTO_LOCAL_SEARCH_TRANSCRIBE_MESSAGE,
  type AutoLocalSearchColumn,
} from './auto-local-search.messages';
import { type AutoLocalSearchTestCase } from './auto-local-search.schema';

export interface AutoLocalSearchColumnSpec {
  readonly key: AutoLocalSearchColumn;
  readonly label: string;
  /** The test-case field the column shows. */
  readonly field: keyof AutoLocalSearchTestCase;
}

export interface AutoLocalSearchTableLayout {
  readonly columns: readonly AutoLocalSearchColumnSpec[];
  /** The explanatory transcribe message, for other assistants only. */
  readonly notice?: string;
}

const column = (
  key: AutoLocalSearchColumn,
  field: keyof AutoLocalSearchTestCase,
): AutoLocalSearchColumnSpec => ({
  key,
  label: AUTO_LOCAL_SEARCH_COLUMNS[key],
  field,
});

/**
 * Provider-assistant devices show the cloud response and the DUT response
 * status; other assistants show the reference-mic response and the transcribe
 * status, with the transcribe message (doc 1 §2.7). The assistant check
 * ignores case (doc 1 §1).
 * @kept for the auto local search family: doc 1 §2.7 (auto local search panel)
 */
export function autoLocalSearchLayout(
  deviceVirtualAssistant: string | null | undefined,
): AutoLocalSearchTableLayout {
  if (isProviderAssistant(deviceVirtualAssistant)) {
    return {
      columns: [
        column('utterance', 'utterancePlayedTranscript'),
        column('cloudResponse', 'dutResponse'),
        column('dutResponseStatus', 'utteranceStatus'),
      ],
    };
  }
  return {
    columns: [
      column('utterance', 'utterancePlayedTranscript'),
      column('refMicResponse', 'dutResponse'),
      column('transcribeStatus', 'transcribeStatus'),
    ],
    notice: AUTO_LOCAL_SEARCH_TRANSCRIBE_MESSAGE,
  };
}
