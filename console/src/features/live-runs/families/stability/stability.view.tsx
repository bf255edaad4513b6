import { type LiveFamilyContext, type LiveFamilyContent, type LiveFamilyView } from '../live-family-view';
import { StabilityLivePanel } from './StabilityLivePanel';
import { stabilityPayloadOf } from './stability-view.util';

function useStabilityContent(context: LiveFamilyContext): LiveFamilyContent {
  const payload = stabilityPayloadOf(context.feed.testStats);
  return {
    panels: {
      // Before the first payload the tab shows the details alone, as every run's does.
      testDetails: payload && <StabilityLivePanel payload={payload} />,
    },
  };
}

/**
 * The view of a stability run (doc 1 §2.2, §2.10): Test Details alone, every
 * card's own, with each device's 'Live Utterance Result' and 'Ongoing
 * Stability Test Summary', Elapsed Time when time-bound and the pass-rate
 * chart above the details, from the `payload` key the runner announces.
 */
export const stabilityLiveView: LiveFamilyView = { useContent: useStabilityContent };
