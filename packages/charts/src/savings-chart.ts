import type { CalculatedResultsDto } from '@backoffice/contracts';
import type { ReportChart } from './chart.ts';
import {
  axisTitle,
  type ChartLayout,
  COLOURS,
  frame,
  NAME_LABEL,
  NAME_LABEL_OFFSET,
  nameLines,
  plainName,
} from './theme.ts';

export const SAVINGS_TITLE = 'Fuel and CO2 saved per year, by technology';
export const PACKAGE_ROW = 'All technologies together';
const FUEL = 'Fuel saved (MT)';
const CO2 = 'CO2 avoided (t)';

interface Bar {
  technology: string;
  saving: string;
  value: number;
  /** Where the value label sits: past the bar, or past the range when there is one. */
  labelAt: number;
  /** The range as drawn: its ends kept within the axis. */
  low?: number;
  high?: number;
  /** True when the range goes on past the end of the axis (its line then has no end tick there). */
  beyondAxis?: boolean;
}

/**
 * Room past the longest bar for its value label, as a share of that bar; the axis ends there exactly
 * (not rounded up), so a range clipped at its end is drawn to where the axis ends.
 */
const LABEL_ROOM = 1.3;

/**
 * Fuel saved and CO2 avoided per year for each included technology, and for the whole package,
 * whose bars carry the low–high range from the technologies' confidence intervals (savingsRange) as
 * whiskers. Each technology's bars sit on one row; the range is only on the package row, because the
 * engine computes it for the stacked package, not per technology. The axis follows the central values
 * (the bars): a range reaching past it is drawn up to the axis' end, so a wide range never squeezes
 * the bars. Narrow, the technology names are wrapped in up to three lines, and the plot takes what
 * they and a value label past the axis' end leave of the chart's width.
 */
export function savingsChart(results: CalculatedResultsDto, layout: ChartLayout): ReportChart | null {
  if (results.technologyTotals.length === 0) return null;
  const { calcTechnologiesSavings: totals, savingsRange: range } = results;
  const central = [
    ...results.technologyTotals.flatMap((t) => [t.fuelSavingsInMt, t.co2ReductionInMt]),
    totals.totalFuelSavings,
    totals.totalCo2ReductionInMt,
  ];
  const xMax = Math.max(...central) * LABEL_ROOM || 1;
  // A row's name as drawn, and the value that sets it apart: narrow, its lines joined by '\n'.
  const row = (name: string): string => (layout.narrow ? nameLines(name, layout.nameLimit) : plainName(name));
  const packageRow = row(PACKAGE_ROW);
  const bars: Bar[] = results.technologyTotals.flatMap((t) => [
    { technology: row(t.technology.name), saving: FUEL, value: t.fuelSavingsInMt, labelAt: t.fuelSavingsInMt },
    { technology: row(t.technology.name), saving: CO2, value: t.co2ReductionInMt, labelAt: t.co2ReductionInMt },
  ]);
  const withRange = (saving: string, value: number, low: number, high: number): Bar => {
    if (!(high > low)) return { technology: packageRow, saving, value, labelAt: value };
    const shownHigh = Math.min(high, xMax);
    const shownLow = Math.min(low, xMax);
    const beyondAxis = high > xMax;
    const labelAt = Math.max(value, shownHigh);
    return { technology: packageRow, saving, value, labelAt, low: shownLow, high: shownHigh, beyondAxis };
  };
  bars.push(
    withRange(FUEL, totals.totalFuelSavings, range.low.totalFuelSavings, range.high.totalFuelSavings),
    withRange(CO2, totals.totalCo2ReductionInMt, range.low.totalCo2ReductionInMt, range.high.totalCo2ReductionInMt),
  );
  const hasRange = bars.some((b) => b.low !== undefined);
  const rows = [...results.technologyTotals.map((t) => row(t.technology.name)), packageRow];
  const y = {
    field: 'technology',
    type: 'nominal',
    sort: rows,
    title: null,
    axis: {
      labelLimit: layout.nameLimit,
      ...(layout.narrow ? { labelExpr: NAME_LABEL, labelOffset: NAME_LABEL_OFFSET } : {}),
    },
  } as const;
  // Narrow: the names, the gap to the axis and a value label past its end (some 40 px) fit the width.
  const width = layout.textWidth === undefined ? layout.width : layout.textWidth - layout.nameLimit - 45;
  const yOffset = { field: 'saving', type: 'nominal', sort: [FUEL, CO2] } as const;
  return {
    key: 'savings',
    title: SAVINGS_TITLE,
    spec: {
      ...frame(
        layout,
        SAVINGS_TITLE,
        hasRange
          ? "The line on the total spans the low and high estimates from the technologies' confidence intervals."
          : undefined,
      ),
      width,
      height: { step: 44 },
      data: { values: bars },
      layer: [
        {
          mark: { type: 'bar', height: { band: 0.9 } },
          encoding: {
            y,
            yOffset,
            x: {
              field: 'value',
              type: 'quantitative',
              title: axisTitle(layout, 'Tonnes per year', width),
              scale: { domain: [0, xMax], nice: false },
              ...(layout.tickCount ? { axis: { tickCount: layout.tickCount } } : {}),
            },
            color: {
              field: 'saving',
              type: 'nominal',
              title: null,
              scale: { domain: [FUEL, CO2], range: [COLOURS.fuel, COLOURS.co2] },
            },
          },
        },
        {
          transform: [{ filter: 'isValid(datum.low)' }],
          layer: [
            {
              mark: { type: 'rule', color: COLOURS.range, strokeWidth: 1.5 },
              encoding: { y, yOffset, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } },
            },
            ...(['low', 'high'] as const).map((end) => ({
              ...(end === 'high' ? { transform: [{ filter: '!datum.beyondAxis' }] } : {}),
              mark: { type: 'tick' as const, color: COLOURS.range, thickness: 1.5, size: 10 },
              encoding: { y, yOffset, x: { field: end, type: 'quantitative' as const } },
            })),
          ],
        },
        {
          mark: { type: 'text', aria: false, align: 'left', dx: 4, fontSize: 10, color: '#212529' },
          encoding: {
            y,
            yOffset,
            x: { field: 'labelAt', type: 'quantitative' },
            text: { field: 'value', type: 'quantitative', format: ',.1f' },
          },
        },
      ],
    },
  };
}
