import { Box, Heading, Stack, Wrap } from '@chakra-ui/react';
import {
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type LiveMetricItem,
  type LiveTestStats,
  type LiveUtteranceFeedItem,
  type RoomOrientation,
} from '@oak/shared';
import { MetricsGrid } from './MetricsGrid';
import { OptionalDutStatsTable } from './OptionalDutStatsTable';
import { RoomOrientationFigure } from './RoomOrientationFigure';
import { UtteranceFeedTable } from './UtteranceFeedTable';

/**
 * The Test Metrics tab of an utterance-counting run (doc 1 §2.4, §2.5): its
 * figures, the orientation image of each scenario type it plays (where its
 * speech and noise come from), the optional DUTs' own figures beside the
 * DUT's, and the latest utterances.
 */
export function LiveMetricsPanel({
  items,
  stats,
  utterances,
  orientations = [],
}: {
  items: readonly LiveMetricItem[];
  /** The run's room, one figure per scenario type; none for a run outside the acoustic family. */
  orientations?: readonly RoomOrientation[];
  stats: LiveTestStats;
  utterances: readonly LiveUtteranceFeedItem[];
}) {
  return (
    <Stack gap="4">
      <MetricsGrid label={LIVE_TAB_LABELS.testMetrics} items={items} />
      {orientations.length > 0 && (
        <Wrap gap="4">
          {orientations.map((orientation) => (
            <RoomOrientationFigure key={orientation.scenarioType} orientation={orientation} />
          ))}
        </Wrap>
      )}
      {stats.optionalDuts?.length ? <OptionalDutStatsTable duts={stats.optionalDuts} /> : null}
      <Box>
        <Heading as="h4" size="sm" mb="2">
          {LIVE_RUNS_TEXTS.recentUtterances}
        </Heading>
        <UtteranceFeedTable items={utterances} />
      </Box>
    </Stack>
  );
}
