/** The live views' chart palette: a device's (or an attempt's) colour by its place in the run. */
const SERIES_COLORS = ['teal.solid', 'orange.solid', 'purple.solid', 'blue.solid', 'pink.solid'] as const;

export function seriesColor(index: number): (typeof SERIES_COLORS)[number] {
  return SERIES_COLORS[index % SERIES_COLORS.length]!;
}
