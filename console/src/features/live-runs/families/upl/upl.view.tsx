import { type LiveFamilyContext, type LiveFamilyContent, type LiveFamilyView } from '../live-family-view';
import { UplLivePanel } from './UplLivePanel';
import { uplPayloadOf } from './upl-view.util';

function useUplContent(context: LiveFamilyContext): LiveFamilyContent {
  const stats = context.feed.testStats;
  const payload = uplPayloadOf(stats);
  return {
    panels: {
      // Before the first payload the tab shows the details alone, as every run's does.
      testDetails: payload && <UplLivePanel payload={payload} status={stats.status} />,
    },
  };
}

/**
 * The view of a UPL run (doc 1 §2.2, §2.11): Test Details alone, every card's
 * own, with the UPL summary and history tables and the chart of each
 * utterance's latencies above the details, from the `payload` key the runner
 * announces.
 */
export const uplLiveView: LiveFamilyView = { useContent: useUplContent };
