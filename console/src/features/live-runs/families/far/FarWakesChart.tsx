import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { FAR_VIEW_TEXTS, type FarSimulationDevice } from '@oak/shared';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type FarChartRow } from './far-view.util';

/** The palette of the devices' bars, in the order of the run's devices. */
const DEVICE_COLORS = ['teal.solid', 'orange.solid', 'purple.solid', 'blue.solid', 'pink.solid'] as const;

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
  const chart = useChart<FarChartRow>({
    data: [...rows],
    series: devices.map((device, index) => ({
      name: device.deviceSerialNumber,
      label: device.deviceName || device.deviceSerialNumber,
      color: DEVICE_COLORS[index % DEVICE_COLORS.length],
    })),
  });
  return (
    <Box role="figure" aria-label={FAR_VIEW_TEXTS.chartTitle}>
      <Chart.Root maxH="xs" chart={chart}>
        <BarChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key('hour')} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              isAnimationActive={false}
              key={String(item.name)}
              dataKey={chart.key(item.name)}
              name={String(item.name)}
              fill={chart.color(item.color)}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
