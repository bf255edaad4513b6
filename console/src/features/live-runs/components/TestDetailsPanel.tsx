import { DataList } from '@chakra-ui/react';
import { LIVE_TAB_LABELS, type LabJob, type LiveTestStats, liveTestDetailsRows } from '@oak/shared';

/** The test details panel (doc 1 §2.15): the fields of the run's suite variant that it has. */
export function TestDetailsPanel({ job, stats }: { job: LabJob; stats: LiveTestStats }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={LIVE_TAB_LABELS.testDetails}>
      {liveTestDetailsRows(job, stats).map((row) => (
        <DataList.Item key={row.field}>
          <DataList.ItemLabel minW="44">{row.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
