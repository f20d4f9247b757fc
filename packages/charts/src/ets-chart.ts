import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { ReportChart } from './chart.ts';
import { type ChartLayout, COLOURS, frame, SERIES } from './theme.ts';

export const ETS_TITLE = 'EU emissions trading cost per year, before and after the package';

/** The EU ETS cost of each year of the horizon, before and after the package, side by side (EUR, as the carbon rate). */
export function etsChart(results: CalculatedResultsDto, layout: ChartLayout): ReportChart | null {
  const ets = results.etsOutlook;
  if (!ets || ets.years.length === 0) return null;
  const bars = ets.years.flatMap((y) => [
    { year: String(y.year), series: SERIES.before, cost: y.costBefore },
    { year: String(y.year), series: SERIES.after, cost: y.costAfter },
  ]);
  const subtitle = [
    `${ets.pctInEu} % of the vessel's CO2 is in scope, at EUR ${ets.carbonRate} per tonne.`,
    'Ships pay for 40 % of it in 2024, 70 % in 2025 and all of it from 2026.',
  ];
  return {
    key: 'ets',
    title: ETS_TITLE,
    spec: {
      ...frame(layout, ETS_TITLE, subtitle),
      width: layout.width,
      height: 280,
      data: { values: bars },
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'year', type: 'ordinal', title: 'Year', axis: { labelAngle: 0 } },
        xOffset: { field: 'series', type: 'nominal', sort: [SERIES.before, SERIES.after] },
        y: {
          field: 'cost',
          type: 'quantitative',
          title: 'EU ETS cost (EUR)',
          axis: { format: ',.0f', ...(layout.tickCount ? { tickCount: layout.tickCount } : {}) },
        },
        color: {
          field: 'series',
          type: 'nominal',
          title: null,
          scale: { domain: [SERIES.before, SERIES.after], range: [COLOURS.before, COLOURS.after] },
        },
      },
    },
  };
}
