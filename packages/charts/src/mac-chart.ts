import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { ReportChart } from './chart.ts';
import { axisTitle, type ChartLayout, COLOURS, frame, NAME_LABEL, nameLines, technologyColours } from './theme.ts';

export const MAC_TITLE = 'Cost of each tonne of CO2 avoided, by technology';

/** A bar of the curve; `label`, when given, names it in place of the technology ('technology · vessel'). */
export type MacPoint = CalculatedResultsDto['macCurve'][number] & { label?: string };

/**
 * The marginal abatement cost curve: one bar per technology, cheapest first, as wide as the CO2 it
 * avoids per year (placed end to end on the cumulative axis) and as high as its cost per tonne.
 * Narrow, the legend lists the technologies one under another, each name in lines that fit.
 */
export function macChart(
  results: { macCurve: MacPoint[] },
  layout: ChartLayout,
  legendTitle = 'Technology',
): ReportChart | null {
  if (results.macCurve.length === 0) return null;
  // Narrow, a name in lines that fit beside its colour in the legend, under the plot.
  const legendLimit = layout.width - 25;
  const bars = results.macCurve.map((p) => ({
    technology: layout.narrow ? nameLines(p.label ?? p.technology.name, legendLimit) : (p.label ?? p.technology.name),
    start: p.cumulativeCo2StartInMt,
    end: p.cumulativeCo2StartInMt + p.co2ReductionInMt,
    cost: p.costPerTonneCo2,
  }));
  const names = bars.map((b) => b.technology);
  return {
    key: 'mac',
    title: MAC_TITLE,
    spec: {
      ...frame(layout, MAC_TITLE, [
        'Below zero a technology saves money over its life.',
        'Each bar is as wide as the CO2 the technology avoids per year.',
      ]),
      width: layout.width,
      height: 300,
      layer: [
        {
          data: { values: bars },
          mark: { type: 'rect', stroke: '#ffffff', strokeWidth: 1 },
          encoding: {
            x: {
              field: 'start',
              type: 'quantitative',
              title: axisTitle(layout, 'CO2 avoided per year, added up cheapest first (t CO2)'),
              axis: { tickCount: layout.tickCount ?? 8, labelOverlap: true, labelFlush: true },
            },
            x2: { field: 'end' },
            y: {
              field: 'cost',
              type: 'quantitative',
              title: 'Cost per tonne of CO2 avoided (USD/t CO2)',
              ...(layout.tickCount ? { axis: { tickCount: layout.tickCount } } : {}),
            },
            y2: { datum: 0 },
            color: {
              field: 'technology',
              type: 'nominal',
              title: legendTitle,
              legend: layout.narrow
                ? { columns: 1, labelLimit: legendLimit, labelExpr: NAME_LABEL }
                : { columns: 2, labelLimit: 260 },
              scale: { domain: names, range: technologyColours(names.length) },
            },
          },
        },
        {
          data: { values: [{}] },
          mark: { type: 'rule', color: COLOURS.zeroLine },
          encoding: { y: { datum: 0 } },
        },
      ],
    },
  };
}
