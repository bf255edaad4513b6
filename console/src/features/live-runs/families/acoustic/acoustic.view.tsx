import { Wrap } from '@chakra-ui/react';
import {
  LIVE_TAB_LABELS,
  type LiveTestStats,
  type RoomOrientation,
  liveVoiceRobustnessItems,
  parseJobOptions,
  roomOrientations,
} from '@oak/shared';
import { useMemo } from 'react';
import { LiveDataGate } from '../../components/LiveDataGate';
import { LiveMetricsPanel } from '../../components/LiveMetricsPanel';
import { utteranceMetricItems } from '../generic/generic.view';
import { type LiveFamilyContext, type LiveFamilyContent, type LiveFamilyView } from '../live-family-view';
import { OptionalDutStatsTable } from './OptionalDutStatsTable';
import { RoomOrientationFigure } from './RoomOrientationFigure';

/**
 * What the acoustic family adds below its figures (doc 1 §2.4): the
 * orientation image of each scenario type the run plays (where its speech
 * and noise come from), and the optional DUTs' own figures beside the DUT's.
 */
function AcousticRoom({
  orientations,
  stats,
}: {
  orientations: readonly RoomOrientation[];
  stats: LiveTestStats;
}) {
  return (
    <>
      {orientations.length > 0 && (
        <Wrap gap="4">
          {orientations.map((orientation) => (
            <RoomOrientationFigure key={orientation.scenarioType} orientation={orientation} />
          ))}
        </Wrap>
      )}
      {stats.optionalDuts?.length ? <OptionalDutStatsTable duts={stats.optionalDuts} /> : null}
    </>
  );
}

function useAcousticContent(context: LiveFamilyContext): LiveFamilyContent {
  const { feed, layout, running, now } = context;
  const stats = feed.testStats;
  const rawOptions = feed.job.options;
  // The room of each scenario type the run plays: its options never change.
  const orientations = useMemo(() => {
    const read = parseJobOptions(rawOptions);
    return read.ok ? roomOrientations(read.value) : [];
  }, [rawOptions]);
  // A voice-robustness run counts training rounds rather than utterances (doc 1 §2.5).
  const items =
    layout.header === 'voiceRobustness'
      ? liveVoiceRobustnessItems(stats.enrollmentFeed, running, now)
      : utteranceMetricItems(context);
  return {
    panels: {
      testMetrics: (
        <LiveDataGate {...context.gate} label={LIVE_TAB_LABELS.testMetrics} loading={context.loading}>
          <LiveMetricsPanel items={items} utterances={feed.utteranceFeeds}>
            <AcousticRoom orientations={orientations} stats={stats} />
          </LiveMetricsPanel>
        </LiveDataGate>
      ),
    },
  };
}

/** The acoustic family's live view: acoustic, music, close talk, mobile and qualification runs. */
export const acousticLiveView: LiveFamilyView = { useContent: useAcousticContent };
