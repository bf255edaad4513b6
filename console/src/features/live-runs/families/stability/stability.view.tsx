import { type LiveFamilyView } from '../live-family-view';

/**
 * The view of a stability run (doc 1 §2.2, §2.10): Test Details alone, every
 * card's own, so the family adds no panel yet. 'Live Utterance Result',
 * 'Ongoing Stability Test Summary' and the pass-rate chart, from the
 * `payload` key the runner announces, come with the stability live view (issue 30).
 */
export const stabilityLiveView: LiveFamilyView = {
  useContent: () => ({ panels: {} }),
};
