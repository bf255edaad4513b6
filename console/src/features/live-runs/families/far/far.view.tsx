import { type LiveFamilyView } from '../live-family-view';

/**
 * The view of a FAR run (doc 1 §2.2, §2.9): Test Details alone, every card's
 * own, so the family adds no panel yet. The FAR table, the chunk and offline
 * texts and the false-wake chart, from the `payload` key the runner
 * announces, come with the FAR live view (issue 30).
 */
export const farLiveView: LiveFamilyView = {
  useContent: () => ({ panels: {} }),
};
