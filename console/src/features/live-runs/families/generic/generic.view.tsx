import { LIVE_TAB_LABELS, type LiveMetricItem, liveMetricItems } from '@oak/shared';
import { LiveDataGate } from '../../components/LiveDataGate';
import { LiveMetricsPanel } from '../../components/LiveMetricsPanel';
import { type LiveFamilyContext, type LiveFamilyView } from '../live-family-view';

/** The figures of a run that counts utterances (doc 1 §2.4), as its feed gives them. */
export function utteranceMetricItems(context: LiveFamilyContext): readonly LiveMetricItem[] {
  const { feed, options, suite, scenarioType, running, now } = context;
  return liveMetricItems({
    stats: feed.testStats,
    noise: feed.noiseFeeds,
    suite,
    scenarioType,
    utteranceInjection: options?.testOptions.customOptions?.utteranceInjection === true,
    running,
    now,
  });
}

/**
 * The view of a family with no view of its own (doc 1 §2.2): its Test Metrics
 * are the utterance figures and the latest utterances, when its layout shows
 * them at all; FAR, stability, UPL and security runs show Test Details alone.
 */
export const genericLiveView: LiveFamilyView = {
  useContent: (context) => ({
    panels: {
      testMetrics: (
        <LiveDataGate {...context.gate} label={LIVE_TAB_LABELS.testMetrics} loading={context.loading}>
          <LiveMetricsPanel items={utteranceMetricItems(context)} utterances={context.feed.utteranceFeeds} />
        </LiveDataGate>
      ),
    },
  }),
};
