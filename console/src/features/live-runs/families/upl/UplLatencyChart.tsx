import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { UPL_VIEW_TEXTS } from '@oak/shared';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type UplChartRow } from './upl-view.util';

/** The palette of the attempts' bars, attempt after attempt. */
const ATTEMPT_COLORS = ['teal.solid', 'blue.solid', 'purple.solid', 'orange.solid', 'pink.solid'] as const;

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
  const chart = useChart<UplChartRow>({
    data: [...rows],
    series: Array.from({ length: attempts }, (_, index) => ({
      name: UPL_VIEW_TEXTS.attemptOf(index + 1),
      color: ATTEMPT_COLORS[index % ATTEMPT_COLORS.length],
    })),
  });
  return (
    <Box role="figure" aria-label={UPL_VIEW_TEXTS.chartTitle}>
      <Chart.Root maxH="xs" chart={chart}>
        <BarChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key('utterance')} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} unit=" ms" />
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
