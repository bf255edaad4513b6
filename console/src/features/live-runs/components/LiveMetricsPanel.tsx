import { Box, Heading, Stack } from '@chakra-ui/react';
import {
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type LiveMetricItem,
  type LiveTestStats,
  type LiveUtteranceFeedItem,
} from '@oak/shared';
import { MetricsGrid } from './MetricsGrid';
import { OptionalDutStatsTable } from './OptionalDutStatsTable';
import { UtteranceFeedTable } from './UtteranceFeedTable';

/**
 * The Test Metrics tab of an utterance-counting run (doc 1 §2.4, §2.5): its
 * figures, the optional DUTs' own figures beside the DUT's, and the latest
 * utterances.
 */
export function LiveMetricsPanel({
  items,
  stats,
  utterances,
}: {
  items: readonly LiveMetricItem[];
  stats: LiveTestStats;
  utterances: readonly LiveUtteranceFeedItem[];
}) {
  return (
    <Stack gap="4">
      <MetricsGrid label={LIVE_TAB_LABELS.testMetrics} items={items} />
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
