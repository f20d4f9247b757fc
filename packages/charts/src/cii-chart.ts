import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { ReportChart } from './chart.ts';
import { type ChartLayout, COLOURS, frame, SERIES } from './theme.ts';

export const CII_TITLE = 'IMO carbon intensity rating per year, before and after the package';

const RATINGS = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * The vessel's attained CII (constant over the years) before and after the package, drawn over the
 * rating bands A–E of each year 2023–2030, which tighten as the required CII falls.
 */
export function ciiChart(results: CalculatedResultsDto, layout: ChartLayout): ReportChart | null {
  const cii = results.ciiOutlook;
  if (!cii || cii.years.length === 0) return null;
  const top =
    Math.max(
      ...cii.years.map((y) => y.boundaries.inferior * 1.15),
      cii.attainedCiiBefore * 1.1,
      cii.attainedCiiAfter,
    ) || 1;
  const bands = cii.years.flatMap(({ year, boundaries: b }) => {
    const edges = [0, b.superior, b.lower, b.upper, b.inferior, top];
    return RATINGS.map((rating, i) => ({ year: String(year), rating, from: edges[i], to: edges[i + 1] }));
  });
  const points = cii.years.flatMap((y) => [
    { year: String(y.year), series: SERIES.before, cii: cii.attainedCiiBefore, rating: y.ratingBefore },
    { year: String(y.year), series: SERIES.after, cii: cii.attainedCiiAfter, rating: y.ratingAfter },
  ]);
  const x = { field: 'year', type: 'ordinal', title: 'Year', axis: { labelAngle: 0 } } as const;
  const yTitle = `Carbon intensity (g CO2 per ${cii.capacityUnit} and nautical mile)`;
  const yScale = { domain: [0, top], nice: false };
  const yAxis = layout.tickCount ? { axis: { tickCount: layout.tickCount } } : {};
  const y = { field: 'cii', type: 'quantitative' as const, title: yTitle, scale: yScale, ...yAxis };
  const stroke = {
    field: 'series',
    type: 'nominal',
    title: null,
    scale: { domain: [SERIES.before, SERIES.after], range: [COLOURS.before, COLOURS.after] },
  } as const;
  const label = (series: string, dy: number) => ({
    transform: [{ filter: { field: 'series', equal: series } }],
    mark: { type: 'text' as const, dy, fontSize: 11, fontWeight: 'bold' as const, color: '#212529' },
    encoding: { x, y, text: { field: 'rating', type: 'nominal' as const } },
  });
  return {
    key: 'cii',
    title: CII_TITLE,
    spec: {
      ...frame(layout, CII_TITLE, [
        'The coloured bands are the ratings A (best) to E.',
        'They move down each year as the IMO requirement tightens.',
      ]),
      width: layout.width,
      height: 300,
      resolve: { scale: { color: 'independent' } },
      layer: [
        {
          data: { values: bands },
          mark: { type: 'bar', opacity: 0.8, width: { band: 1 } },
          encoding: {
            x,
            y: { field: 'from', type: 'quantitative', title: yTitle, scale: yScale, ...yAxis },
            y2: { field: 'to' },
            color: {
              field: 'rating',
              type: 'nominal',
              title: 'Rating',
              scale: { domain: [...RATINGS], range: RATINGS.map((r) => COLOURS.ciiBands[r]) },
            },
          },
        },
        {
          data: { values: points },
          layer: [
            { mark: { type: 'line', strokeWidth: 2.5 }, encoding: { x, y, color: stroke } },
            { mark: { type: 'point', filled: true, size: 50 }, encoding: { x, y, color: stroke } },
            label(SERIES.before, -10),
            label(SERIES.after, 14),
          ],
        },
      ],
    },
  };
}
