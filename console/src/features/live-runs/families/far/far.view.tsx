import { type LiveFamilyContext, type LiveFamilyContent, type LiveFamilyView } from '../live-family-view';
import { FarLivePanel } from './FarLivePanel';
import { farPayloadOf, farTimerItems } from './far-view.util';

function useFarContent(context: LiveFamilyContext): LiveFamilyContent {
  const { feed, running, now, scenarioType } = context;
  const stats = feed.testStats;
  const payload = farPayloadOf(stats);
  return {
    panels: {
      // Before the first payload the tab shows the details alone, as every run's does.
      testDetails: payload && (
        <FarLivePanel
          payload={payload}
          running={running}
          timer={farTimerItems(stats, scenarioType, running, now)}
        />
      ),
    },
  };
}

/**
 * The view of a FAR run (doc 1 §2.2, §2.9): Test Details alone, every card's
 * own, with the FAR table, the status and device-check texts, the run's
 * clock and the chart of false wakes per hour above the details, from the
 * `payload` key the runner announces.
 */
export const farLiveView: LiveFamilyView = { useContent: useFarContent };
