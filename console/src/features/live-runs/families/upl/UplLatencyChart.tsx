import { UPL_VIEW_TEXTS } from '@oak/shared';
import { GroupedBarChart } from '../../../../components/charts/GroupedBarChart';
import { type UplChartRow } from './upl-view.util';

/**
 * The latency of each attempt of each utterance (issue 30), as grouped bars:
 * how an utterance's latencies spread, beside its neighbours'. Loaded on its
 * own (React.lazy) so the charting library stays out of the console's first
 * load; its numbers are in the table beside it.
 */
export default function UplLatencyChart({
  rows,
  attempts,
}: {
  rows: readonly UplChartRow[];
  attempts: number;
}) {
  return (
    <GroupedBarChart
      title={UPL_VIEW_TEXTS.chartTitle}
      rows={rows}
      groupKey="utterance"
      series={Array.from({ length: attempts }, (_, index) => ({ name: UPL_VIEW_TEXTS.attemptOf(index + 1) }))}
      unit=" ms"
    />
  );
}
