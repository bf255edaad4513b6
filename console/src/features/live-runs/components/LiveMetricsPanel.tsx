import { Box, Heading, Stack } from '@chakra-ui/react';
import {
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type LiveMetricItem,
  type LiveUtteranceFeedItem,
} from '@oak/shared';
import { type ReactNode } from 'react';
import { MetricsGrid } from './MetricsGrid';
import { UtteranceFeedTable } from './UtteranceFeedTable';

/**
 * The Test Metrics tab of an utterance-counting run (doc 1 §2.4, §2.5): its
 * figures, what the run's family adds below them (the acoustic family's room
 * orientation and optional DUTs' figures), and the latest utterances.
 */
export function LiveMetricsPanel({
  items,
  utterances,
  children,
}: {
  items: readonly LiveMetricItem[];
  utterances: readonly LiveUtteranceFeedItem[];
  /** The family's own figures, between the metrics and the utterances. */
  children?: ReactNode;
}) {
  return (
    <Stack gap="4">
      <MetricsGrid label={LIVE_TAB_LABELS.testMetrics} items={items} />
      {children}
      <Box>
        <Heading as="h4" size="sm" mb="2">
          {LIVE_RUNS_TEXTS.recentUtterances}
        </Heading>
        <UtteranceFeedTable items={utterances} />
      </Box>
    </Stack>
  );
}
