import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { seriesColor } from './series-colors';

/** A bar of each group: its key in the rows and, where it differs, the name the legend shows. */
interface BarSeries {
  readonly name: string;
  readonly label?: string;
}

/** A group's row: its label under groupKey and each series' value under its name (null: none yet). */
type BarRow = Readonly<Record<string, number | string | null>>;

/**
 * Grouped bars, one group a row and one bar a series, in the palette's order:
 * the live views' charts (FAR's false wakes per device and hour, UPL's
 * latency per attempt and utterance). Imported only by charts that are
 * themselves loaded on their own (React.lazy), so the charting library stays
 * out of the console's first load; the views give its numbers as a table.
 */
export function GroupedBarChart({
  title,
  rows,
  groupKey,
  series,
  unit,
}: {
  title: string;
  rows: readonly BarRow[];
  groupKey: string;
  series: readonly BarSeries[];
  unit?: string;
}) {
  const chart = useChart<BarRow>({
    data: [...rows],
    series: series.map((item, index) => ({
      name: item.name,
      ...(item.label ? { label: item.label } : {}),
      color: seriesColor(index),
    })),
  });
  return (
    <Box role="figure" aria-label={title}>
      <Chart.Root maxH="xs" chart={chart}>
        <BarChart responsive data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key(groupKey)} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} unit={unit} />
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
