import { AUTO_LOCAL_SEARCH_TRANSCRIBE_MESSAGE } from './auto-local-search.messages';
import { autoLocalSearchLayout } from './auto-local-search.rule';
import { autoLocalSearchTestCaseSchema } from './auto-local-search.schema';

describe('autoLocalSearchLayout (doc 1 §2.7)', () => {
  it.each(['Alexa', 'alexa', 'ALEXA', undefined, null])(
    'shows cloud response and DUT response status for the provider assistant (%j)',
    (assistant) => {
      const layout = autoLocalSearchLayout(assistant);
      expect(layout.columns.map((c) => [c.label, c.field])).toEqual([
        ['Utterance', 'utterancePlayedTranscript'],
        ['Cloud Response', 'dutResponse'],
        ['DUT Response Status', 'utteranceStatus'],
      ]);
      expect(layout.notice).toBeUndefined();
    },
  );

  it.each(['Google', 'Other'])('shows reference-mic response and transcribe status for %s', (assistant) => {
    const layout = autoLocalSearchLayout(assistant);
    expect(layout.columns.map((c) => [c.label, c.field])).toEqual([
      ['Utterance', 'utterancePlayedTranscript'],
      ['Reference Mic Response', 'dutResponse'],
      ['Transcribe Status', 'transcribeStatus'],
    ]);
    expect(layout.notice).toBe(AUTO_LOCAL_SEARCH_TRANSCRIBE_MESSAGE);
  });

  it('reads a test case', () => {
    const parsed = autoLocalSearchTestCaseSchema.safeParse({
      utteranceId: 'u1',
      utterancePlayedTranscript: 'find a coffee shop near me',
      status: 'in progress',
      transcribeStatus: 'queued',
      deviceVirtualAssistant: 'Google',
    });
    expect(parsed.success).toBe(true);
    expect(autoLocalSearchTestCaseSchema.safeParse({ utteranceId: 'u1' }).success).toBe(false);
  });
});
