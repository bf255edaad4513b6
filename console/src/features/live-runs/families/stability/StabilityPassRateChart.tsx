import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { STABILITY_MIN_PASS_RATE, STABILITY_VIEW_TEXTS } from '@oak/shared';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { seriesColor } from '../../../../components/charts/series-colors';
import { type StabilityChartRow } from './stability-view.util';

/**
 * Each device's pass rate over the run so far after each round (issue 30),
 * a line per device beside the 90% the run needs. Loaded on its own
 * (React.lazy) so the charting library stays out of the console's first
 * load; its numbers are in the table beside it.
 */
export default function StabilityPassRateChart({
  rows,
  devices,
}: {
  rows: readonly StabilityChartRow[];
  devices: readonly string[];
}) {
  const chart = useChart<StabilityChartRow>({
    data: [...rows],
    series: devices.map((device, index) => ({
      name: device,
      color: seriesColor(index),
    })),
  });
  return (
    <Box role="figure" aria-label={STABILITY_VIEW_TEXTS.chartTitle}>
      <Chart.Root maxH="xs" chart={chart}>
        <LineChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key('round')} />
          <YAxis axisLine={false} tickLine={false} domain={[0, 100]} unit="%" />
          <ReferenceLine
            y={STABILITY_MIN_PASS_RATE}
            stroke={chart.color('red.solid')}
            strokeDasharray="4 4"
          />
          <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Line
              isAnimationActive={false}
              key={String(item.name)}
              type="monotone"
              dataKey={chart.key(item.name)}
              name={String(item.name)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              connectNulls
            />
          ))}
        </LineChart>
      </Chart.Root>
    </Box>
  );
}
