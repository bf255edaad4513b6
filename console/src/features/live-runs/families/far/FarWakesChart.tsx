import { FAR_VIEW_TEXTS, type FarSimulationDevice } from '@oak/shared';
import { GroupedBarChart } from '../../../../components/charts/GroupedBarChart';
import { type FarChartRow } from './far-view.util';

/**
 * False wakes per device in each hour of the run (issue 30), as grouped bars.
 * Loaded on its own (React.lazy) so the charting library stays out of the
 * console's first load; its numbers are in the table beside it.
 */
export default function FarWakesChart({
  rows,
  devices,
}: {
  rows: readonly FarChartRow[];
  devices: readonly FarSimulationDevice[];
}) {
  return (
    <GroupedBarChart
      title={FAR_VIEW_TEXTS.chartTitle}
      rows={rows}
      groupKey="hour"
      series={devices.map((device) => ({
        name: device.deviceSerialNumber,
        label: device.deviceName || device.deviceSerialNumber,
      }))}
    />
  );
}
